// Starts Debian's nginx with the repository's configuration (render.sh), as the images run it:
// for the edge tests and the scale bench. Holds the master's PID and stops it by that PID.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RENDER = new URL('./render.sh', import.meta.url).pathname;

/**
 * Renders `role` ('edge' | 'remote') with `env` (LISTEN_PORT, STATIC_ROOT, BACKEND_SERVERS, …)
 * into a fresh folder, starts nginx in the foreground and waits until LISTEN_PORT answers.
 * Returns { dir, child, reload(env), stop() }; its access log is `${dir}/access.log`.
 */
export async function startNginx(role, env) {
  const dir = mkdtempSync(join(tmpdir(), `homewise-nginx-${role}-`));
  chmodSync(dir, 0o755); // workers run as "nobody" when nginx is started by root
  const fullEnv = { ...process.env, NGINX_ACCESS_LOG: join(dir, 'access.log'), ...env };
  const render = (values) => {
    const result = spawnSync('sh', [RENDER, role, dir], { env: values, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`render.sh ${role} failed: ${result.stderr}`);
  };
  render(fullEnv);
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'];
  const test = spawnSync('nginx', ['-t', '-q', ...args.slice(0, 6)], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn('nginx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const port = Number(fullEnv.LISTEN_PORT);
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`nginx did not answer on port ${port}:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    dir,
    child,
    port,
    stderr: () => stderr,
    /** Renders again with more or other values and reloads without dropping connections. */
    reload(values) {
      render({ ...fullEnv, ...values });
      child.kill('SIGHUP');
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT'); // graceful: finishes open requests
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
