import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../common/access.decorators.js';
import { MetricsService } from './metrics.service.js';

/**
 * Prometheus scrapes each replica here (infra/k8s: pod annotations and a ServiceMonitor). Not
 * for the public: the edge answers 404 for /api/metrics (infra/nginx), scrapers reach pods directly.
 */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
