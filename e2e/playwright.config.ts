import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';

// `npm test` passes HOMEWISE_TEST_REPORT: the JSON report it counts (scripts/test.mjs).
const report = process.env.HOMEWISE_TEST_REPORT;

export default defineConfig({
  testDir: './tests',
  // The platform (backend, four remotes, shell) is started once, on free ports, for the run.
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores: two browsers at once beside the platform's processes.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  reporter: report ? [['list'], ['json', { outputFile: report }]] : [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
