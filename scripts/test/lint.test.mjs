// The lint catches what eslint.config.mjs promises: planted imports across the boundaries between
// the parts, an import cycle, a broken rule of hooks, an image without a text alternative. Each
// snippet is linted with the real configuration as if it were a file at the given path.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const eslint = new ESLint({ cwd: ROOT });

async function problems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('boundaries', () => {
  test.each([
    ['a remote importing another remote', 'mfe-account/src/planted.ts', "export { default } from '../../mfe-dashboard/src/exposes/Dashboard';"],
    ['a remote importing another remote by package name', 'mfe-calculators/src/planted.ts', "export { default } from 'mfe-dashboard/src/exposes/Dashboard';"],
    ['a remote importing the shell', 'mfe-dashboard/src/planted.ts', "export * from '../../shell/src/remotes/RemotePage';"],
    ['a remote importing the backend', 'mfe-marketing/src/planted.ts', "export * from '../../backend/src/config/app-config';"],
    ['the shell importing a remote\'s source', 'shell/src/planted.ts', "export { default } from '../../mfe-account/src/exposes/Profile';"],
    ['a package importing an app', 'packages/platform/src/planted.ts', "export * from '../../../shell/src/remotes/RemotePage';"],
    ['the backend importing a frontend package', 'backend/src/planted.ts', "export * from '../../packages/platform/src/index';"],
    ['backend infrastructure importing identity', 'backend/src/config/planted.ts', "export * from '../identity/users/user.entity.js';"],
    ['backend infrastructure importing a feature', 'backend/src/mail/planted.ts', "export * from '../contact/contact.service.js';"],
    ['an identity part importing a later one', 'backend/src/identity/users/planted.ts', "export * from '../auth/auth.service.js';"],
    ['identity importing a feature', 'backend/src/identity/sessions/planted.ts', "export * from '../../mortgage-profiles/mortgage-profiles.service.js';"],
    ["a backend feature importing another feature's internals", 'backend/src/extra-payments/planted.ts', "export * from '../mortgage-profiles/mortgage-profile.entity.js';"],
  ])('%s is an error', async (_name, file, code) => {
    expect(await problems(file, code)).toEqual(['import-x/no-restricted-paths']);
  });

  test("a backend feature importing another feature's module and service, identity and infrastructure is fine", async () => {
    const code = [
      "export * from '../mortgage-profiles/mortgage-profiles.module.js';",
      "export * from '../mortgage-profiles/mortgage-profiles.service.js';",
      "export * from '../identity/users/user.entity.js';",
      "export * from '../common/access.decorators.js';",
    ].join('\n');
    expect(await problems('backend/src/extra-payments/planted.ts', code)).toEqual([]);
  });

  test('a remote importing the shared packages is fine', async () => {
    expect(await problems('mfe-account/src/planted.ts', "export { formatCurrency } from '@homewise/platform';\nexport type { User } from '@homewise/contracts';\n")).toEqual([]);
  });
});

test('an import cycle is an error', async () => {
  // exposes/Profile.tsx re-exports the Profile page; a page importing it back closes a cycle.
  const code = "import Again from '../../exposes/Profile';\nexport const ProfilePage = Again;\n";
  expect(await problems('mfe-account/src/features/profile/ProfilePage.tsx', code)).toContain('import-x/no-cycle');
});

test('an import cycle in the backend is an error', async () => {
  // The module imports its service; the service importing the module back closes a cycle.
  const code = "export { ExtraPaymentsModule } from './extra-payments.module.js';\n";
  expect(await problems('backend/src/extra-payments/extra-payments.service.ts', code)).toContain('import-x/no-cycle');
});

describe('HTTP in the backend', () => {
  test('a service throwing an HTTP exception is an error', async () => {
    const code = "import { NotFoundException } from '@nestjs/common';\nexport const missing = () => new NotFoundException('No such profile.');\n";
    expect(await problems('backend/src/mortgage-profiles/planted.service.ts', code)).toEqual(['no-restricted-imports']);
  });

  test('a controller may use them, and a service the rest of @nestjs/common', async () => {
    const http = "import { NotFoundException } from '@nestjs/common';\nexport const missing = () => new NotFoundException('No such profile.');\n";
    expect(await problems('backend/src/mortgage-profiles/planted.controller.ts', http)).toEqual([]);
    expect(await problems('backend/src/mortgage-profiles/planted.service.ts', "import { Injectable, Logger } from '@nestjs/common';\nexport { Injectable, Logger };\n")).toEqual([]);
  });
});

test('a hook called conditionally is an error', async () => {
  const code = "import { useState } from 'react';\nexport function Page({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
  expect(await problems('mfe-dashboard/src/planted.tsx', code)).toEqual(['react-hooks/rules-of-hooks']);
});

test('an image without a text alternative is an error', async () => {
  expect(await problems('mfe-marketing/src/planted.tsx', 'export const Photo = () => <img src="/a.png" />;\n')).toEqual(['jsx-a11y/alt-text']);
});

// Issue 18: dates in one format on every page — the platform's formatters, never a page's own.
test.each([
  ['toLocaleDateString', "export const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long' });\n"],
  ['Intl.DateTimeFormat', "export const f = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });\n"],
  ['toLocaleString with date parts', "export const t = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium' });\n"],
])('a page writing a date with %s is an error', async (_name, code) => {
  expect(await problems('mfe-calculators/src/planted.ts', code)).toEqual(['no-restricted-syntax']);
});

test('a number written with toLocaleString is fine', async () => {
  expect(await problems('mfe-dashboard/src/planted.ts', "export const count = (n: number) => n.toLocaleString('en-US');\n")).toEqual([]);
});
