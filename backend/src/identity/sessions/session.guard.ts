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
/** What a route's decorators say about who may call it (common/access.decorators.ts). */
interface RouteMarks {
  roles: Role[] | undefined;
  sessionInQuery: boolean;
  isPublic: boolean;
}

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
    const { roles, sessionInQuery, isPublic } = this.marksOf(context.getClass(), context.getHandler());
    if (roles) {
      await this.admit(request, roles);
    } else {
      if (sessionInQuery) return true;
      await this.readSession(request);
      if (!request.user && !isPublic) throw new DomainError('NOT_SIGNED_IN');
    }
    await countUserWrite(request, this.limits, this.config);
    return true;
  }

  /** Each route's access marks, read from its decorators once (issue 22: three metadata lookups per request). */
  private readonly marks = new WeakMap<object, Map<object, RouteMarks>>();

  private marksOf(controller: object, handler: object): RouteMarks {
    let ofController = this.marks.get(controller);
    if (!ofController) this.marks.set(controller, (ofController = new Map()));
    let marks = ofController.get(handler);
    if (!marks) {
      const targets = [handler as () => void, controller as () => void];
      marks = {
        roles: this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets),
        sessionInQuery: !!this.reflector.getAllAndOverride<boolean>(SESSION_IN_QUERY, targets),
        isPublic: !!this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets),
      };
      ofController.set(handler, marks);
    }
    return marks;
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
