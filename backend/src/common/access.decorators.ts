import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@homewise/contracts';
import type { FastifyRequest } from 'fastify';

// Who may call a route, said where the route is declared. The global SessionGuard
// (identity/sessions/session.guard.ts) reads these marks and puts the signed-in user on the
// request; infrastructure (health, metrics) marks its routes without depending on identity.

export const IS_PUBLIC = 'homewise:public';
export const ROLES = 'homewise:roles';
export const SESSION_IN_QUERY = 'homewise:session-in-query';

/** The route answers visitors too (the session, when present, is still read). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * The handler checks the session itself, inside the same SQL statement as its read, and answers
 * 401 when there is none: one database round trip instead of two on the hottest route
 * (GET /api/mortgage-profile, the benchmark's). The guard does nothing for such a route: no user
 * on the request, so no per-user write limit either — for reads only.
 */
export const SessionCheckedInQuery = () => SetMetadata(SESSION_IN_QUERY, true);

/** Only these roles may call the route; others get 403. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The signed-in user (undefined on a public route without a session). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): FastifyRequest['user'] => context.switchToHttp().getRequest<FastifyRequest>().user,
);
