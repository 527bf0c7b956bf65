import fc from 'fast-check';
import request from 'supertest';
import { apiDocument } from '../src/create-app.js';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, signUpAdmin, type SignedIn } from './helpers.js';
import { until } from './support/wait.js';

/**
 * A fuzz pass over every route of the OpenAPI document (issue 23): malformed bodies, query
 * strings, path parameters and headers, as anyone and as each kind of signed-in user. Every
 * answer must be a 4xx or a success — never a 5xx, never a stack trace — and nothing stored may
 * change. `npm test` sends FUZZ_REQUESTS (default 1,500); `npm run bench -- faults` sends 20,000.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const STACK_TRACE = /\n\s+at \S.*\(|node_modules|\.(ts|js|mjs):\d+:\d+|QueryFailedError|TypeError|ReferenceError/;
/** The tables holding what people stored (sessions are left out: using one moves its expiry). */
const STORED = [
  'users',
  'mortgage_profiles',
  'extra_payments',
  'rate_entries',
  'loan_officer_brands',
  'contact_messages',
  'password_reset_tokens',
  'email_verification_tokens',
  'trusted_devices',
  'pro_trials_started',
  'client_invitations',
  'client_messages',
  'officer_retention_settings',
  'mail_outbox',
  'page_views',
];

interface Route {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  /** Has a body, a query or path parameters: something to get wrong. */
  takesInput: boolean;
  bodyFields: string[];
}

function routesOf(document: ReturnType<typeof apiDocument>): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'patch', 'put', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const schemaRef = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)?.content?.['application/json']?.schema?.$ref;
      const schema = schemaRef ? (document.components?.schemas?.[schemaRef.split('/').pop()!] as { properties?: Record<string, unknown> }) : undefined;
      const takesInput = Boolean(operation.requestBody) || (operation.parameters ?? []).length > 0 || path.includes('{');
      routes.push({ method, path, takesInput, bodyFields: Object.keys(schema?.properties ?? {}) });
    }
  }
  return routes;
}

/** JSON that no DTO accepts: not an object, or an object with a field no DTO has (forbidNonWhitelisted). */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1, '1e400', 'NaN', '<script>', "' OR 1=1 --", '\u0000', '../'.repeat(20), '𝓗'.repeat(300)),
);
const malformedBody = (fields: string[]) =>
  fc.oneof(
    wrongValue.filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)),
    fc
      .tuple(
        fc.dictionary(fields.length ? fc.constantFrom(...fields) : fc.string(), wrongValue, { maxKeys: 4 }),
        fc.string({ minLength: 1, maxLength: 12 }),
        wrongValue,
      )
      .map(([known, key, value]) => ({ ...known, [`fuzz_${key}`]: value })),
    // Deep nesting (the class-transformer stack overflow of issue 23).
    // (Sent as text: fast-check cannot print a value nested this deep.)
    fc.integer({ min: 30, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  );
const rawBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[1,2', '\u0000\u0001', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', 'null', '"'),
);
const pathParameter = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s) || 'x'),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', '0', '-1', '1e9', 'null', 'undefined', '%E0%A4%A', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
);
const queryString = fc.dictionary(
  fc.oneof(fc.constantFrom('limit', 'offset', 'page', 'search', 'sort', 'type', 'userId', 'role', 'returnTo', 'filter', '__proto__'), fc.string({ maxLength: 10 })),
  fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('-1', '1e308', 'NaN', '9'.repeat(40), '%', '[]', 'javascript:alert(1)')),
  { maxKeys: 4 },
);
const headers = fc.record(
  {
    // Mostly JSON, so most requests get past the 415 to the validation.
    'content-type': fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '*/*') },
    ),
    'x-forwarded-for': fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('1.2.3.4, <script>', '::1, ::ffff:127.0.0.1', '999.1.1.1')),
    'user-agent': fc.string({ maxLength: 300 }),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'application/xml;q=0.1', ''),
  },
  { requiredKeys: [] },
);

