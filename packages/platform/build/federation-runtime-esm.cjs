// The federation runtime as ES modules, so the bundler can tree-shake and scope-hoist it.
//
// rspack's ModuleFederationPlugin finds the runtime with Node's `require.resolve`, which picks
// each package's CommonJS build (`dist/*.cjs`): every file then ships whole, node-only code
// included (`experiments.optimization.target: 'web'` cannot drop a module that is `require`d).
// Each of these packages also ships the same code as ES modules next to it (`dist/*.js`, or
// `.mjs` for error-codes); this plugin swaps each `.cjs` for that twin. Measured on the
// production build (issue 22): the shell's federation runtime 36.5 -> 29.0 KB gzip with
// `target: 'web'`, each remote's remoteEntry.js 16.8 -> 9.2 KB.
const fs = require('node:fs');

const RUNTIME_CJS = /[\\/]node_modules[\\/]@module-federation[\\/](?:runtime|runtime-core|runtime-tools|webpack-bundler-runtime|sdk|error-codes|inject-external-runtime-core-plugin)[\\/]dist[\\/].*\.cjs$/;

/** The ES module twin of a runtime `.cjs` file, or null when the package has none. */
function esmTwinOf(file) {
  for (const extension of ['.js', '.mjs']) {
    const twin = file.replace(/\.cjs$/, extension);
    if (fs.existsSync(twin)) return twin;
  }
  return null;
}

/** The plugin, and the module rule that lets a swapped file (resolved as `.cjs`) parse as ESM. */
function federationRuntimeAsEsm(rspack) {
  const plugin = new rspack.NormalModuleReplacementPlugin(RUNTIME_CJS, (resolved) => {
    // Before resolving: an absolute request (the bundler runtime's entry); after: a resolved file.
    if (typeof resolved.request === 'string' && RUNTIME_CJS.test(resolved.request)) resolved.request = esmTwinOf(resolved.request) ?? resolved.request;
    const data = resolved.createData;
    if (data && typeof data.resource === 'string' && RUNTIME_CJS.test(data.resource)) data.resource = esmTwinOf(data.resource) ?? data.resource;
  });
  const rule = { test: RUNTIME_CJS, type: 'javascript/auto' };
  return { plugin, rule };
}

module.exports = { federationRuntimeAsEsm, RUNTIME_CJS };
