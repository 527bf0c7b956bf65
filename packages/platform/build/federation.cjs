// The federation contract of ARCHITECTURE.md section 2 in one place: names, ports, exposed
// pages and shared singletons. Read by every app's rspack config (build, dev server) and by
// the tests that check the built manifests.

/** The four remotes: folder, default port (and its env override), the pages each exposes. */
const REMOTES = {
  dashboard: { dir: 'mfe-dashboard', port: 8081, portEnv: 'DASHBOARD_PORT', pages: ['Dashboard', 'Onboarding', 'Clients'] },
  calculators: {
    dir: 'mfe-calculators',
    port: 8082,
    portEnv: 'CALCULATORS_PORT',
    pages: ['CutMyCosts', 'ExtraPayments', 'MyHomeEquity', 'RateManagement'],
  },
  marketing: {
    dir: 'mfe-marketing',
    port: 8083,
    portEnv: 'MARKETING_PORT',
    pages: ['Landing', 'LoanOfficers', 'About', 'HowToUse', 'PrivacyPolicy', 'TermsOfService', 'Contact'],
  },
  account: {
    dir: 'mfe-account',
    port: 8084,
    portEnv: 'ACCOUNT_PORT',
    pages: ['Login', 'Signup', 'ForgotPassword', 'ResetPassword', 'VerifyEmail', 'Profile', 'UserManagement'],
  },
};

const SHELL = { dir: 'shell', port: 8080, portEnv: 'SHELL_PORT' };

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
    // The chart component with Highcharts behind it (~140 KB gzip): provided by each remote that
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
function remoteManifests(env = process.env) {
  const app = new URL(env.APP_URL || 'http://localhost');
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, remote]) => {
      const explicit = (env[`${name.toUpperCase()}_REMOTE_URL`] ?? '').trim();
      const port = env[remote.portEnv] ?? remote.port;
      return [name, explicit || `${app.protocol}//${app.hostname}:${port}/mf-manifest.json`];
    }),
  );
}

module.exports = { REMOTES, SHELL, sharedSingletons, exposesOf, remoteManifests };
