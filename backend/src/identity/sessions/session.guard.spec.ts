import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config.js';
import type { SessionsService, SessionUser } from './sessions.service.js';
import type { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { UserEntity } from '../users/user.entity.js';
import { Public, Roles, SessionCheckedInQuery } from '../../common/access.decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { SessionGuard } from './session.guard.js';

const refusal = (code: string) => expect.objectContaining({ constructor: DomainError, code });

// The guard checks roles before any early return: a route limited to roles is never let through
// because it is also public or checks its session in its own query (ASVS V4.1.3, V4.1.5).

class Routes {
  @Roles('admin') adminOnly() {}
  @SessionCheckedInQuery() @Roles('admin') adminInQuery() {}
  @Public() @Roles('admin') publicButAdmin() {}
  @SessionCheckedInQuery() inQuery() {}
  @Public() open() {}
  signedIn() {}
}

function contextFor(handler: keyof Routes, cookie?: string, method = 'GET'): ExecutionContext {
  const request = { cookies: cookie ? { hw_session: cookie } : {}, protocol: 'http', method };
  return {
    getType: () => 'http',
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

/** The write-limit keys the guard counted. */
let counted: string[] = [];

function guardWith(role: string | null): SessionGuard {
  const user = Object.assign(new UserEntity(), { id: 'u1', role });
  const sessions = {
    findUser: async (token: string): Promise<SessionUser | null> => (role && token === 'valid' ? { sessionId: 's1', user } : null),
  } as unknown as SessionsService;
  const config = { appUrl: 'http://localhost:8080', rateLimits: { writesPerUser: { max: 60, windowSeconds: 60 } } } as AppConfig;
  const limits = { hit: async (key: string) => void counted.push(key) } as unknown as RateLimitService;
  return new SessionGuard(new Reflector(), sessions, config, limits);
}

describe('SessionGuard', () => {
  beforeEach(() => {
    counted = [];
  });

  it.each(['adminOnly', 'adminInQuery', 'publicButAdmin'] as const)('%s: a customer gets 403, nobody 401, an admin passes', async (handler) => {
    await expect(guardWith('customer').canActivate(contextFor(handler, 'valid'))).rejects.toEqual(refusal('NO_PERMISSION'));
    await expect(guardWith('customer').canActivate(contextFor(handler))).rejects.toEqual(refusal('NOT_SIGNED_IN'));
    await expect(guardWith('admin').canActivate(contextFor(handler, 'valid'))).resolves.toBe(true);
  });

  it('lets a route that checks the session in its own query through without a lookup', async () => {
    await expect(guardWith(null).canActivate(contextFor('inQuery'))).resolves.toBe(true);
  });

  it('public routes answer visitors; other routes need a session', async () => {
    await expect(guardWith(null).canActivate(contextFor('open'))).resolves.toBe(true);
    await expect(guardWith(null).canActivate(contextFor('signedIn'))).rejects.toEqual(refusal('NOT_SIGNED_IN'));
    await expect(guardWith('customer').canActivate(contextFor('signedIn', 'valid'))).resolves.toBe(true);
  });

  it('counts a signed-in user’s writes against their write limit, not their reads nor a visitor’s', async () => {
    await guardWith('customer').canActivate(contextFor('signedIn', 'valid', 'GET'));
    await guardWith('customer').canActivate(contextFor('open', undefined, 'POST'));
    expect(counted).toEqual([]);
    await guardWith('customer').canActivate(contextFor('signedIn', 'valid', 'POST'));
    await guardWith('admin').canActivate(contextFor('adminOnly', 'valid', 'DELETE'));
    expect(counted).toEqual(['writes:user:u1', 'writes:user:u1']);
  });
});
