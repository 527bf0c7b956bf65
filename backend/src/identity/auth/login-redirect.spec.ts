import { loginRedirectUrl, safeReturnTo } from './login-redirect.js';

const APP = 'https://app.homewise.test';

describe('safeReturnTo', () => {
  it.each([
    ['/', '/'],
    ['/Dashboard', '/Dashboard'],
    ['/?plan=paid', '/?plan=paid'],
    ['/CutMyCosts?x=1#top', '/CutMyCosts?x=1#top'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %s', (raw, kept) => {
    expect(safeReturnTo(raw, APP)).toBe(kept);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example/x',
    '/\r\nLocation: https://evil.example',
    '/\tx',
    '',
    '/' + 'a'.repeat(2048),
  ])('refuses %j', (raw) => {
    expect(safeReturnTo(raw, APP)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeReturnTo(['/a', '/b'], APP)).toBeNull();
    expect(safeReturnTo(undefined, APP)).toBeNull();
  });
});

describe('loginRedirectUrl', () => {
  it('always lands on the app’s own /login', () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/ok', undefined]) {
      const url = new URL(loginRedirectUrl(APP, returnTo));
      expect(url.origin).toBe(APP);
      expect(url.pathname).toBe('/login');
    }
  });

  it('carries plan=free|paid from the return path or the query, nothing else', () => {
    expect(loginRedirectUrl(APP, '/?plan=paid')).toBe(`${APP}/login?returnTo=%2F%3Fplan%3Dpaid&plan=paid`);
    expect(loginRedirectUrl(APP, undefined, 'free')).toBe(`${APP}/login?plan=free`);
    expect(loginRedirectUrl(APP, '/?plan=vip')).toBe(`${APP}/login?returnTo=%2F%3Fplan%3Dvip`);
    expect(loginRedirectUrl(APP, undefined, 'vip')).toBe(`${APP}/login`);
  });
});
