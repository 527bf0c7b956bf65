import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@homewise/contracts';
import { Public } from '../auth/auth.decorators.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers (200 ok).' })
  liveness(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    return answer(this.health.liveness(), reply);
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: 200 ok, or degraded when Redis is down; 503 when the database is down or the replica is shutting down.',
  })
  readiness(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    return answer(this.health.readiness(), reply);
  }
}

/** Terminus throws a 503 carrying the whole result: answer that result, not the error shape. */
async function answer(check: Promise<HealthResponse>, reply: FastifyReply): Promise<HealthResponse> {
  try {
    return await check;
  } catch (error) {
    if (!(error instanceof ServiceUnavailableException)) throw error;
    void reply.status(503).header('Cache-Control', 'no-store');
    return error.getResponse() as HealthResponse;
  }
}
