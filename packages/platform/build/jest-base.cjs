// The jest config every UI workspace extends: TypeScript/TSX through @swc/jest, jsdom, CSS
// stubbed. `@homewise/*` packages are workspace links, transformed like our own sources.
const path = require('node:path');

/** @param {string} rootDir the workspace folder @returns {import('jest').Config} */
function jestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.[jt]s?(x)'],
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
    testEnvironmentOptions: { url: 'http://localhost/' },
    ...overrides,
  };
}

module.exports = { jestConfig };
