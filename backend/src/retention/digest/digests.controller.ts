import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, Max, Min } from 'class-validator';
import type { DigestPreview, DigestSettings } from '@homewise/contracts';
import { CurrentUser, Roles } from '../../common/access.decorators.js';
import { ParseIdPipe } from '../../common/ids.js';
import type { MessageDto } from '../../common/message.dto.js';
import type { UserEntity } from '../../identity/users/user.entity.js';
import { DigestsService } from './digests.service.js';

class UpdateDigestSettingsDto implements Partial<DigestSettings> {
  @ApiPropertyOptional({ description: 'Monthly digests and alerts for all of your clients.' })
  @IsOptional()
  @IsBoolean({ message: 'digestsEnabled must be true or false.' })
  digestsEnabled?: boolean;

  @ApiPropertyOptional({ description: 'Rate alerts: at least this far above the market rate (a fraction, 0 to 0.05).' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The rate alert threshold must be a number (a fraction: 0.0075 for 0.75 point).' })
  @Min(0, { message: 'The rate alert threshold must be between 0 and 0.05 (a fraction: 0.0075 for 0.75 point).' })
  @Max(0.05, { message: 'The rate alert threshold must be between 0 and 0.05 (a fraction: 0.0075 for 0.75 point).' })
  rateAlertThreshold?: number;
}

@ApiTags('loan-officer')
@ApiCookieAuth()
@Roles('loan_officer', 'admin')
@Controller('loan-officer')
export class DigestsController {
  constructor(private readonly digests: DigestsService) {}

  @Get('digest-settings')
  @ApiOperation({ summary: 'Digests on/off for all clients, and the rate-alert threshold.' })
  settings(@CurrentUser() officer: UserEntity): Promise<DigestSettings> {
    return this.digests.settingsOf(officer.id);
  }

  @Patch('digest-settings')
  @ApiOperation({ summary: 'Change the digest settings.' })
  update(@CurrentUser() officer: UserEntity, @Body() body: UpdateDigestSettingsDto): Promise<DigestSettings> {
    return this.digests.updateSettings(officer.id, body);
  }

  @Get('clients/:id/digest')
  @ApiOperation({ summary: 'The client’s digest as it would go out now (subject, HTML, text, figures).' })
  preview(@CurrentUser() officer: UserEntity, @Param('id', new ParseIdPipe('Client')) id: string): Promise<DigestPreview> {
    return this.digests.preview(officer, id);
  }

  @Post('clients/:id/digest')
  @HttpCode(202)
  @ApiOperation({ summary: '“Send now”: the digest today; the 30-day clock restarts.' })
  async sendNow(@CurrentUser() officer: UserEntity, @Param('id', new ParseIdPipe('Client')) id: string): Promise<MessageDto> {
    await this.digests.sendNow(officer, id);
    return { message: 'The digest is on its way.' };
  }
}
