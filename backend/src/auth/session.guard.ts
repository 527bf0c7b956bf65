import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { effectiveRole, type Role } from '@homewise/contracts';
import type { FastifyRequest } from 'fastify';
import { SessionsService } from '../sessions/sessions.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { IS_PUBLIC, ROLES, SESSION_IN_QUERY } from './auth.decorators.js';
import { sessionTokenOf } from './session-cookie.js';

export type AuthenticatedRequest = FastifyRequest & { user?: UserEntity; sessionId?: string };

export const NOT_SIGNED_IN = 'You are not signed in. Please log in.';

/**
 * Global guard: reads the session cookie (one query), puts the user on the request, answers 401
 * on protected routes without a valid session and 403 when @Roles does not include the user's.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(SESSION_IN_QUERY, targets)) return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const token = sessionTokenOf(request);
    if (token) {
      const found = await this.sessions.findUser(token);
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      }
    }
    if (isPublic) return true;
    if (!request.user) throw new UnauthorizedException(NOT_SIGNED_IN);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(effectiveRole(request.user.role))) {
      throw new ForbiddenException('You do not have permission to do this.');
    }
    return true;
  }
}
