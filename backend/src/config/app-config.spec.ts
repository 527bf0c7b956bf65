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
      trustProxy: 'loopback',
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

  it('trusts the loopback proxy by default, any or none on request, or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy).toBe('10.0.0.0/8,loopback');
  });

  it('limits signups to 60 per IP per hour unless RATE_LIMIT_SIGNUP_PER_IP says otherwise', () => {
    expect(loadConfig({}).rateLimits.signupPerIp).toEqual({ max: 60, windowSeconds: 3600 });
    expect(loadConfig({ RATE_LIMIT_SIGNUP_PER_IP: '500' }).rateLimits.signupPerIp.max).toBe(500);
    expect(() => loadConfig({ RATE_LIMIT_SIGNUP_PER_IP: 'lots' })).toThrow(/RATE_LIMIT_SIGNUP_PER_IP must be a whole number/);
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
