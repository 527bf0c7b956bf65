import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@homewise/contracts';
import { Public } from '../common/access.decorators.js';
import { HealthService, type HealthAnswer } from './health.service.js';

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

/** An unhealthy answer is a 503 with the same body (never cached). */
async function answer(check: Promise<HealthAnswer>, reply: FastifyReply): Promise<HealthResponse> {
  const { healthy, body } = await check;
  if (!healthy) void reply.status(503).header('Cache-Control', 'no-store');
  return body;
}
