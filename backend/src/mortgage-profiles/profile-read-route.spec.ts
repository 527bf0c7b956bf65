import Fastify from 'fastify';
import { Roles, SessionCheckedInQuery } from '../common/access.decorators.js';
import type { AppConfig } from '../config/app-config.js';
import { MortgageProfilesController } from './mortgage-profiles.controller.js';
import type { MortgageProfilesService } from './mortgage-profiles.service.js';
import { answerProfileReadDirectly, PROFILE_READ_ROUTE } from './profile-read-route.js';

const config = { appUrl: 'http://localhost:8080' } as AppConfig;
const profiles = { findJsonForSession: async (token: string) => (token === 'valid' ? '{"id":"p1"}' : undefined) } as unknown as MortgageProfilesService;

// A route limited to roles would skip the SessionGuard's role check: such a controller must not start.
class WithRoles extends MortgageProfilesController {
  @SessionCheckedInQuery()
  @Roles('admin')
  override get(...args: Parameters<MortgageProfilesController['get']>) {
    return super.get(...args);
  }
}

describe('GET /api/mortgage-profile without Nest’s router', () => {
  it('answers through the controller method, refusals in the filter’s shape', async () => {
    const fastify = Fastify();
    // What @fastify/cookie does in the app (create-app.ts).
    fastify.addHook('onRequest', (request, _reply, done) => {
      request.cookies = Object.fromEntries((request.headers.cookie ?? '').split('; ').map((pair) => pair.split('=')));
      done();
    });
    answerProfileReadDirectly(fastify, new MortgageProfilesController(profiles, config));
    // As Nest registers it: a handler that must be replaced.
    fastify.get(PROFILE_READ_ROUTE, async () => ({ router: 'nest' }));
    const base = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      const ok = await fetch(`${base}${PROFILE_READ_ROUTE}`, { headers: { cookie: 'hw_session=valid' } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe('{"id":"p1"}');
      const refused = await fetch(`${base}${PROFILE_READ_ROUTE}`, { headers: { cookie: 'hw_session=forged' } });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ statusCode: 401, code: 'NOT_SIGNED_IN' });
    } finally {
      await fastify.close();
    }
  });

  it('refuses to start when the route gets roles', () => {
    expect(() => answerProfileReadDirectly(Fastify(), new WithRoles(profiles, config))).toThrow(/without the SessionGuard/);
  });
});
