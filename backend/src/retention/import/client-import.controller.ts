import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientImportResponse } from '@homewise/contracts';
import { CurrentUser, Roles } from '../../common/access.decorators.js';
import { ParseIdPipe } from '../../common/ids.js';
import type { MessageDto } from '../../common/message.dto.js';
import type { UserEntity } from '../../identity/users/user.entity.js';
import { InvitationsService } from '../invitations/invitations.service.js';
import { ClientImportDto } from '../retention.dto.js';
import { ClientImportService } from './client-import.service.js';

@ApiTags('loan-officer')
@ApiCookieAuth()
@Roles('loan_officer', 'admin')
@Controller('loan-officer/clients')
export class ClientImportController {
  constructor(
    private readonly imports: ClientImportService,
    private readonly invitations: InvitationsService,
  ) {}

  @Post('import')
  @HttpCode(200)
  @ApiOperation({ summary: 'Import clients from CSV (confirmed email only): new ones are invited, the officer’s unclaimed ones updated, bad rows reported.' })
  import(@CurrentUser() officer: UserEntity, @Body() body: ClientImportDto): Promise<ClientImportResponse> {
    return this.imports.import(officer, body.csv);
  }

  @Post(':id/invitation')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send the invitation again with a new claim link (the old one stops working).' })
  async resend(@CurrentUser() officer: UserEntity, @Param('id', new ParseIdPipe('Client')) id: string): Promise<MessageDto> {
    await this.invitations.resend(officer, id);
    return { message: 'The invitation is on its way again, with a new link.' };
  }
}
