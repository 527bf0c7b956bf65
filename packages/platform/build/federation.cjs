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
    pages: ['Login', 'Signup', 'ForgotPassword', 'ResetPassword', 'Profile', 'UserManagement'],
  },
};

const SHELL = { dir: 'shell', port: 8080, portEnv: 'SHELL_PORT' };

/**
 * Shared singletons: one React, one store library, one platform (session store, toasts,
 * navigation) across the page. react-router is deliberately NOT shared: it lives only in the
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
    '@homewise/platform': { singleton: true, requiredVersion: false, version: platformManifest.version },
  };
}

/** The `exposes` map of a remote: `./Login` → `./src/exposes/Login.tsx` (one file per page). */
function exposesOf(remoteName) {
  const remote = REMOTES[remoteName];
  if (!remote) throw new Error(`unknown remote "${remoteName}"`);
  return Object.fromEntries(remote.pages.map((page) => [`./${page}`, `./src/exposes/${page}.tsx`]));
}

module.exports = { REMOTES, SHELL, sharedSingletons, exposesOf };
