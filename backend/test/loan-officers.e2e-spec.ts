import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { markEmailVerified, signUp, signUpAdmin, signUpOfficer, type SignedIn } from './helpers.js';

describe('loan officers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: (c) => (c.appUrl = 'http://app.homewise.test') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signup with plan=free or plan=paid makes a loan officer on the Free or Pro plan with a referral code', async () => {
    const free = await signUpOfficer(t, { plan: 'free' });
    const pro = await signUpOfficer(t, { plan: 'paid' });
    expect(free.user).toMatchObject({ role: 'loan_officer', plan: 'free', referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    expect(pro.user).toMatchObject({ role: 'loan_officer', plan: 'pro' });
    expect(pro.user.referralCode).not.toBe(free.user.referralCode);
    const list = await pro.agent.get('/api/loan-officer/clients').expect(200);
    expect(list.body).toMatchObject({ plan: 'pro', planTrialEndsAt: expect.any(String), clientLimit: 5000, referralCode: pro.user.referralCode, clientCount: 0, total: 0, clients: [] });
  });

  it('links homeowners who sign up with lo=<code> (any case) and lists them with balance, rate, payment, equity and activity', async () => {
    const officer = await signUpOfficer(t, { plan: 'free' });
    const client = await signUp(t, { lo: officer.user.referralCode!.toLowerCase(), shareConsent: true, firstName: 'Casey', lastName: 'Client' });
    expect(client.user).toMatchObject({ role: 'customer', loanOfficerId: officer.user.id, plan: null });
    const before = await officer.agent.get('/api/loan-officer/clients').expect(200);
    expect(before.body.clients).toEqual([
      expect.objectContaining({ id: client.user.id, fullName: 'Casey Client', currentBalance: null, equity: null, equityPercent: null }),
    ]);

    const profile = await client.agent
      .post('/api/mortgage-profile')
      .send({ originalLoanAmount: 300000, currentBalance: 250000.55, currentHomeValue: 400000.6, originalInterestRate: 0.0615, monthlyPayment: 1827.94 })
      .expect(201);
    await client.agent.post('/api/extra-payments').send({ mortgageProfileId: profile.body.id, paymentDate: '2024-04-01', amount: 100 }).expect(201);
    const res = await officer.agent.get('/api/loan-officer/clients').expect(200);
    // The recorded extra payment comes off the balance the homeowner's pages use (issue 18), and
    // the officer sees the same figure.
    expect(res.body.clients).toEqual([
      {
        id: client.user.id,
        fullName: 'Casey Client',
        email: client.email,
        phone: null,
        currentBalance: 249900.55,
        interestRate: 0.0615,
        monthlyPayment: 1827.94,
        equity: 150100.05,
        equityPercent: 38,
        opportunity: null,
        lastActivityAt: expect.any(String),
        joinedAt: client.user.createdAt,
        engagement: expect.objectContaining({ accountStatus: 'active', invitedAt: null, lastDigestAt: null, messageCount: 0, unsubscribedAt: null }),
      },
    ]);
    expect(Date.parse(res.body.clients[0].lastActivityAt)).toBeGreaterThanOrEqual(Date.parse(profile.body.createdAt));
  });

  it('shows an officer only their own clients', async () => {
    const a = await signUpOfficer(t, { plan: 'free' });
    const b = await signUpOfficer(t, { plan: 'free' });
    const ofA = await signUp(t, { lo: a.user.referralCode, shareConsent: true });
    const ofB = await signUp(t, { lo: b.user.referralCode, shareConsent: true });
    const unlinked = await signUp(t);
    const listA = (await a.agent.get('/api/loan-officer/clients').expect(200)).body.clients.map((c: { id: string }) => c.id);
    const listB = (await b.agent.get('/api/loan-officer/clients').expect(200)).body.clients.map((c: { id: string }) => c.id);
    expect(listA).toEqual([ofA.user.id]);
    expect(listB).toEqual([ofB.user.id]);
    expect(listA).not.toContain(unlinked.user.id);
  });

  it('stops linking once the Free plan has 5 clients, also under concurrent signups; the homeowner still gets in', async () => {
    const officer = await signUpOfficer(t, { plan: 'free' });
    const signups = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request(t.url).post('/api/auth/signup').send({ email: `race${i}.${Date.now()}@example.com`, password: 'long enough pw', lo: officer.user.referralCode, shareConsent: true }),
      ),
    );
    expect(signups.every((r) => r.status === 201)).toBe(true);
    expect(signups.filter((r) => r.body.loanOfficerId === officer.user.id)).toHaveLength(5);
    const list = await officer.agent.get('/api/loan-officer/clients').expect(200);
    expect(list.body.clients).toHaveLength(5);
    expect(list.body).toMatchObject({ clientLimit: 5, clientCount: 5 });
    // The officer is told how many could not join, and when — never who (issue 18).
    expect(list.body.turnedAway).toEqual({ count: 3, firstAt: expect.any(String), lastAt: expect.any(String) });
    const turnedAway = signups.filter((r) => r.body.loanOfficerId !== officer.user.id).map((r) => r.body.email as string);
    expect(turnedAway).toHaveLength(3);
    for (const email of turnedAway) expect(JSON.stringify(list.body)).not.toContain(email);
  });

  it('tells the officer of signups the full plan turned away until dismissed, then counts anew; only their own', async () => {
    const officer = await signUpOfficer(t, { plan: 'free' });
    const other = await signUpOfficer(t, { plan: 'free' });
    expect((await officer.agent.get('/api/loan-officer/clients').expect(200)).body.turnedAway).toEqual({ count: 0, firstAt: null, lastAt: null });
    for (let i = 0; i < 6; i += 1) await signUp(t, { lo: officer.user.referralCode, shareConsent: true });
    // A signup that chose not to share was not turned away: it is not counted.
    await signUp(t, { lo: officer.user.referralCode, shareConsent: false });
    const full = (await officer.agent.get('/api/loan-officer/clients').expect(200)).body;
    expect(full).toMatchObject({ clientCount: 5, turnedAway: { count: 1 } });
    expect(Date.parse(full.turnedAway.lastAt)).toBeGreaterThan(Date.now() - 60_000);
    // Another officer's dismissal changes nothing here; another officer sees none of it.
    await other.agent.post('/api/loan-officer/turned-away/seen').expect(200);
    expect((await other.agent.get('/api/loan-officer/clients').expect(200)).body.turnedAway.count).toBe(0);
    expect((await officer.agent.get('/api/loan-officer/clients').expect(200)).body.turnedAway.count).toBe(1);

    const seen = await officer.agent.post('/api/loan-officer/turned-away/seen').expect(200);
    expect(seen.body).toEqual({ message: 'Noted.' });
    expect((await officer.agent.get('/api/loan-officer/clients').expect(200)).body.turnedAway).toEqual({ count: 0, firstAt: null, lastAt: null });
    await signUp(t, { lo: officer.user.referralCode, shareConsent: true });
    expect((await officer.agent.get('/api/loan-officer/clients').expect(200)).body.turnedAway.count).toBe(1);
    // Homeowners may not dismiss anything.
    const homeowner = await signUp(t);
    await homeowner.agent.post('/api/loan-officer/turned-away/seen').expect(403);
  });

  it('an unknown referral code signs the homeowner up unlinked', async () => {
    const homeowner = await signUp(t, { lo: 'NOSUCHCD', shareConsent: true });
    expect(homeowner.user.loanOfficerId).toBeNull();
  });

  it('customers get 403 on the loan officer routes; admins may use them', async () => {
    const customer = await signUp(t);
    await customer.agent.get('/api/loan-officer/clients').expect(403);
    await customer.agent.get('/api/loan-officer/brand').expect(403);
    await customer.agent.patch('/api/loan-officer/brand').send({ companyName: 'X' }).expect(403);
    await request(t.url).get('/api/loan-officer/clients').expect(401);
    const admin = await signUpAdmin(t);
    const res = await admin.agent.get('/api/loan-officer/clients').expect(200);
    expect(res.body).toMatchObject({ plan: 'free', clientLimit: 5, referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/), clientCount: 0, clients: [] });
  });

  describe('a homeowner who stops sharing with their loan officer', () => {
    it('sees whom their data is shared with; nobody else is shown an officer', async () => {
      const officer = await signUpOfficer(t, { plan: 'free', firstName: 'Lee', lastName: 'Lender' });
      const { phone } = (await officer.agent.patch('/api/user/profile').send({ phone: '(555) 010-2000' }).expect(200)).body;
      expect(phone).toBeTruthy();
      await officer.agent.patch('/api/loan-officer/brand').send({ companyName: 'Acme Home Loans', nmlsId: '1234567' }).expect(200);
      const client = await signUp(t, { lo: officer.user.referralCode, shareConsent: true });
      const res = await client.agent.get('/api/user/loan-officer').expect(200);
      expect(res.body).toEqual({
        loanOfficer: { name: 'Lee Lender', companyName: 'Acme Home Loans', nmlsId: '1234567', email: officer.email, phone, photoUrl: null, primaryColor: '#1d4ed8' },
        // Signed up through the link with consent: its time is kept (Profile shows it).
        sharingConsentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const unlinked = await signUp(t);
      expect((await unlinked.agent.get('/api/user/loan-officer').expect(200)).body).toEqual({ loanOfficer: null, sharingConsentAt: null });
      expect((await officer.agent.get('/api/user/loan-officer').expect(200)).body).toEqual({ loanOfficer: null, sharingConsentAt: null });
      await request(t.url).get('/api/user/loan-officer').expect(401);
    });

    it('leaves the officer’s client list at once, frees the place on the plan, and can do it only once', async () => {
      const officer = await signUpOfficer(t, { plan: 'free', firstName: 'Lee', lastName: 'Lender' });
      const clients = [];
      for (let i = 0; i < 5; i++) clients.push(await signUp(t, { lo: officer.user.referralCode, shareConsent: true }));
      const [leaving, staying] = clients;
      // Two tabs at once: one unlinks, the other is told there is nothing left to end.
      const [first, second] = await Promise.all([leaving.agent.delete('/api/user/loan-officer'), leaving.agent.delete('/api/user/loan-officer')]);
      expect([first.status, second.status].sort()).toEqual([200, 404]);
      const ok = first.status === 200 ? first : second;
      const notFound = first.status === 200 ? second : first;
      expect(ok.body).toEqual({ message: 'You no longer share your data with Lee Lender.' });
      expect(notFound.body.message).toBe('Your account is not linked to a loan officer.');

      expect((await leaving.agent.get('/api/auth/user').expect(200)).body.loanOfficerId).toBeNull();
      expect((await leaving.agent.get('/api/user/loan-officer').expect(200)).body).toEqual({ loanOfficer: null, sharingConsentAt: null });
      const list = (await officer.agent.get('/api/loan-officer/clients').expect(200)).body.clients.map((c: { id: string }) => c.id);
      expect(list).toHaveLength(4);
      expect(list).not.toContain(leaving.user.id);
      expect(list).toContain(staying.user.id);
      // The Free plan had 5 of 5: the place is free again for the next homeowner.
      const next = await signUp(t, { lo: officer.user.referralCode, shareConsent: true });
      expect(next.user.loanOfficerId).toBe(officer.user.id);
      // Someone else's link is untouched by it.
      expect((await staying.agent.get('/api/auth/user').expect(200)).body.loanOfficerId).toBe(officer.user.id);
    });
  });

  describe('brand', () => {
    let officer: SignedIn;
    beforeAll(async () => {
      officer = await signUpOfficer(t, { plan: 'paid', firstName: 'Olivia', lastName: 'Officer' });
      await markEmailVerified(t, officer.user.id);
    });

    it('starts empty, takes partial changes, and null clears a field', async () => {
      expect((await officer.agent.get('/api/loan-officer/brand').expect(200)).body).toEqual({
        companyName: null,
        nmlsId: null,
        logoUrl: null,
        photoUrl: null,
        primaryColor: null,
      });
      await officer.agent
        .patch('/api/loan-officer/brand')
        .send({ companyName: 'Acme Home Loans', nmlsId: '123456', logoUrl: 'https://cdn.example/logo.png', primaryColor: '#0F766E' })
        .expect(200);
      const res = await officer.agent.patch('/api/loan-officer/brand').send({ logoUrl: null, photoUrl: 'https://cdn.example/me.jpg' }).expect(200);
      expect(res.body).toEqual({
        companyName: 'Acme Home Loans',
        nmlsId: '123456',
        logoUrl: null,
        photoUrl: 'https://cdn.example/me.jpg',
        primaryColor: '#0F766E',
      });
      expect((await officer.agent.get('/api/loan-officer/brand').expect(200)).body).toEqual(res.body);
    });

    it.each([
      [{ primaryColor: 'red' }, 'Primary color must be a hex color like #1d4ed8.'],
      [{ logoUrl: 'javascript:alert(1)' }, 'Logo URL must be a web address starting with http:// or https://.'],
      [{ nmlsId: 'NMLS-1' }, 'NMLS ID must be digits only (up to 12).'],
    ])('rejects bad brand settings #%#', async (body, message) => {
      const res = await officer.agent.patch('/api/loan-officer/brand').send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('GET /api/brands/:code answers the public white-label brand to anyone', async () => {
      await officer.agent.patch('/api/loan-officer/brand').send({ companyName: 'Acme Home Loans', primaryColor: '#0F766E' }).expect(200);
      const code = officer.user.referralCode!;
      const res = await request(t.url).get(`/api/brands/${code.toLowerCase()}`).expect(200);
      expect(res.body).toEqual({
        name: 'Acme Home Loans',
        logoUrl: null,
        primaryColor: '#0F766E',
        loanOfficer: { name: 'Olivia Officer', nmlsId: '123456', email: officer.email, phone: null, photoUrl: 'https://cdn.example/me.jpg' },
        signupUrl: `http://app.homewise.test/signup?lo=${code}`,
      });
      const fresh = await signUp(t, { plan: 'free', firstName: 'Nora', lastName: 'Lender' });
      // Until Nora confirms her email, her page shows nothing of hers (anyone can sign up as anyone).
      expect((await request(t.url).get(`/api/brands/${fresh.user.referralCode}`).expect(404)).body.message).toBe('No loan officer has this referral code.');
      await markEmailVerified(t, fresh.user.id);
      const plain = await request(t.url).get(`/api/brands/${fresh.user.referralCode}`).expect(200);
      expect(plain.body).toMatchObject({ name: 'Nora Lender', primaryColor: '#1d4ed8', logoUrl: null });
      expect((await request(t.url).get('/api/brands/NOSUCHCD').expect(404)).body.message).toBe('No loan officer has this referral code.');
    });

    it('GET /api/brands/:code/page/:part renders the branded page’s parts for the nginx edge; 404 where the page keeps its own', async () => {
      await officer.agent.patch('/api/loan-officer/brand').send({ companyName: 'Acme <b>Home</b> Loans', primaryColor: '#0F766E' }).expect(200);
      const code = officer.user.referralCode!;
      const part = (c: string, name: string) => request(t.url).get(`/api/brands/${c}/page/${name}`);
      const title = await part(code, 'title').expect(200);
      expect(title.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(title.text).toBe('<title>Acme &#60;b&#62;Home&#60;/b&#62; Loans</title>');
      expect((await part(code, 'head').expect(200)).text).toContain('--brand:#0F766E;');
      // The code as the page's path has it (the shell compares), the brand as GET /api/brands/:code answers it.
      const lower = code.toLowerCase();
      const body = (await part(lower, 'body').expect(200)).text;
      const data = new RegExp(`^<script type="application/json" id="hw-early-brand" data-code="${lower}">([^<]*)</script><div id="hw-brand-skeleton"`).exec(body);
      expect(JSON.parse(data![1])).toEqual((await request(t.url).get(`/api/brands/${code}`).expect(200)).body);
      expect(body).toContain('<span class="name">Acme &#60;b&#62;Home&#60;/b&#62; Loans</span>');
      // An unknown code: only null as data; title and style stay the page's own.
      expect((await part('NOSUCHCD', 'body').expect(200)).text).toBe('<script type="application/json" id="hw-early-brand" data-code="NOSUCHCD">null</script>');
      expect((await part('NOSUCHCD', 'title').expect(404)).body.message).toBe('No loan officer has this referral code.');
      await part('NOSUCHCD', 'head').expect(404);
      expect((await part(code, 'footer').expect(404)).body.message).toBe('No page part "footer": title, head or body.');
    });

    describe('CORS: an officer’s own website reads the brand from another origin', () => {
      const SITE = 'https://summithomeloans.example';

      it('answers a simple cross-origin GET for any origin, without allowing credentials', async () => {
        const code = officer.user.referralCode!;
        const res = await request(t.url).get(`/api/brands/${code}`).set('Origin', SITE).expect(200);
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
        expect(res.body.signupUrl).toContain(code);
        // The embedding site can tell an unknown code from a network failure.
        const unknown = await request(t.url).get('/api/brands/NOSUCHCD').set('Origin', 'http://localhost:8090').expect(404);
        expect(unknown.headers['access-control-allow-origin']).toBe('*');
      });

      it('answers the preflight: GET only, no credentials', async () => {
        const res = await request(t.url)
          .options(`/api/brands/${officer.user.referralCode}`)
          .set('Origin', SITE)
          .set('Access-Control-Request-Method', 'GET')
          .set('Access-Control-Request-Headers', 'content-type')
          .expect(204);
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['access-control-allow-methods']).toBe('GET');
        expect(res.headers['access-control-allow-headers']).toMatch(/\bContent-Type\b/);
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
        expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
      });

      it('other routes send no CORS headers, signed in or not', async () => {
        const probes = [
          officer.agent.get('/api/auth/user').set('Origin', SITE),
          officer.agent.get('/api/loan-officer/brand').set('Origin', SITE),
          request(t.url).get('/api/health').set('Origin', SITE),
          request(t.url).post('/api/auth/login').set('Origin', SITE).send({ email: officer.email, password: 'wrong password' }),
          request(t.url).options('/api/auth/user').set('Origin', SITE).set('Access-Control-Request-Method', 'GET'),
          request(t.url).options('/api/loan-officer/brand').set('Origin', SITE).set('Access-Control-Request-Method', 'PATCH'),
        ];
        for (const res of await Promise.all(probes)) {
          expect(res.headers['access-control-allow-origin']).toBeUndefined();
          expect(res.headers['access-control-allow-methods']).toBeUndefined();
        }
      });
    });
  });
});
