import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService } from '@nestjs/terminus';
import type { HealthResponse } from '@homewise/contracts';
import { Public } from '../common/access.decorators.js';
import { HealthService, SHUTTING_DOWN, type HealthChecks } from './health.service.js';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly terminus: HealthCheckService,
  ) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers (200 ok).' })
  liveness(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    return this.checked(this.health.livenessChecks(), reply);
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: 200 ok, or degraded when Redis is down; 503 when the database is down or the replica is shutting down.',
  })
  async readiness(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const checks = this.health.readinessChecks();
    return checks ? this.checked(checks, reply) : unhealthy(SHUTTING_DOWN, reply);
  }

  /** Terminus reports a failed check by throwing its 503 carrying the whole result: answer that result. */
  private async checked(checks: HealthChecks, reply: FastifyReply): Promise<HealthResponse> {
    try {
      return (await this.terminus.check(checks)) as HealthResponse;
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      return unhealthy(error.getResponse() as HealthResponse, reply);
    }
  }
}

/** An unhealthy answer is a 503 with the same body (never cached). */
function unhealthy(body: HealthResponse, reply: FastifyReply): HealthResponse {
  void reply.status(503).header('Cache-Control', 'no-store');
  return body;
}
