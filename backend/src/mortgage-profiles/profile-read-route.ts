import { GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA } from '@nestjs/common/internal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLES, SESSION_IN_QUERY } from '../common/access.decorators.js';
import { sendError } from '../common/all-exceptions.filter.js';
import { MortgageProfilesController } from './mortgage-profiles.controller.js';

/** GET /api/mortgage-profile (MortgageProfilesController.get), with the app's global prefix. */
export const PROFILE_READ_ROUTE = '/api/mortgage-profile';

/**
 * GET /api/mortgage-profile, which every dashboard screen calls, is answered by its controller
 * method without Nest's router around it (issue 22: the router's guard, interceptor and filter
 * wrappers, and their promises, were about a tenth of the API's time per request in the profile,
 * and did nothing on this route). What that router would do here:
 * - the global SessionGuard lets a @SessionCheckedInQuery() route through untouched: the method
 *   checks the session in its own statement and answers 401 without one. A route limited to roles
 *   must go through the guard: the app refuses to start if this one gets @Roles(), its own guards,
 *   interceptors or pipes, or loses @SessionCheckedInQuery();
 * - a failure gets the global filter's answer (sendError).
 * Everything else the API guarantees for every answer is done in Fastify hooks, which run for
 * this route as for any other: security headers and the cross-site check, 503 while draining,
 * the request id and its access line, metrics, Cache-Control: no-store. The route stays declared
 * on the controller, so it is in the OpenAPI description (and the fuzz test).
 */
export function answerProfileReadDirectly(fastify: FastifyInstance, controller: MortgageProfilesController): void {
  const targets: object[] = [controller.get, controller.constructor];
  const marked = (key: string) => targets.some((target) => Reflect.getMetadata(key, target) !== undefined);
  if (marked(ROLES) || marked(GUARDS_METADATA) || marked(INTERCEPTORS_METADATA) || marked(PIPES_METADATA) || !marked(SESSION_IN_QUERY)) {
    throw new Error(`${PROFILE_READ_ROUTE} is answered without the SessionGuard: it must check its session in its query, with no roles, guards, interceptors or pipes`);
  }
  const read = (request: FastifyRequest, reply: FastifyReply): Promise<void> => controller.get(request, reply).catch((error: unknown) => sendError(error, reply));
  // Nest registers its routes on Fastify when the app starts, after this hook is in place.
  fastify.addHook('onRoute', (route) => {
    if (route.url === PROFILE_READ_ROUTE && route.method === 'GET') route.handler = read;
  });
}
