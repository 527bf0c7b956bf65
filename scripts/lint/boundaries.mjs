// Which part of the repository may import which: zones for import-x/no-restricted-paths
// (a file under `target` may not import anything under `from`). Read by eslint.config.mjs.
//   - a remote never imports another remote, the shell or the backend: it talks to them through
//     Module Federation and the API, and shares code through packages/;
//   - the shell never imports a remote's source (it loads remotes at run time) or the backend;
//   - packages/ never import an app;
//   - the backend never imports a frontend;
//   - inside the backend, the layers of backend/README.md ("Layout: who may import whom"):
//     infrastructure imports only infrastructure; each part of identity/ only the parts before it;
//     a feature imports infrastructure and identity, and another feature only through its
//     `<feature>.module.ts` and `<feature>.service.ts`.
import { createRequire } from 'node:module';

/** The remotes' folders, from the one list of remotes (packages/platform/build/remotes.json). */
export const REMOTES = Object.values(createRequire(import.meta.url)('../../packages/platform/build/remotes.json')).map((remote) => remote.dir);
const APPS = ['shell', ...REMOTES, 'backend', 'e2e', 'infra'];
const PACKAGES = ['packages/contracts', 'packages/finance', 'packages/platform', 'packages/charts'];

const zone = (target, from, message) => ({ target: `./${target}`, from: from.map((dir) => `./${dir}`), message });

export function boundaryZones() {
  return [
    ...REMOTES.map((remote) =>
      zone(remote, [...REMOTES.filter((other) => other !== remote), 'shell', 'backend'],
        'A remote imports only packages/ (shared code) and its own files; it reaches other parts through federation and the API.'),
    ),
    zone('shell', [...REMOTES, 'backend'], 'The shell loads remotes at run time and calls the backend over HTTP; shared code goes to packages/.'),
    ...PACKAGES.map((pkg) => zone(pkg, APPS, 'A package never imports an app: apps depend on packages, not the other way round.')),
    zone('backend', ['shell', ...REMOTES, 'packages/platform', 'packages/charts'], 'The backend imports only packages/contracts and packages/finance from the frontends\' side.'),
    ...backendZones(),
  ];
}

export const BACKEND_INFRASTRUCTURE = ['common', 'config', 'database', 'logging', 'jobs', 'mail', 'rate-limit', 'metrics', 'health', 'housekeeping'];
/** identity/'s parts, each importing only those before it. */
export const IDENTITY_PARTS = ['security-log', 'users', 'sessions', 'email-verification', 'auth'];
export const BACKEND_FEATURES = ['analytics', 'contact', 'extra-payments', 'loan-officers', 'market-rates', 'mortgage-profiles', 'rates'];

function backendZones() {
  const src = (dir) => `backend/src/${dir}`;
  const above = [...BACKEND_FEATURES, 'identity', 'cli'].map(src);
  return [
    ...BACKEND_INFRASTRUCTURE.map((dir) =>
      zone(src(dir), above, 'Backend infrastructure imports only infrastructure (backend/README.md, "Layout").'),
    ),
    ...IDENTITY_PARTS.map((part, i) =>
      zone(src(`identity/${part}`), [...IDENTITY_PARTS.slice(i + 1).map((later) => src(`identity/${later}`)), ...BACKEND_FEATURES.map(src), src('cli')],
        `identity/${part} imports only the identity parts before it (${IDENTITY_PARTS.join(' ← ')}) and infrastructure.`),
    ),
    ...BACKEND_FEATURES.flatMap((feature) =>
      BACKEND_FEATURES.filter((other) => other !== feature).map((other) => ({
        ...zone(src(feature), [src(other)],
          `A backend feature reaches another feature only through its module and service (${other}/${other}.module.ts, ${other}/${other}.service.ts).`),
        // `except` needs a single `from` folder: one zone per pair of features.
        from: `./${src(other)}`,
        except: [`./${other}.module.ts`, `./${other}.service.ts`],
      })),
    ),
  ];
}
