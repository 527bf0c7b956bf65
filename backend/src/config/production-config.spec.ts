import { ConfigError, loadConfig } from './app-config.js';

const READY = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://homewise@db:5432/homewise',
  REDIS_URL: 'redis://redis:6379',
  SMTP_URL: 'smtp://mail:25',
  APP_URL: 'https://app.homewise.example',
};

/** The lines of the ConfigError loadConfig throws for `env` (one per problem). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n').slice(1).map((line) => line.replace(/^\s*- /, ''));
  }
  return [];
}

describe('production configuration (NODE_ENV=production)', () => {
  it('boots with every service configured and an https APP_URL', () => {
    const config = loadConfig(READY);
    expect(config).toMatchObject({ production: true, appUrl: 'https://app.homewise.example', shutdownDrainMs: 5000 });
  });

  it('refuses each embedded fallback with one line that names the variable', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^DATABASE_URL is required in production/);
    expect(problems[1]).toMatch(/^REDIS_URL is required in production/);
    expect(problems[2]).toMatch(/^SMTP_URL is required in production/);
    expect(problems[3]).toMatch(/^APP_URL is required in production/);
  });

  it('refuses a plain http APP_URL, and only that', () => {
    expect(problemsOf({ ...READY, APP_URL: 'http://app.homewise.example' })).toEqual([
      'APP_URL must be an https:// address in production (NODE_ENV=production), so session cookies are Secure (got "http://app.homewise.example")',
    ]);
    expect(problemsOf({ ...READY, SMTP_URL: ' ' })).toEqual([expect.stringMatching(/^SMTP_URL is required/)]);
  });

  it('keeps the embedded defaults outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, databaseUrl: undefined, shutdownDrainMs: 0 });
  });

  it('reads the operations settings and refuses unknown values', () => {
    expect(loadConfig({})).toMatchObject({ migrationsAtBoot: 'run', logLevel: 'info', logFormat: 'json' });
    expect(loadConfig({ MIGRATIONS_AT_BOOT: 'check', LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty' })).toMatchObject({
      migrationsAtBoot: 'check',
      logLevel: 'warn',
      logFormat: 'pretty',
    });
    expect(problemsOf({ MIGRATIONS_AT_BOOT: 'sometimes', LOG_LEVEL: 'loud' })).toEqual([
      'MIGRATIONS_AT_BOOT must be one of run, check (got "sometimes")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });
});
