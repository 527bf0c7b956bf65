import { createServer, type Server } from 'node:http';
import { expect, PASSWORD, signUpByApi, test, uniqueEmail } from '../support/fixtures';
import { freePort } from '../support/ports';

// CSRF in a real browser (ASVS V4.2.2, V13.2.3): a page on another origin — one on the same host
// at another port (same-site: SameSite=Lax cookies ride along, as from the remotes' own ports)
// and one on another site — auto-submits forms and sends fetches to login (login CSRF into the
// attacker's account), profile update and delete-account, with the right password even. The API
// refuses them all (JSON bodies only; Origin / Sec-Fetch-Site not the app's own), so the victim
// is still signed in as themselves, with their name, and their account.

interface Attempt {
  method: string;
  path: string;
  status: number;
}

/** The attacker's page: forms into hidden frames, then fetches, then `window.attackDone`. */
function attackPage(api: string, attacker: { email: string; password: string }, victimPassword: string): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const form = (id: string, path: string, enctype: string, fields: Record<string, string>) =>
    `<iframe name="${id}-frame" title="${id}"></iframe>
     <form id="${id}" method="POST" action="${api}${path}" target="${id}-frame" enctype="${enctype}">
       ${Object.entries(fields)
         .map(([name, value]) => `<input type="hidden" name='${name.replace(/'/g, '&#39;')}' value='${value.replace(/'/g, '&#39;')}'>`)
         .join('')}
     </form>`;
  return `<!doctype html><html><head><title>Win a prize</title></head><body>
    ${form('login-form', '/auth/login', 'application/x-www-form-urlencoded', { email: attacker.email, password: attacker.password })}
    ${form('login-text', '/auth/login', 'text/plain', { [`{"email":"${attacker.email}","password":"${attacker.password}","x":"`]: '"}' })}
    ${form('profile-form', '/user/profile', 'application/x-www-form-urlencoded', { fullName: 'Hacked By Mallory' })}
    ${form('delete-form', '/user', 'multipart/form-data', { password: victimPassword })}
    <script>
      const api = ${json(api)};
      for (const form of document.forms) form.submit();
      const outcome = (promise) => promise.then((r) => r.type === 'opaque' ? 'opaque' : r.status, (e) => 'blocked: ' + e.message);
      const send = (path, init) => outcome(fetch(api + path, { credentials: 'include', ...init }));
      Promise.all([
        // "Simple" requests a browser sends without asking: text/plain JSON, no-cors.
        send('/auth/login', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: ${json(JSON.stringify(attacker))} }),
        send('/user/profile', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: ${json(JSON.stringify({ fullName: 'Hacked By Mallory' }))} }),
        // The real verbs with JSON: the browser asks first (CORS preflight).
        send('/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ${json(JSON.stringify(attacker))} }),
        send('/user/profile', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: ${json(JSON.stringify({ fullName: 'Hacked By Mallory' }))} }),
        send('/user', { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: ${json(JSON.stringify({ password: victimPassword }))} }),
      ]).then((results) => { window.fetchResults = results; window.attackDone = true; });
    </script>
  </body></html>`;
}

test('a page on another origin posting forms and fetches to login, profile update and delete-account gets nothing done', async ({ page, request, baseURL }) => {
  const app = new URL(baseURL!);
  // The victim, signed in in this browser; the attacker has an account of their own.
  const victim = await signUpByApi(page.request, { firstName: 'Vic', lastName: 'Tim' });
  const attacker = await signUpByApi(request, { email: uniqueEmail('mallory'), firstName: 'Mallory', lastName: 'Attacker' });
  const me = async () => (await (await page.request.get('/api/auth/user')).json()) as { email: string; fullName: string };
  expect(await me()).toMatchObject({ email: victim.email, fullName: 'Vic Tim' });

  const html = attackPage(`${app.origin}/api`, attacker, victim.password);
  const port = await freePort();
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(port, resolve));
  // What reached the API from the attacker's pages, as the browser saw it.
  const attempts: Attempt[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const method = response.request().method();
    if (url.origin === app.origin && url.pathname.startsWith('/api/') && method !== 'OPTIONS') attempts.push({ method, path: url.pathname, status: response.status() });
  });
  try {
    // localhost:<other port> is the same site as the app (localhost), 127.0.0.1 another site.
    for (const host of ['localhost', '127.0.0.1']) {
      attempts.length = 0;
      await page.goto(`http://${host}:${port}/`);
      await page.waitForFunction(() => (window as unknown as { attackDone?: boolean }).attackDone === true);
      // The frames' form posts have all been answered.
      await expect.poll(() => attempts.filter((a) => a.method === 'POST').length, { message: `form posts from ${host}` }).toBeGreaterThanOrEqual(4);
      const results = await page.evaluate(() => (window as unknown as { fetchResults: unknown[] }).fetchResults);
      // The CORS-checked fetches never got an answer the page could read.
      for (const result of results.slice(2)) expect(String(result), `${host}: ${JSON.stringify(results)}`).toMatch(/^(blocked: |opaque$)/);
      // Refused outright — other site (403) or not JSON (415) — not just answered 401 for a wrong guess.
      const logins = attempts.filter((a) => a.path === '/api/auth/login');
      expect(logins.length, `${host}: login attempts reached the API`).toBeGreaterThanOrEqual(2);
      for (const attempt of logins) expect([403, 415], `${host}: a cross-site login answered ${attempt.status}`).toContain(attempt.status);
      for (const attempt of attempts) expect(attempt.status, `${host}: ${attempt.method} ${attempt.path} answered ${attempt.status}`).toBeGreaterThanOrEqual(400);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }

  // Nothing was done: still the victim's session (no login CSRF), their name, their account.
  await page.goto('/Profile');
  expect(await me()).toMatchObject({ email: victim.email, fullName: 'Vic Tim' });
  const again = await request.post('/api/auth/login', { data: { email: victim.email, password: PASSWORD } });
  expect(again.status()).toBe(200);
});
