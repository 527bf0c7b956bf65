import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config.js';

describe('loadConfig', () => {
  it('has embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:8080',
      supportEmail: 'support@homewise.local',
      trustProxy: ['loopback'],
      dataDir: join(REPO_ROOT, 'data'),
    });
  });

  it('resolves a relative DATA_DIR against the repository root, whatever the cwd', () => {
    const cwd = process.cwd();
    try {
      process.chdir('/tmp');
      expect(loadConfig({ DATA_DIR: 'var/hw' }).dataDir).toBe(join(REPO_ROOT, 'var/hw'));
    } finally {
      process.chdir(cwd);
    }
    expect(loadConfig({ DATA_DIR: '/srv/hw' }).dataDir).toBe('/srv/hw');
    expect(REPO_ROOT).toBe(join(__dirnameOf(), '..', '..', '..'));
  });

  it('trusts the loopback proxy by default, none on request, or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback,2001:db8::/32 , 192.0.2.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::/32',
      '192.0.2.7',
    ]);
  });

  it('refuses TRUST_PROXY values that would let any client pick its own address, and typos', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust every client/);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is not/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopbak' })).toThrow(/TRUST_PROXY: "loopbak" is not/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/would trust every client/);
  });

  it('ends sessions after 30 idle minutes and 12 hours at most (ASVS level 2), unless told otherwise', () => {
    expect(loadConfig({}).sessions).toEqual({ idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600 });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' }).sessions).toEqual({ idleSeconds: 900, absoluteSeconds: 8 * 3600 });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES must be a whole number/);
  });

  it('bounds every database statement and idle transaction', () => {
    expect(loadConfig({}).database).toEqual({ statementTimeoutMs: 30000, idleInTransactionTimeoutMs: 60000 });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '5000', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '10000' }).database).toEqual({
      statementTimeoutMs: 5000,
      idleInTransactionTimeoutMs: 10000,
    });
  });

  it('never prints a password of DATABASE_URL, REDIS_URL or SMTP_URL in its errors', () => {
    const secret = 'Sup3r-S3cret';
    for (const env of [
      { DATABASE_URL: `mysql://admin:${secret}@db.internal/homewise` },
      { DATABASE_URL: `postgres://admin:${secret}@db.internal:notaport/homewise` },
      { REDIS_URL: `http://:${secret}@cache.internal:6379` },
      { SMTP_URL: `smtpx://mailer:${secret}@smtp.internal:587` },
      { SMTP_URL: `smtp://mailer:${secret}@[bad` },
      { DATABASE_URL: `postgres://admin:${encodeURIComponent(secret)}@db/x`, PORT: 'x' },
    ]) {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/Invalid environment/);
      expect(message).not.toContain(secret);
      expect(message).not.toContain(encodeURIComponent(secret));
    }
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:pw@db/x' })).toThrow(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/ \(got "mysql:\/\/admin:\*\*\*@db\/x"\)/);
  });

  it('in production mail goes over SMTP: reset links are never left in .eml files', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required in production .*reset links included/);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/hw', REDIS_URL: 'redis://redis:6379', APP_URL: 'https://homewise.example' };
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.internal:587' }).production).toBe(true);
    expect(loadConfig({}).production).toBe(false);
  });

  it('limits signups to 60 per IP per hour unless RATE_LIMIT_SIGNUP_PER_IP says otherwise', () => {
    expect(loadConfig({}).rateLimits.signupPerIp).toEqual({ max: 60, windowSeconds: 3600 });
    expect(loadConfig({ RATE_LIMIT_SIGNUP_PER_IP: '500' }).rateLimits.signupPerIp.max).toBe(500);
    expect(() => loadConfig({ RATE_LIMIT_SIGNUP_PER_IP: 'lots' })).toThrow(/RATE_LIMIT_SIGNUP_PER_IP must be a whole number/);
  });

  it('limits each signed-in user to 60 writes a minute and 5 password changes an hour unless told otherwise', () => {
    expect(loadConfig({}).rateLimits.writesPerUser).toEqual({ max: 60, windowSeconds: 60 });
    expect(loadConfig({}).rateLimits.passwordChangesPerUser).toEqual({ max: 5, windowSeconds: 3600 });
    expect(loadConfig({ RATE_LIMIT_WRITES_PER_USER: '1000000' }).rateLimits.writesPerUser.max).toBe(1_000_000);
  });

  it('limits page views to 600 per IP per 10 minutes unless RATE_LIMIT_PAGE_VIEWS_PER_IP says otherwise', () => {
    expect(loadConfig({}).rateLimits.pageViewsPerIp).toEqual({ max: 600, windowSeconds: 600 });
    expect(loadConfig({ RATE_LIMIT_PAGE_VIEWS_PER_IP: '2000' }).rateLimits.pageViewsPerIp.max).toBe(2000);
    expect(() => loadConfig({ RATE_LIMIT_PAGE_VIEWS_PER_IP: '0' })).toThrow(/RATE_LIMIT_PAGE_VIEWS_PER_IP must be a whole number from 1 to 1000000/);
  });

  it('prefers PORT, then BACKEND_PORT, and trims a trailing slash of APP_URL', () => {
    expect(loadConfig({ BACKEND_PORT: '4000' }).port).toBe(4000);
    expect(loadConfig({ PORT: '5000', BACKEND_PORT: '4000' }).port).toBe(5000);
    expect(loadConfig({ APP_URL: 'https://homewise.example/' }).appUrl).toBe('https://homewise.example');
  });

  it('reads the job, mail and market-rate settings with the rest, and lists their problems in the same error', () => {
    expect(loadConfig({})).toMatchObject({
      jobs: { prefix: 'homewise', enqueueTimeoutMs: 2000, firstRetryDelayMs: undefined, closeTimeoutMs: 3000 },
      mail: { from: 'Homewise <no-reply@homewise.local>', relayIntervalMs: 30000, maxAttempts: 48, sendingLeaseMs: 30000 },
      marketRates: { source: 'mba', fetchTimeoutMs: 15000 },
    });
    expect(loadConfig({ JOBS_RETRY_DELAY_MS: '200', RATES_SOURCE: 'PMMS', MAIL_FROM: 'Homes <hi@example.com>' })).toMatchObject({
      jobs: { firstRetryDelayMs: 200 },
      marketRates: { source: 'pmms' },
      mail: { from: 'Homes <hi@example.com>' },
    });
    let message = '';
    try {
      loadConfig({ PORT: '99999', JOBS_PREFIX: 'a:b', MAIL_FROM: 'nobody', RATES_SOURCE: 'fred', MAIL_MAX_ATTEMPTS: '0' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1)).toEqual([
      '  - PORT must be a whole number from 0 to 65535 (got "99999")',
      '  - RATES_SOURCE must be one of mba, pmms (got "fred")',
      '  - JOBS_PREFIX may use letters, digits, "_", "-" and "." (got "a:b")',
      '  - MAIL_FROM must be an address like "Homewise <no-reply@example.com>" (got "nobody")',
      '  - MAIL_MAX_ATTEMPTS must be a whole number from 1 to 1000 (got "0")',
    ]);
  });

  it('lists every bad value in one error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', SUPPORT_EMAIL: 'help' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT must be a whole number');
      expect(message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
      expect(message).toContain('REDIS_URL is not a valid URL');
      expect(message).toContain('SUPPORT_EMAIL must be an email address');
    }
  });
});

function __dirnameOf(): string {
  return new URL('.', import.meta.url).pathname;
}
