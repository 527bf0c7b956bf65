import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { effectiveRole, type Role } from '@homewise/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../common/errors/domain-error.js';
import { AppConfig } from '../../config/app-config.js';
import { SessionsService } from './sessions.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { IS_PUBLIC, ROLES, SESSION_IN_QUERY } from '../../common/access.decorators.js';
import { sessionTokenOf } from './session-cookie.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { countUserWrite } from '../../rate-limit/user-write-limit.js';

// What the guard puts on every request (`@CurrentUser()` reads it): the signed-in user and their
// session, or nothing for a visitor. Declared on Fastify's request type, so every route and
// common/access.decorators.ts read it without depending on this file.
declare module 'fastify' {
  interface FastifyRequest {
    user?: UserEntity;
    sessionId?: string;
  }
}

/**
 * Global guard: reads the session cookie (one query), puts the user on the request, answers 401
 * on protected routes without a valid session and 403 when @Roles does not include the user's.
 * Roles come first: a route limited to roles is checked here even when it is also @Public or
 * checks its session in its own query (@SessionCheckedInQuery), so no early return skips them.
 * Last, a signed-in user's write counts against their per-minute write limit (429 past it).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly config: AppConfig,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles) {
      await this.admit(request, roles);
    } else {
      if (this.reflector.getAllAndOverride<boolean>(SESSION_IN_QUERY, targets)) return true;
      await this.readSession(request);
      if (!request.user && !this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) throw new DomainError('NOT_SIGNED_IN');
    }
    await countUserWrite(request, this.limits, this.config);
    return true;
  }

  /**
   * Reads the request's session and lets in only these roles: 401 without a session, 403 for
   * another role. Also used outside Nest's router (the queue board, create-app.ts).
   */
  async admit(request: FastifyRequest, roles: readonly Role[]): Promise<void> {
    await this.readSession(request);
    if (!request.user) throw new DomainError('NOT_SIGNED_IN');
    if (!roles.includes(effectiveRole(request.user.role))) throw new DomainError('NO_PERMISSION');
  }

  private async readSession(request: FastifyRequest): Promise<void> {
    const token = sessionTokenOf(request, this.config);
    const found = token ? await this.sessions.findUser(token) : null;
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  }
}
