import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from './redaction.js';
import { requestContext } from './root-logger.js';

/**
 * Fastify's `request.log`: the app's logger itself, not a child built for every request (the
 * line's `reqId` comes from `requestContext`, root-logger.ts); a child only for a route with its
 * own log options.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger: FastifyBaseLogger, _bindings, options) =>
  Object.keys(options).length ? logger.child({}, options) : logger;

/** Probes and scrapes would drown the request log: they are logged only when they fail (5xx). */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/api/metrics']);

/**
 * Request logging, as cheap as it can be since it runs for every answer (see backend/bench):
 * Fastify hooks only, no Nest middleware (nestjs-pino's would switch @fastify/middie on for every
 * request), no serializers, and one line per answer: `GET /api/x 200 3 ms`, the same fields apart,
 * with the request's `reqId` (create-app.ts `genReqId`), also for a request refused by an earlier
 * hook (CSRF, draining). Every other line written while the request is handled (Fastify's,
 * Nest's through nestjs-pino) carries the id through `requestContext`, entered here.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  // The request line holds only what is built below (the URL already through redactUrl), so it
  // skips pino's path redaction, which costs more than the rest of the line put together.
  const access = logger.child({}, { redact: [] });
  fastify.addHook('onRequest', (request, _reply, done) => {
    requestContext.run(request.id, done);
  });
  // The id travels back to the client (and the edge's log), so a support case can quote it.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    if (statusCode < 500 && QUIET_ROUTES.has(request.routeOptions.url as string)) return done();
    const url = redactUrl(request.url);
    const responseTime = Math.round(reply.elapsedTime);
    const line = { reqId: request.id, method: request.method, url, statusCode, responseTime };
    const message = `${request.method} ${url} ${statusCode} ${responseTime} ms`;
    // 4xx are the clients' business (a signed-out visitor's 401 is routine): info, like 2xx.
    if (statusCode >= 500) access.error(line, message);
    else access.info(line, message);
    done();
  });
}
