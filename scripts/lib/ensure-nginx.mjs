// The edge tests and the scale bench run Debian's nginx with the repository's configuration
// (infra/nginx), as the images do. A fresh machine lacks it: install it when we may (root,
// apt-get present), otherwise say exactly what to run. Node built-ins only.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** nginx with the brotli modules, and envsubst (render.sh): Debian's packages. */
export const NGINX_PACKAGES = ['nginx-light', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static', 'gettext-base'];
const NEEDED = ['/usr/sbin/nginx', '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', '/usr/bin/envsubst'];

/** True when nginx and its modules are there (or were just installed). */
export function ensureNginx() {
  if (NEEDED.every((file) => existsSync(file))) return true;
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) {
    console.error(`[homewise] nginx is missing: run "sudo apt-get install -y ${NGINX_PACKAGES.join(' ')}"`);
    return false;
  }
  console.log(`[homewise] installing nginx (apt-get install ${NGINX_PACKAGES.join(' ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  // --no-install-recommends; the package's own service is not started here (no init system).
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...NGINX_PACKAGES], { stdio: 'inherit', env });
  if (NEEDED.every((file) => existsSync(file))) return true;
  console.error('[homewise] nginx could not be installed; the edge tests and the scale bench will fail.');
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureNginx() ? 0 : 1);
