import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SecurityEventList } from '@homewise/contracts';
import { Roles } from '../../common/access.decorators.js';
import { SecurityEventListDto, SecurityEventsQueryDto } from './security-log.dto.js';
import { SecurityLogService } from './security-log.service.js';

@ApiTags('admin')
@ApiCookieAuth()
@Roles('admin')
@Controller('admin/security-events')
export class SecurityLogController {
  constructor(private readonly log: SecurityLogService) {}

  @Get()
  @ApiOperation({ summary: 'Admin: the security audit log, newest first (filter by type or account).' })
  @ApiOkResponse({ type: SecurityEventListDto })
  list(@Query() query: SecurityEventsQueryDto): Promise<SecurityEventList> {
    return this.log.list(query);
  }
}
