// One ESLint configuration for the whole repository (`npm run lint`; a suite of `npm test`).
// Rules that only a type-checker can decide are left to `npm run typecheck`, so linting stays a
// syntax pass and fast. The boundary rules say which part may import which (eslint/boundaries.mjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { boundaryZones } from './scripts/lint/boundaries.mjs';

const FRONTEND = ['shell', 'mfe-account', 'mfe-calculators', 'mfe-dashboard', 'mfe-marketing', 'packages/platform', 'packages/charts'];
const frontendSources = FRONTEND.map((dir) => `${dir}/src/**/*.{ts,tsx}`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      '**/coverage/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/artifacts/**',
      '**/.homewise/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Scripts, servers, build and test configs run on Node.
    files: ['**/*.{js,mjs,cjs}', 'backend/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [...frontendSources, 'infra/white-label-example/src/**/*.{js,jsx}', 'e2e/fixtures/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [...frontendSources, 'e2e/fixtures/**/*.tsx', 'infra/white-label-example/src/**/*.jsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [...frontendSources, 'e2e/fixtures/**/*.tsx', 'infra/white-label-example/src/**/*.jsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table that scrolls on its own is a labelled region with a tab stop, so keyboard users
      // can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // The platform's fields take autoFocus only when a person's Edit click opens them;
      // a raw DOM element with autoFocus is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Dates in one format on every page (issue 18): written with the platform's formatDate,
    // formatMonthYear, formatDateTime or formatTime (packages/platform/src/format/dates.ts).
    files: frontendSources,
    ignores: ['packages/platform/src/format/dates.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString'].map((name) => ({
          selector: `CallExpression[callee.property.name='${name}']`,
          message: 'Write dates with the platform\'s formatDate / formatDateTime / formatTime (one format on every page).',
        })),
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: 'Write dates with the platform\'s formatDate / formatMonthYear / formatDateTime (one format on every page).',
        },
        {
          selector: "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name=/^(dateStyle|timeStyle|year|month|day|hour|minute)$/]",
          message: 'Write dates with the platform\'s formatDate / formatDateTime (one format on every page).',
        },
      ],
    },
  },
  {
    // Functions the browser benches hand to page.evaluate run in the page.
    files: ['e2e/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright fixtures that use no other fixture are written `async ({}, use) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Jest test files and their setup run with jest's globals.
    files: ['**/*.{test,spec}.{ts,tsx,mjs}', '**/*.e2e-spec.ts', '**/test/**/*.{ts,mjs}', '**/build/jest-*.cjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Import rules: a file-level cycle is an error anywhere, and the boundaries between parts.
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: 'tsconfig.json',
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
    },
  },
  {
    // The backend's domain knows nothing of HTTP: services (and what they use) throw DomainError
    // with a code, and the one exception filter maps it to a status and the catalogue's message.
    // Only the HTTP layer — controllers, guards, pipes, the filter, Passport strategies — may
    // use Nest's HTTP exceptions.
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.controller.ts',
      'backend/src/**/*.guard.ts',
      'backend/src/**/*.filter.ts',
      'backend/src/**/*.strategy.ts',
      'backend/src/**/*.spec.ts',
      'backend/src/common/ids.ts',
      'backend/src/common/validation.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['@nestjs/common'],
          importNamePattern: 'Exception$',
          message: 'HTTP exceptions belong to the HTTP layer: throw a DomainError with a code (backend/src/common/errors), which the exception filter maps to HTTP.',
        }],
      }],
    },
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a destructured field left out, a required parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
