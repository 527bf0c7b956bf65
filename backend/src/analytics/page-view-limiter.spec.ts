import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/app-config.js';
import { clientKey } from '../rate-limit/client-key.js';
import { MAX_COUNTED_ADDRESSES, PageViewLimiter } from './page-view-limiter.js';

const TEN_MINUTES = 10 * 60 * 1000;
/** A moment at the start of a window, so `+ n` stays inside it. */
const WINDOW = 1_000 * TEN_MINUTES;

function limiter(max: number) {
  const config = loadConfig({ RATE_LIMIT_PAGE_VIEWS_PER_IP: String(max) });
  return new PageViewLimiter(config);
}

const allowed = (l: PageViewLimiter, ip: string, times: number, now = WINDOW) =>
  Array.from({ length: times }, () => l.allow(ip, now)).filter(Boolean).length;

let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('PageViewLimiter', () => {
  it('lets a client through up to the limit in a window, then no more, however often it asks', () => {
    const l = limiter(5);
    expect(allowed(l, '203.0.113.7', 5)).toBe(5);
    expect(allowed(l, '203.0.113.7', 50)).toBe(0);
  });

  it('counts each client on its own', () => {
    const l = limiter(3);
    expect(allowed(l, '203.0.113.7', 10)).toBe(3);
    expect(allowed(l, '203.0.113.8', 10)).toBe(3);
  });

  it('starts afresh in the next 10-minute window', () => {
    const l = limiter(2);
    expect(allowed(l, '203.0.113.7', 5, WINDOW + TEN_MINUTES - 1)).toBe(2);
    expect(allowed(l, '203.0.113.7', 5, WINDOW + TEN_MINUTES)).toBe(2);
  });

  it('says once per client and window that page views are dropped, without the address', () => {
    const l = limiter(1);
    allowed(l, '203.0.113.7', 10);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/more than 1 page views in 10 minutes/);
    expect(String(warn.mock.calls[0][0])).not.toContain('203.0.113.7');
  });

  it('counts the addresses of one IPv6 /64 as one client, and IPv4-mapped addresses as their IPv4', () => {
    const l = limiter(4);
    expect(allowed(l, '2001:db8:1:2::1', 3)).toBe(3);
    expect(allowed(l, '2001:db8:1:2:ffff:ffff:ffff:ffff', 3)).toBe(1);
    expect(allowed(l, '2001:db8:1:3::1', 3)).toBe(3);
    expect(allowed(l, '::ffff:198.51.100.4', 3)).toBe(3);
    expect(allowed(l, '198.51.100.4', 3)).toBe(1);
  });

  it('stops counting new clients (and storing their views) past the most addresses it keeps', () => {
    const l = limiter(600);
    for (let i = 0; i < MAX_COUNTED_ADDRESSES; i++) l.allow(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, WINDOW);
    expect(l.allow('203.0.113.7', WINDOW)).toBe(false);
    expect(l.allow('10.0.0.0', WINDOW)).toBe(true); // a client already counted goes on as before
    expect(l.allow('203.0.113.7', WINDOW + TEN_MINUTES)).toBe(true);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.4', '64:ff9b:0:0::/64'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
