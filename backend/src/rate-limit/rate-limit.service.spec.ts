import { jest } from '@jest/globals';
import { DomainError } from '../common/errors/domain-error.js';
import { loadConfig } from '../config/app-config.js';
import { clientKey } from './client-key.js';
import { RateLimitService } from './rate-limit.service.js';

// The limits counted in this process's memory, as on the embedded default (no REDIS_URL);
// backend/test/rate-limit.e2e-spec.ts runs them on Redis through the API.
const TEN_MINUTES = 10 * 60;
const rule = (max: number) => ({ max, windowSeconds: TEN_MINUTES });
const service = () => new RateLimitService(loadConfig({}));

async function allowed(limits: RateLimitService, ip: string, times: number, max: number): Promise<number> {
  let count = 0;
  for (let i = 0; i < times; i++) if ((await limits.countPerClient('page-views', ip, rule(max))).allowed) count++;
  return count;
}

afterEach(() => jest.useRealTimers());

describe('RateLimitService.countPerClient', () => {
  it('lets a client through up to the limit in a window, then no more, however often it asks', async () => {
    const limits = service();
    expect(await allowed(limits, '203.0.113.7', 5, 5)).toBe(5);
    expect(await allowed(limits, '203.0.113.7', 50, 5)).toBe(0);
  });

  it('counts each client, and each action, on its own', async () => {
    const limits = service();
    expect(await allowed(limits, '203.0.113.7', 10, 3)).toBe(3);
    expect(await allowed(limits, '203.0.113.8', 10, 3)).toBe(3);
    expect((await limits.countPerClient('another-action', '203.0.113.7', rule(3))).allowed).toBe(true);
  });

  it('marks only the first attempt past the limit in a window', async () => {
    const limits = service();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await limits.countPerClient('page-views', '203.0.113.7', rule(2)));
    expect(answers.map((a) => a.firstOver)).toEqual([false, false, true, false, false, false]);
  });

  it('starts afresh once the 10-minute window is over', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z') });
    const limits = service();
    expect(await allowed(limits, '203.0.113.7', 5, 2)).toBe(2);
    jest.advanceTimersByTime(TEN_MINUTES * 1000 - 1000);
    expect(await allowed(limits, '203.0.113.7', 5, 2)).toBe(0);
    jest.advanceTimersByTime(1000);
    expect(await allowed(limits, '203.0.113.7', 5, 2)).toBe(2);
  });

  it('counts the addresses of one IPv6 /64 as one client, and IPv4-mapped addresses as their IPv4', async () => {
    const limits = service();
    expect(await allowed(limits, '2001:db8:1:2::1', 3, 4)).toBe(3);
    expect(await allowed(limits, '2001:db8:1:2:ffff:ffff:ffff:ffff', 3, 4)).toBe(1);
    expect(await allowed(limits, '2001:db8:1:3::1', 3, 4)).toBe(3);
    expect(await allowed(limits, '::ffff:198.51.100.4', 3, 4)).toBe(3);
    expect(await allowed(limits, '198.51.100.4', 3, 4)).toBe(1);
  });
});

describe('RateLimitService.hit', () => {
  it('refuses past the limit with the code and the seconds to wait (a 429)', async () => {
    const limits = service();
    await limits.hit('login:ip:203.0.113.7', rule(1));
    const refusal = await limits.hit('login:ip:203.0.113.7', rule(1)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', status: 429 });
    expect((refusal as DomainError).retryAfterSeconds).toBeGreaterThan(TEN_MINUTES - 5);
    expect((refusal as DomainError).retryAfterSeconds).toBeLessThanOrEqual(TEN_MINUTES);
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
