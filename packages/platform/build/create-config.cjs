// The one rspack + Module Federation config factory of every Homewise app (the shell and the
// four remotes), used by `rspack build`, `rspack serve` and the build tests alike.
//
//   // mfe-account/rspack.config.mjs
//   import { createConfig } from '@homewise/platform/rspack';
//   export default createConfig({ name: 'account', dir: import.meta.dirname });
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { REMOTES, SHELL, portOf, sharedSingletons, exposesOf, remoteManifests } = require('./federation.cjs');
const { BuildStatsPlugin } = require('./build-stats.cjs');
const { PreloadLinksPlugin } = require('./preload-links.cjs');
const { federationRuntimeAsEsm } = require('./federation-runtime-esm.cjs');

const STANDALONE_TEMPLATE = path.join(__dirname, 'standalone.html');

/**
 * @param {{ name: 'shell' | keyof typeof REMOTES, dir: string, runtimePlugins?: string[] }} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
function createConfig(app) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const production = mode === 'production';
    const serving = Boolean(env.RSPACK_SERVE);
    const isHost = app.name === 'shell';
    const spec = isHost ? SHELL : REMOTES[app.name];
    if (!spec) throw new Error(`unknown app "${app.name}"`);
    // Only the dev server listens; production builds are served by infra/ (npm start, images).
    const port = portOf(spec, { dev: true });
    const backendUrl = process.env.BACKEND_URL ?? `http://localhost:${process.env.BACKEND_PORT ?? 3000}`;

    // In production the shell provides the federation runtime and every remote uses it
    // (`externalRuntime`): each remoteEntry then costs ~9 KB gzip instead of ~33 KB. In
    // development a remote keeps its own runtime so it can run on its own page (`npm run dev`).
    // `optimization.target: 'web'` drops the runtime's Node-only script loading; with the runtime
    // built from its ES modules (federation-runtime-esm.cjs) that saves ~7.5 KB gzip in the shell.
    const experiments = {
      ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
      optimization: { target: 'web' },
    };
    const runtimeAsEsm = federationRuntimeAsEsm(rspack);

    const plugins = [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposesOf(app.name), manifest: { fileName: 'mf-manifest.json' } }),
        ...(isHost ? { manifest: false } : {}),
        shared: sharedSingletons(),
        runtimePlugins: app.runtimePlugins ?? [],
        dts: false,
        experiments,
      }),
      runtimeAsEsm.plugin,
    ];
    // The shell always has a page; a remote only in development (its standalone dev page).
    if (isHost || !production) {
      plugins.push(
        new rspack.HtmlRspackPlugin({
          template: isHost ? path.join(app.dir, 'index.html') : STANDALONE_TEMPLATE,
          templateParameters: { title: isHost ? 'Homewise' : `Homewise · ${app.name} (standalone)` },
          // Without this a remote's page would also load its own remoteEntry.js.
          chunks: ['main'],
        }),
      );
    }
    // The shell's page asks for its start's chunks at once (preload-links.cjs says why).
    if (isHost && production) plugins.push(new PreloadLinksPlugin());
    // What each file weighs, for the byte budgets `npm test` checks (scripts/test/byte-budgets.test.mjs).
    if (production) plugins.push(new BuildStatsPlugin());
    if (serving && !production) {
      const { ReactRefreshRspackPlugin } = require('@rspack/plugin-react-refresh');
      plugins.push(new ReactRefreshRspackPlugin());
    }

    return {
      name: app.name,
      mode,
      context: app.dir,
      entry: { main: isHost ? './src/index.ts' : './src/dev/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // A remote's chunks load from wherever its remoteEntry came from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-router's package exports point at its development build (warnings, invariant
        // messages); production builds take the production build it ships beside it.
        ...(production ? { alias: { 'react-router$': reactRouterProduction() } } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: serving && !production } },
              },
              env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          runtimeAsEsm.rule,
        ],
      },
      plugins,
      optimization: { minimize: production },
      // Lazy compilation (on by default in rspack 2's dev server) delays federated chunks until
      // they are requested twice and leaves pages blank; compile everything up front instead.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: backendUrl, changeOrigin: true }],
        client: { overlay: { warnings: false } },
        // The shell's dev server answers /remotes.json like infra/shell-server.mjs does, from
        // configuration: the remotes' dev servers on their dev ports (or <NAME>_REMOTE_URL).
        setupMiddlewares: (middlewares) => {
          if (!isHost) return middlewares;
          middlewares.unshift({
            name: 'homewise-remotes-json',
            path: '/remotes.json',
            middleware: (_request, response) => {
              response.setHeader('Content-Type', 'application/json');
              response.end(JSON.stringify(remoteManifests(process.env, { dev: true })));
            },
          });
          return middlewares;
        },
      },
    };
  };
}

/** react-router's production ES module build (dist/production/index.mjs). */
function reactRouterProduction() {
  const development = require.resolve('react-router', { paths: [__dirname] });
  return path.join(path.dirname(development), '..', 'production', 'index.mjs');
}

module.exports = { createConfig };
