import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { effectiveRole, type Role } from '@homewise/contracts';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { IS_PUBLIC, ROLES, SESSION_IN_QUERY } from './auth.decorators.js';
import { sessionTokenOf } from './session-cookie.js';

export type AuthenticatedRequest = FastifyRequest & { user?: UserEntity; sessionId?: string };

export const NOT_SIGNED_IN = 'You are not signed in. Please log in.';
export const NO_PERMISSION = 'You do not have permission to do this.';

/**
 * Global guard: reads the session cookie (one query), puts the user on the request, answers 401
 * on protected routes without a valid session and 403 when @Roles does not include the user's.
 * Roles come first: a route limited to roles is checked here even when it is also @Public or
 * checks its session in its own query (@SessionCheckedInQuery), so no early return skips them.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles) {
      await this.readSession(request);
      if (!request.user) throw new UnauthorizedException(NOT_SIGNED_IN);
      if (!roles.includes(effectiveRole(request.user.role))) throw new ForbiddenException(NO_PERMISSION);
      return true;
    }
    if (this.reflector.getAllAndOverride<boolean>(SESSION_IN_QUERY, targets)) return true;
    await this.readSession(request);
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.user) throw new UnauthorizedException(NOT_SIGNED_IN);
    return true;
  }

  private async readSession(request: AuthenticatedRequest): Promise<void> {
    const token = sessionTokenOf(request, this.config);
    const found = token ? await this.sessions.findUser(token) : null;
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  }
}
