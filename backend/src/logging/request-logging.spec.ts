import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { loggerParams } from './logging.module.js';
import { logRequests, requestLogger } from './request-logging.js';
import { createRootLogger, requestIdOf } from './root-logger.js';
import { until } from '../../test/support/wait.js';

/** A real Fastify with the app's request logging, listening; its lines collected as parsed JSON. */
async function server() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const logger = createRootLogger({ logLevel: 'info', logFormat: 'json' }, { write: (line: string) => void (raw.push(line), lines.push(JSON.parse(line))) });
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLogger,
  });
  logRequests(app, logger);
  // As Nest's CSRF hook does: refuse before the handler.
  app.addHook('onRequest', (request, reply, done) => (request.headers['sec-fetch-site'] === 'cross-site' ? void reply.code(403).send({ message: 'refused' }) : done()));
  // What a Nest service logs while handling a request (nestjs-pino's context).
  const nestLog = new PinoLogger(loggerParams(logger));
  app.get('/api/things', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    nestLog.info({ user: { email: 'pat@example.com', password: 'secret words' } }, 'Mail to pat@example.com queued');
    return { ok: true };
  });
  // What Fastify itself logs of a request (request.log).
  app.get('/api/fastify-line', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    request.log.warn('slow client');
    return { ok: true };
  });
  app.get('/api/health', async (request) => {
    if ((request.query as { fail?: string }).fail) throw new Error('database down');
    return { status: 'ok' };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  running.push(app);
  // Only the lines of requests: not Fastify's "Server listening".
  return { base, raw, lines: { all: lines, ofRequests: () => lines.filter((line) => 'reqId' in line) } };
}

const running: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});

describe('request logging', () => {
  it('logs one line per answer, and every line of the request with the edge’s id; secrets and addresses never', async () => {
    const { base, lines } = await server();
    const res = await fetch(`${base}/api/things?email=pat%40example.com&token=abc`, { headers: { 'x-request-id': 'edge-request-0042' } });
    expect(res.headers.get('x-request-id')).toBe('edge-request-0042');
    // Access lines are written once the answer is out: wait for them rather than race them.
    await until(() => lines.ofRequests().length === 2, 'two lines', 2_000);
    expect(lines.ofRequests()).toEqual([
      expect.objectContaining({ reqId: 'edge-request-0042', level: 'info', msg: 'Mail to ***@example.com queued', user: { email: '[redacted]', password: '[redacted]' } }),
      expect.objectContaining({
        reqId: 'edge-request-0042',
        level: 'info',
        service: 'homewise-api',
        method: 'GET',
        url: '/api/things?email=***%40example.com&token=[redacted]',
        statusCode: 200,
        responseTime: expect.any(Number),
        msg: expect.stringMatching(/^GET \/api\/things\?email=\*\*\*%40example\.com&token=\[redacted\] 200 \d+ ms$/),
      }),
    ]);
    expect(JSON.stringify(lines.all)).not.toMatch(/pat@example|secret words|token=abc/);
  });

  it('gives Fastify’s own lines of a request its id, once, and lines outside a request none', async () => {
    const { base, raw, lines } = await server();
    const res = await fetch(`${base}/api/fastify-line`, { headers: { 'x-request-id': 'edge-request-0043' } });
    expect(res.status).toBe(200);
    await until(() => lines.ofRequests().length === 2, 'two lines', 2_000);
    expect(lines.ofRequests()).toEqual([
      expect.objectContaining({ reqId: 'edge-request-0043', level: 'warn', msg: 'slow client' }),
      expect.objectContaining({ reqId: 'edge-request-0043', statusCode: 200 }),
    ]);
    // Written once per line: the context's id is not added to a line that names its own.
    for (const line of raw.filter((text) => text.includes('edge-request-0043'))) expect(line.match(/"reqId"/g)).toHaveLength(1);
    // Fastify's "Server listening" came before any request.
    expect(lines.all.filter((line) => !('reqId' in line)).length).toBeGreaterThan(0);
  });

  it('gives a request refused before its handler an id too, in its answer and its line', async () => {
    const { base, lines } = await server();
    const res = await fetch(`${base}/api/things`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => lines.ofRequests().length === 1, 'the line', 2_000);
    expect(lines.ofRequests()).toEqual([expect.objectContaining({ reqId: res.headers.get('x-request-id'), statusCode: 403, msg: expect.stringMatching(/^GET \/api\/things 403 \d+ ms$/) })]);
  });

  it('keeps probes out of the log unless they fail, and logs 5xx answers as errors', async () => {
    const { base, lines } = await server();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/health?fail=1`)).status).toBe(500);
    // Lines are written in order: once the failed probe's is there, the good one's would be too.
    await until(() => lines.all.some((line) => line.statusCode === 500), 'the failed probe’s line', 2_000);
    expect(lines.ofRequests()).toEqual([expect.objectContaining({ level: 'error', statusCode: 500, msg: expect.stringMatching(/^GET \/api\/health\?fail=1 500 \d+ ms$/) })]);
  });
});
