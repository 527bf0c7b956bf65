import request from 'supertest';
import { LOAN_TYPES } from '@homewise/contracts';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, signUpAdmin } from './helpers.js';

describe('rate entries, analytics and login redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: (c) => (c.appUrl = 'http://app.homewise.test') });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('rates', () => {
    it('a fresh database has one seeded rate per loan type, readable by any signed-in user', async () => {
      const { agent } = await signUp(t);
      const res = await agent.get('/api/rates').expect(200);
      expect(res.body.map((r: { loanType: string }) => r.loanType)).toEqual(LOAN_TYPES.map((l) => l.value));
      for (const entry of res.body) {
        expect(entry).toEqual({ id: expect.any(String), loanType: expect.any(String), rate: expect.any(Number), updatedAt: expect.any(String) });
        expect(entry.rate).toBeGreaterThan(0.02);
        expect(entry.rate).toBeLessThan(0.12);
      }
      await request(t.url).get('/api/rates').expect(401);
    });

    it('admins create, update and delete rate entries; one per loan type', async () => {
      const admin = await signUpAdmin(t);
      const created = await admin.agent.post('/api/rates').send({ loanType: 'fixed_rate', rate: '0.06875' }).expect(201);
      expect(created.body).toMatchObject({ loanType: 'fixed_rate', rate: 0.06875 });
      const duplicate = await admin.agent.post('/api/rates').send({ loanType: 'fixed_rate', rate: 0.07 }).expect(409);
      expect(duplicate.body.message).toBe('There is already a rate for Fixed Rate. Edit that one instead.');
      const updated = await admin.agent.patch(`/api/rates/${created.body.id}`).send({ rate: 0.0712 }).expect(200);
      expect(updated.body).toMatchObject({ id: created.body.id, loanType: 'fixed_rate', rate: 0.0712 });
      const seeded = (await admin.agent.get('/api/rates')).body.find((r: { loanType: string }) => r.loanType === '30_year_fixed');
      await admin.agent.patch(`/api/rates/${created.body.id}`).send({ loanType: '30_year_fixed' }).expect(409);
      const outOfRange = 'Rate must be between 0.5% and 25% (a fraction from 0.005 to 0.25, e.g. 0.06875 for 6.875%).';
      for (const rate of [1.5, 0.0049, 0.2501, -0.06]) {
        expect((await admin.agent.patch(`/api/rates/${seeded.id}`).send({ rate }).expect(400)).body.message).toBe(outOfRange);
      }
      expect((await admin.agent.patch(`/api/rates/${seeded.id}`).send({ rate: null }).expect(400)).body.message).toBe('Rate must be a number.');
      // The bounds themselves are rates an admin may publish.
      expect((await admin.agent.patch(`/api/rates/${seeded.id}`).send({ rate: 0.25 }).expect(200)).body.rate).toBe(0.25);
      expect((await admin.agent.patch(`/api/rates/${seeded.id}`).send({ rate: '0.005' }).expect(200)).body.rate).toBe(0.005);
      await admin.agent.patch(`/api/rates/${seeded.id}`).send({ rate: seeded.rate }).expect(200);
      expect((await admin.agent.post('/api/rates').send({ loanType: 'balloon', rate: 0.05 }).expect(400)).body.message).toContain(
        'Loan type must be one of',
      );
      await admin.agent.delete(`/api/rates/${created.body.id}`).expect(200);
      await admin.agent.delete(`/api/rates/${created.body.id}`).expect(404);
      await admin.agent.patch(`/api/rates/${created.body.id}`).send({ rate: 0.05 }).expect(404);
      const list = await admin.agent.get('/api/rates').expect(200);
      expect(list.body.find((r: { loanType: string }) => r.loanType === 'fixed_rate')).toBeUndefined();
      expect(list.body.find((r: { loanType: string }) => r.loanType === '30_year_fixed').rate).toBe(seeded.rate);
    });
  });

  describe('analytics', () => {
    it('records a page view from a visitor and from a signed-in user (204)', async () => {
      await request(t.url).post('/api/analytics/page-view').send({ path: '/Dashboard', referrer: 'https://search.example/' }).expect(204);
      const { agent, user } = await signUp(t);
      await agent.post('/api/analytics/page-view').send({ path: '/CutMyCosts' }).expect(204);
      const rows = await t.dataSource.query(`SELECT path, referrer, user_id FROM page_views ORDER BY id`);
      expect(rows).toEqual([
        { path: '/Dashboard', referrer: 'https://search.example/', user_id: null },
        { path: '/CutMyCosts', referrer: null, user_id: user.id },
      ]);
    });

    it('answers 400, not 500, for text Postgres cannot store (a NUL character)', async () => {
      const res = await request(t.url).post('/api/analytics/page-view').send({ path: '/a\u0000b' }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'A value is out of range or malformed.', error: 'Bad Request' });
      await request(t.url).get('/api/brands/%00').expect(404);
    });

    it('rejects a path that is not a path', async () => {
      const res = await request(t.url).post('/api/analytics/page-view').send({ path: 'Dashboard' }).expect(400);
      expect(res.body.message).toBe('Path must start with /.');
    });
  });

  describe('login redirects', () => {
    const location = async (path: string) => {
      const res = await request(t.url).get(path).redirects(0).expect(302);
      return res.headers.location as string;
    };

    it('GET /api/login sends the browser to the app’s login page', async () => {
      expect(await location('/api/login')).toBe('http://app.homewise.test/login');
    });

    it('keeps a same-site returnTo and carries the plan of the loan officer buttons', async () => {
      expect(await location('/api/auth/login?returnTo=/?plan=paid')).toBe(
        'http://app.homewise.test/login?returnTo=%2F%3Fplan%3Dpaid&plan=paid',
      );
      expect(await location('/api/auth/login?returnTo=%2F%3Fplan%3Dfree')).toBe(
        'http://app.homewise.test/login?returnTo=%2F%3Fplan%3Dfree&plan=free',
      );
      expect(await location('/api/auth/login?returnTo=/Dashboard')).toBe('http://app.homewise.test/login?returnTo=%2FDashboard');
      expect(await location('/api/auth/login?returnTo=/?plan=gold')).toBe('http://app.homewise.test/login?returnTo=%2F%3Fplan%3Dgold');
    });

    it.each([
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '/%0d%0aLocation:%20https://evil.example',
      'evil.example',
    ])('never redirects off-site: returnTo=%s', async (returnTo) => {
      const target = new URL(await location(`/api/auth/login?returnTo=${returnTo}`));
      expect(target.origin).toBe('http://app.homewise.test');
      expect(target.pathname).toBe('/login');
      const kept = target.searchParams.get('returnTo');
      if (kept !== null) {
        expect(kept.startsWith('/')).toBe(true);
        expect(kept.startsWith('//')).toBe(false);
        expect(new URL(kept, 'http://app.homewise.test').origin).toBe('http://app.homewise.test');
      }
    });
  });
});
