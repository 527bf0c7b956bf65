import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { PageViewRequest } from '@homewise/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Public } from '../common/access.decorators.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import { PageViewsService } from './page-views.service.js';

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
  constructor(private readonly pageViews: PageViewsService) {}

  /**
   * Over the per-client limit the answer is still 204, and nothing is stored. A page view is
   * fire-and-forget telemetry: the client has nothing to do with a 429 (the shell ignores every
   * answer), a busy office behind one address would only get failed requests in its browsers'
   * consoles, and a flood learns nothing it could tune its rate by. What matters — a flood
   * stores nothing — holds either way.
   */
  @Public()
  @Post('page-view')
  @HttpCode(204)
  @ApiOperation({ summary: 'Record a page view (the shell calls it on each path change); past RATE_LIMIT_PAGE_VIEWS_PER_IP per client in 10 minutes it is not stored.' })
  @ApiNoContentResponse()
  async pageView(
    @Body() body: PageViewDto,
    @CurrentUser() user: UserEntity | undefined,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.pageViews.record({ path: body.path, referrer: body.referrer || null, userId: user?.id ?? null }, request.ip);
  }
}
