import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HealthResponse, ReadyResponse } from '@homewise/contracts';
import { Public } from '../auth/auth.decorators.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers.' })
  liveness(): HealthResponse {
    return { status: 'ok' };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({ summary: 'Readiness: the database answers, and Redis when configured (503 otherwise).' })
  async readiness(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadyResponse> {
    const ready = await this.health.readiness();
    if (ready.status !== 'ready') void reply.status(503);
    return ready;
  }
}
