import { Controller, Get, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/access.decorators.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import { ReportService } from './report.service.js';

@ApiTags('report')
@ApiCookieAuth()
@Controller()
export class ReportController {
  constructor(private readonly reports: ReportService) {}

  @Get('report.pdf')
  @ApiOperation({ summary: 'The signed-in homeowner’s mortgage report as a PDF (404 before onboarding).' })
  @ApiOkResponse({ description: 'application/pdf' })
  async report(@CurrentUser() user: UserEntity, @Res() reply: FastifyReply): Promise<void> {
    const pdf = await this.reports.pdfFor(user.id);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="homewise-mortgage-report.pdf"')
      .header('cache-control', 'no-store')
      .send(pdf);
  }
}
