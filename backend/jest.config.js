// Jest in ESM mode (NestJS 12 is ESM-only): @swc/jest compiles TypeScript with decorator
// metadata, and `.js` in relative imports maps back to the `.ts` source.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
    '/node_modules/content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  // @fastify/static (Swagger UI assets) require()s content-disposition, which ships ESM only;
  // Node 20 loads that natively but jest's CJS loader cannot, so compile it to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // Each API test file boots the app on its own fresh database; two workers keep the 2-core
  // machine busy without PGlite instances starving each other.
  maxWorkers: 2,
  // Generous: booting an app (fresh database + migrations) on a busy 2-core machine can take a while.
  testTimeout: 120000,
};
