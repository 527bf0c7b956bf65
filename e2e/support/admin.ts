import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { platformServices, ROOT_DIR } from './platform-services';

export interface Credentials {
  email: string;
  password: string;
  /** Set when the account could not be made an admin (the admin test then fails with it). */
  problem?: string;
}

type Child = ReturnType<typeof spawn> & { serviceName?: string };
interface Platform {
  url: string;
  children: Child[];
}

/** Admins exist only through the backend's bootstrap CLI (`npm run -w backend user:role`). */
function runRoleCli(env: NodeJS.ProcessEnv, email: string) {
  return spawnSync(process.execPath, [join(ROOT_DIR, 'backend/dist/cli/user-role.js'), '--email', email, '--role', 'admin'], {
    cwd: ROOT_DIR,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function waitForHealth(url: string, child: Child) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('backend did not come back');
}

/**
 * Signs up one user and makes it an admin with the backend's CLI. The embedded database is
 * in-process (PGlite, one process at a time): when the CLI cannot open it while the backend
 * runs, the backend is stopped for the CLI and started again, as an operator would.
 */
export async function promoteToAdmin(platform: Platform, env: NodeJS.ProcessEnv): Promise<Credentials> {
  const admin = { email: `admin-${Date.now()}@example.com`, password: 'admin-password-1' };
  const signup = await fetch(`${platform.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...admin, firstName: 'Ada', lastName: 'Admin' }),
  });
  if (!signup.ok) throw new Error(`admin signup failed: ${signup.status} ${await signup.text()}`);
  if (!existsSync(join(ROOT_DIR, 'backend/dist/cli/user-role.js'))) return { ...admin, problem: 'the backend has no user:role CLI (backend/dist/cli/user-role.js)' };
  if (runRoleCli(env, admin.email).status === 0) return admin;

  // Both are looked up before the backend is stopped: a platform without either could not be
  // put back as it was, so it fails here, clearly, instead of after the backend is down.
  const index = platform.children.findIndex((c) => c.serviceName === 'backend');
  const backend = platform.children[index];
  if (!backend) throw new Error('making an admin failed: the test platform runs no process named "backend"');
  const service = platformServices(env).find((s) => s.name === 'backend');
  if (!service) throw new Error('making an admin failed: the launcher (scripts/lib/platform.mjs) lists no "backend" service to restart');
  await new Promise<void>((resolve) => {
    backend.once('exit', () => resolve());
    backend.kill('SIGTERM');
  });
  const cli = runRoleCli(env, admin.email);
  const restarted: Child = Object.assign(
    spawn(process.execPath, [join(ROOT_DIR, service.entry), ...service.args], { cwd: ROOT_DIR, stdio: 'ignore', env: { ...env, ...service.env } }),
    { serviceName: 'backend' },
  );
  platform.children[index] = restarted;
  await waitForHealth(service.health, restarted);
  if (cli.status !== 0) throw new Error(`making an admin failed: ${cli.stderr || cli.stdout || cli.error}`);
  return admin;
}
