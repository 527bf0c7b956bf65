// The federation contract (docs/architecture.md, "The contracts") in one place: names, ports, exposed
// pages and shared singletons. Read by every app's rspack config (build, dev server) and by
// the tests that check the built manifests.

/**
 * The four remotes — federation name, folder, served port (and its env override), the name of
 * their part of the app in a person's words (`area`), the pages each exposes — in remotes.json:
 * the one list that the builds, the shell, npm start's servers, the lint's boundaries and the
 * tests read (compose and Kubernetes are checked against it by infra/test).
 */
const REMOTES = require('./remotes.json');

const SHELL = { dir: 'shell', port: 8080, portEnv: 'SHELL_PORT' };

/**
 * Development servers (`npm run dev`, `rspack serve`) listen 1000 above the app's port (shell
 * 9080, dashboard 9081 … account 9084; the backend in watch mode 4000), so they run beside a
 * platform that `npm start` is serving on 8080–8084 and 3000 instead of failing with EADDRINUSE.
 */
const DEV_PORT_OFFSET = 1000;

/** The port an app's server listens on: `<NAME>_PORT` or the default, plus the offset in development. */
function portOf(spec, { dev = false, env = process.env } = {}) {
  return Number(env[spec.portEnv] ?? spec.port) + (dev ? DEV_PORT_OFFSET : 0);
}

/**
 * Shared singletons: one React, one store library, one platform (session store, toasts,
 * navigation), one chart library across the page. react-router is deliberately NOT shared: it lives only in the
 * shell's bundle and remotes reach it through @homewise/platform's re-exports (Link, useNavigate…).
 * Sharing it would ship the whole library (~64 KB gzip) on every page, since a shared module
 * cannot be tree-shaken (README: "Why react-router is not a shared module").
 */
function sharedSingletons() {
  const platformManifest = require('../package.json');
  const reactVersion = require('react/package.json').version;
  return {
    react: { singleton: true, requiredVersion: `^${reactVersion}` },
    'react-dom': { singleton: true, requiredVersion: `^${reactVersion}` },
    zustand: { singleton: true, requiredVersion: '^5.0.0' },
    // The shell↔remote contract (contract/<major.minor>.json): a remote built against any 1.x
    // runs on the shell's 1.y (minor releases only add); a remote of another major is refused
    // (strictVersion) and its pages show the fallback instead of breaking.
    '@homewise/platform': {
      singleton: true,
      version: platformManifest.version,
      requiredVersion: `^${platformManifest.version.split('.')[0]}.0.0`,
      strictVersion: true,
    },
    // The chart component with Highcharts behind it (~90 KB gzip, without its accessibility module; packages/charts/src/highcharts-lite.js): provided by each remote that
    // draws charts, downloaded once per page view by whichever asks first, and only then — the
    // shell and pages without charts never import it, so they neither provide nor load it.
    '@homewise/charts': { singleton: true, requiredVersion: false, version: require('../../charts/package.json').version },
  };
}

/** The `exposes` map of a remote: `./Login` → `./src/exposes/Login.tsx` (one file per page). */
function exposesOf(remoteName) {
  const remote = REMOTES[remoteName];
  if (!remote) throw new Error(`unknown remote "${remoteName}"`);
  return Object.fromEntries(remote.pages.map((page) => [`./${page}`, `./src/exposes/${page}.tsx`]));
}

/**
 * Where each remote's mf-manifest.json is (the shell's `/remotes.json`), from configuration only
 * — never from the request's Host header, which anyone can set (a cache in front would then serve
 * an attacker's remotes to everyone): `<NAME>_REMOTE_URL`, else the host name of APP_URL
 * (default http://localhost) on the remote's port (`<NAME>_PORT`, e.g. DASHBOARD_PORT 8081).
 */
function remoteManifests(env = process.env, { dev = false } = {}) {
  const app = new URL(env.APP_URL || 'http://localhost');
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, remote]) => {
      const explicit = (env[`${name.toUpperCase()}_REMOTE_URL`] ?? '').trim();
      const port = portOf(remote, { dev, env });
      return [name, explicit || `${app.protocol}//${app.hostname}:${port}/mf-manifest.json`];
    }),
  );
}

module.exports = { REMOTES, SHELL, DEV_PORT_OFFSET, portOf, sharedSingletons, exposesOf, remoteManifests };