describe('fuzzing every route', () => {
  let t: TestApp;
  let routes: Route[];
  let people: SignedIn[];
  let profileId: string;

  beforeAll(async () => {
    t = await startTestApp({
      config: (c) => {
        // Fuzz requests must reach validation, not stop at the limits (which have their own tests).
        for (const rule of Object.values(c.rateLimits)) rule.max = 1_000_000;
      },
    });
    routes = routesOf(apiDocument(t.app));
    const homeowner = await signUp(t);
    const profile = await homeowner.agent
      .post('/api/mortgage-profile')
      .send({ propertyAddress: '1 Oak Ave', originalLoanAmount: 200000, originalInterestRate: 0.05, monthlyPayment: 1073.64, currentHomeValue: 250000 })
      .expect(201);
    profileId = profile.body.id;
    await homeowner.agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-01-15', amount: 100 }).expect(201);
    people = [homeowner, await signUp(t, { plan: 'free' }), await signUpAdmin(t)];
    // What the app does by itself is done before the fingerprint: an admin's first visit to the
    // loan officer pages gives them a referral code, and the outbox sends the signup mails.
    await people[2].agent.get('/api/loan-officer/clients').expect(200);
    await until(async () => {
      const [{ pending }] = await t.dataSource.query(`SELECT count(*)::int AS pending FROM mail_outbox WHERE status <> 'sent'`);
      return pending === 0;
    }, 'the signup mails sent');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fingerprint of everything stored: one md5 per table over its rows. */
  const fingerprint = async (): Promise<Record<string, string>> => {
    const prints: Record<string, string> = {};
    for (const table of STORED) {
      const [{ digest }] = await t.dataSource.query(`SELECT coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS digest FROM ${table} r`);
      prints[table] = digest;
    }
    return prints;
  };

  it('refuses a body nested deeper than 32 levels with a clear 400, before parsing it', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await request(t.url).post('/api/auth/login').set('content-type', 'application/json').send(deep).expect(400);
    expect(res.body.message).toBe('The request body is nested too deeply (at most 32 levels).');
    const ok = JSON.stringify({ email: 'a@b.c', password: 'x', note: '['.repeat(100) }); // brackets inside a string do not count
    expect((await request(t.url).post('/api/auth/login').set('content-type', 'application/json').send(ok)).body.message).not.toMatch(/nested/);
  });

  it('refuses a body that is not a JSON object where a route takes one', async () => {
    for (const body of ['null', '[]', '"text"', '42']) {
      const res = await people[0].agent.patch('/api/user/profile').set('content-type', 'application/json').send(body).expect(400);
      expect(res.body.message).toBe('The request body must be a JSON object.');
    }
  });

  it('covers the routes of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.method !== 'get').length).toBeGreaterThan(20);
  });

  it(`answers ${REQUESTS} malformed requests without a 5xx or a stack trace, and changes nothing stored`, async () => {
    const before = await fingerprint();
    const seen = { requests: 0, byStatus: {} as Record<number, number>, failures: [] as string[] };
    const fuzzed = routes.filter((route) => route.takesInput);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fuzzed).chain((route) => fc.tuple(fc.constant(route), fc.oneof(malformedBody(route.bodyFields), rawBody))),
        fc.integer({ min: -1, max: people.length - 1 }),
        pathParameter,
        queryString,
        headers,
        async ([route, json], who, parameter, query, extraHeaders) => {
          const path = route.path.replace(/\{[^}]+\}/g, () => parameter).replace(/:profileId\b/, profileId);
          const agent = who >= 0 ? people[who].agent : request(t.url);
          let call = agent[route.method](path).query(query);
          for (const [name, value] of Object.entries(extraHeaders)) if (value) call = call.set(name, value);
          if (route.method !== 'get') call = typeof json === 'string' ? call.send(json) : call.send(JSON.stringify(json));
          const res = await call.ok(() => true);
          seen.requests++;
          seen.byStatus[res.status] = (seen.byStatus[res.status] ?? 0) + 1;
          const text = res.text ?? '';
          if (res.status >= 500 || STACK_TRACE.test(text)) seen.failures.push(`${route.method.toUpperCase()} ${path} → ${res.status} ${text.slice(0, 300)}`);
          return res.status < 500 && !STACK_TRACE.test(text);
        },
      ),
      { numRuns: REQUESTS, endOnFailure: true },
    ).catch((error: Error) => {
      throw new Error(`${seen.failures.join('\n')}\n${error.message.slice(0, 2000)}`);
    });
    console.log(`fuzz: ${seen.requests} requests over ${fuzzed.length} routes; answers by status ${JSON.stringify(seen.byStatus)}`);
    expect(seen.failures).toEqual([]);
    const after = await fingerprint();
    expect(STORED.filter((table) => after[table] !== before[table])).toEqual([]);
    // The app still serves people afterwards.
    await people[0].agent.get(`/api/mortgage-profile/${profileId}/extra-payments`).expect(200);
  });
});
