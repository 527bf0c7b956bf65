// The jest config every UI workspace extends: TypeScript/TSX through @swc/jest, jsdom, CSS
// stubbed, the time zone and the clock pinned. `@homewise/*` packages are workspace links,
// transformed like our own sources.
const path = require('node:path');

// Pinned for the whole run (jest's workers inherit it), like the finance tests pin theirs: a US
// zone rather than UTC, so a date taken from UTC instead of the user's calendar shows up as a
// failing test (the clock itself is pinned in jest-clock.cjs).
process.env.TZ = 'America/New_York';

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
    // Highcharts' ES modules (@homewise/charts builds its own lean Highcharts from them) are
    // transformed to CommonJS like our sources; the rest of node_modules is not.
    transformIgnorePatterns: ['/node_modules/(?!highcharts/es-modules/)'],
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
    testEnvironmentOptions: { url: 'http://localhost/' },
    ...overrides,
    // A workspace's own setup files come after the pinned clock and the loaded query library, never instead of them.
    setupFilesAfterEnv: [path.join(__dirname, 'jest-clock.cjs'), path.join(__dirname, 'jest-query-library.cjs'), ...(overrides.setupFilesAfterEnv ?? [])],
  };
}

module.exports = { jestConfig };
