// A loan officer's own website that embeds Homewise's branded Landing through Module Federation.
// Everything a host needs is in this one file:
//   1. a ModuleFederationPlugin with the federation runtime PROVIDED to remotes
//      (`experiments.provideExternalRuntime`): Homewise's production remotes are built with
//      `externalRuntime` and use the runtime of the page that loads them;
//   2. react and react-dom shared as singletons, so the Landing renders with the host's React;
//   3. no `remotes` here: src/bootstrap.jsx registers the marketing remote at run time, so
//      the same build can point at any Homewise environment.
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const dir = fileURLToPath(new URL('.', import.meta.url));
const reactVersion = require('react/package.json').version;

export default {
  mode: 'production',
  context: dir,
  entry: { main: './src/index.js' },
  output: {
    path: fileURLToPath(new URL('./dist', import.meta.url)),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    clean: true,
  },
  resolve: { extensions: ['.jsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.jsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'loanOfficerSite',
      shared: {
        react: { singleton: true, requiredVersion: `^${reactVersion}` },
        'react-dom': { singleton: true, requiredVersion: `^${reactVersion}` },
      },
      dts: false,
      manifest: false,
      experiments: { provideExternalRuntime: true },
    }),
    new rspack.HtmlRspackPlugin({ template: './index.html' }),
  ],
  performance: { hints: false },
};
