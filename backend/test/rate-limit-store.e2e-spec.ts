import { loadConfig } from '../src/config/app-config.js';
import { DomainError } from '../src/common/errors/domain-error.js';
import { RateLimitService } from '../src/rate-limit/rate-limit.service.js';
import { OwnRedis, uniqueJobsPrefix } from './support/redis.js';

// Where the limits are counted (rate-limiter-flexible): on Redis, shared by the replicas; in
// memory without REDIS_URL; and in memory, per replica, while Redis is down — never waiting on it.
const RULE = { max: 3, windowSeconds: 60 };

/** The outcome of each of `n` hits in a row: 'ok', or the refusal's code and retry-after. */
async function hits(service: RateLimitService, key: string, n: number): Promise<string[]> {
  const outcomes: string[] = [];
  for (let i = 0; i < n; i++) {
    outcomes.push(
      await service.hit(key, RULE).then(
        () => 'ok',
        (error: unknown) => (error instanceof DomainError ? `${error.code} ${error.retryAfterSeconds! <= 60 ? 'within the window' : error.retryAfterSeconds}` : String(error)),
      ),
    );
  }
  return outcomes;
}

describe('rate limit counts', () => {
  let redis: OwnRedis;
  const services: RateLimitService[] = [];
  const replica = (redisUrl?: string) => {
    const service = new RateLimitService(loadConfig({ REDIS_URL: redisUrl, JOBS_PREFIX: uniqueJobsPrefix() }));
    services.push(service);
    return service;
  };
  beforeAll(async () => {
    redis = await OwnRedis.start();
  });
  afterAll(async () => {
    for (const service of services) service.onModuleDestroy();
    await redis?.stop();
  });

  it('on Redis, two replicas share one count', async () => {
    const config = loadConfig({ REDIS_URL: redis.url, JOBS_PREFIX: uniqueJobsPrefix() });
    const [a, b] = [new RateLimitService(config), new RateLimitService(config)];
    services.push(a, b);
    await Promise.all([a.storeReady(), b.storeReady()]);
    expect(await hits(a, 'login:ip:198.51.100.7', 2)).toEqual(['ok', 'ok']);
    expect(await hits(b, 'login:ip:198.51.100.7', 2)).toEqual(['ok', 'TOO_MANY_ATTEMPTS within the window']);
    expect(await hits(a, 'login:ip:198.51.100.8', 1)).toEqual(['ok']);
  });

  it('without REDIS_URL, in this process', async () => {
    const service = replica();
    expect(await hits(service, 'contact:ip:198.51.100.9', 4)).toEqual(['ok', 'ok', 'ok', 'TOO_MANY_ATTEMPTS within the window']);
  });

  it('with Redis down, still limits (in memory) and never waits for it', async () => {
    const service = replica(redis.url);
    await service.storeReady();
    await redis.stop();
    const started = Date.now();
    expect(await hits(service, 'signup:ip:198.51.100.10', 4)).toEqual(['ok', 'ok', 'ok', 'TOO_MANY_ATTEMPTS within the window']);
    // Four counts while Redis is gone answer at once (each waits at most the command timeout).
    expect(Date.now() - started).toBeLessThan(4 * 1000);
  });
});
