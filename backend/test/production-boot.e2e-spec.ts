import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

describe('the built server with NODE_ENV=production', () => {
  it('refuses to boot on embedded fallbacks: one line per missing service, exit 1', async () => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', APP_URL: 'http://homewise.example' };
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toBe('Invalid environment:');
    expect(lines.slice(1).map((line) => line.trim().split(' ')[1])).toEqual(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'APP_URL']);
    expect(lines[4]).toContain('APP_URL must be an https:// address in production');
  });
});
