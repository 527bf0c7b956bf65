import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@homewise/contracts';
import type { UserEntity } from '../users/user.entity.js';
import type { AuthenticatedRequest } from './session.guard.js';

export const IS_PUBLIC = 'homewise:public';
export const ROLES = 'homewise:roles';

/** The route answers visitors too (the session, when present, is still read). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call the route; others get 403. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The signed-in user (undefined on a public route without a session). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): UserEntity | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
