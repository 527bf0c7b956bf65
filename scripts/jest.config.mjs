// The repository's own checks (scripts/test): that the typecheck and the lint catch what they
// promise to. Run by `npm test` as the `scripts` suite.
export default {
  rootDir: '..',
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/scripts/test/**/*.test.mjs'],
  testTimeout: 240000,
};
