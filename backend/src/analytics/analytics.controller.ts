import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DataSource } from 'typeorm';
import type { PageViewRequest } from '@homewise/contracts';
import { CurrentUser, Public } from '../auth/auth.decorators.js';
import type { UserEntity } from '../users/user.entity.js';
import { PageViewEntity } from './page-view.entity.js';

export class PageViewDto implements PageViewRequest {
  @ApiProperty({ example: '/Dashboard' })
  @IsString({ message: 'Path must be text.' })
  @Matches(/^\//, { message: 'Path must start with /.' })
  @MaxLength(2048, { message: 'Path must be at most 2048 characters long.' })
  path: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString({ message: 'Referrer must be text.' })
  @MaxLength(2048, { message: 'Referrer must be at most 2048 characters long.' })
  referrer?: string | null;
}

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Post('page-view')
  @HttpCode(204)
  @ApiOperation({ summary: 'Record a page view (the shell calls it on each path change).' })
  @ApiNoContentResponse()
  async pageView(@Body() body: PageViewDto, @CurrentUser() user: UserEntity | undefined): Promise<void> {
    await this.dataSource.getRepository(PageViewEntity).insert({
      path: body.path,
      referrer: body.referrer || null,
      userId: user?.id ?? null,
    });
  }
}
