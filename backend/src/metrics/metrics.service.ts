import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { QUEUES } from '../jobs/job-policies.js';
import { JobsService } from '../jobs/jobs.service.js';

/** Seconds: a hot read takes a few ms, a password hash ~20 ms, a slow page view a second. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Prometheus metrics of this replica (prom-client), served at GET /api/metrics:
 * - `http_requests_total{method,route,status_code}` and `http_request_duration_seconds{…}`
 *   (histogram) by route pattern, so ids never explode the label set; 5xx answers are also
 *   counted in `http_request_errors_total{method,route}`;
 * - `homewise_db_pool_connections{state}` (total, idle, waiting clients of the pg pool);
 * - `homewise_queue_jobs{queue,state}` (waiting, active, delayed, failed) and
 *   `homewise_job_failures_total{queue,final}` (attempts that failed in this replica);
 * - `homewise_mail_outbox{status}` (mail waiting to be sent, or failed for good);
 * - Node's process metrics (CPU, memory, event-loop lag, GC).
 * One registry per app, not prom-client's global one: tests run several apps in one process.
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly registry = new Registry();
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly errors = new Counter({ name: 'http_request_errors_total', help: 'HTTP requests answered with a 5xx status', labelNames: ['method', 'route'], registers: [this.registry] });
  /** How long the retention engine takes to render one mail (figures + MJML), per kind: the digest bench reads its p99. */
  private readonly retentionRender = new Histogram({
    name: 'homewise_retention_render_seconds',
    help: 'Rendering one retention mail (figures and template), per kind',
    labelNames: ['kind'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({ name: 'homewise_job_failures_total', help: 'Job attempts that failed in this replica', labelNames: ['queue', 'final'], registers: [this.registry] });

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
  ) {
    collectDefaultMetrics({ register: this.registry });
    // Each answer is observed once, in the latency histogram; the count of answers is read from
    // the histogram's when Prometheus scrapes (issue 22: a counter of its own cost every request
    // a second label lookup).
    const latency = this.latency;
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered',
      labelNames: ['method', 'route', 'status_code'],
      registers: [this.registry],
      async collect() {
        const { values } = await latency.get();
        this.reset();
        for (const { metricName, labels, value } of values) if (metricName === 'http_request_duration_seconds_count') this.inc(labels as Record<string, string>, value);
      },
    });
    const pool = () => (dataSource.driver as unknown as { master?: Pool }).master;
    new Gauge({
      name: 'homewise_db_pool_connections',
      help: 'Connections of the Postgres pool: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const current = pool();
        if (!current) return;
        this.set({ state: 'total' }, current.totalCount);
        this.set({ state: 'idle' }, current.idleCount);
        this.set({ state: 'waiting' }, current.waitingCount);
      },
    });
    new Gauge({
      name: 'homewise_queue_jobs',
      help: 'Jobs per queue and state (with Redis: across all replicas)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        for (const queue of Object.values(QUEUES)) {
          // Redis down: leave the series out rather than report a made-up zero.
          const counts = await jobs.counts(queue).catch(() => undefined);
          if (!counts) continue;
          for (const [state, value] of Object.entries(counts)) this.set({ queue, state }, value);
        }
      },
    });
    new Gauge({
      name: 'homewise_mail_outbox',
      help: 'Mail in the outbox not sent yet (pending, sending) or given up on (failed)',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = (await dataSource
          .query(`SELECT status, count(*)::int AS n FROM mail_outbox WHERE status <> 'sent' GROUP BY status`)
          .catch(() => [])) as { status: string; n: number }[];
        for (const status of ['pending', 'sending', 'failed']) this.set({ status }, rows.find((row) => row.status === status)?.n ?? 0);
      },
    });
  }

  onModuleInit(): void {
    this.jobs.onFailed((queue, final) => this.jobFailures.inc({ queue, final: String(final) }));
  }

  /** Times every answer of the Fastify instance, labelled by the route's pattern. */
  observeRetentionRender(kind: string, seconds: number): void {
    this.retentionRender.observe({ kind }, seconds);
  }

  instrument(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) this.errors.inc({ method: request.method, route });
      done();
    });
  }
}
