// Compiles a web app's TypeScript module for Node with rspack, for what a build runs or serves
// from the app's own code outside the browser: mfe-marketing's prerendered pages
// (mfe-marketing/prerender.mjs) and the shell's route table for its server (shell/build-route-table.mjs).
// Same TypeScript/JSX settings as the browser build; workspace packages (TypeScript sources) are
// compiled in, installed packages required at run time; stylesheets are left out (as text).
const { rspack } = require('@rspack/core');

/**
 * @param {{ context: string, entry: Record<string, string>, outDir: string }} options
 *   entry: output name → module (relative to context); writes `<outDir>/<name>.cjs` (CommonJS).
 * @returns {Promise<void>}
 */
function compileForNode({ context, entry, outDir }) {
  const compiler = rspack({
    mode: 'production',
    target: 'node',
    context,
    entry,
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
    externals: [({ request }, callback) => (/^[a-z@]/i.test(request) && !request.startsWith('@homewise/') ? callback(null, `commonjs ${request}`) : callback())],
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false },
    devtool: false,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}

module.exports = { compileForNode };
