// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import compat from 'eslint-plugin-compat';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Import boundaries (README, "Architecture"). One `no-restricted-imports` entry per folder; a
 * file matched by several entries gets the last one's options, so each entry lists its folder's
 * full set. The patterns are regular expressions over the import source, relative or bare.
 */
const forbid = {
  shopApi: {
    regex: '(^|/)shop-api(/|$)',
    message:
      'Only the composition root (server/) may import shop-api/: the page reaches the shop over HTTP.',
  },
  // Tests, their fixtures and stories may read the demo catalogue's data through its one entry
  // (shop-api/catalogue: plain data, its one home), never the shop's code.
  shopApiButCatalogue: {
    regex: '(^|/)shop-api(?!/catalogue$)(/|$)',
    message:
      'Of shop-api/, tests, fixtures and stories may import only the demo catalogue (shop-api/catalogue).',
  },
  page: { regex: '(^|/)page(/|$)', message: 'This folder may not import from page/.' },
  designSystem: {
    regex: '(^|/)design-system(/|$)',
    message: 'This folder may not import the design system.',
  },
  // Outside its folder the design system is a package (design-system/package.json): its name and
  // the entries its "exports" lists, never a path into its files.
  designSystemFiles: {
    regex: '^(\\.{1,2}/)+design-system(/|$)',
    message:
      'Import the design system as @cairnfield/design-system (or one of its entries: /<Component>, /i18n, /tokens, /formValues, /testing, /styles.css), never by path.',
  },
  // Pure rules may name the values the design system's forms take (design-system/formValues.ts:
  // types and constants, no imports), and nothing else of it.
  designSystemButFormValues: {
    regex: '(^|/)design-system(?!/formValues$)(/|$)',
    message:
      'page/purchase/ holds pure rules: of the design system it may import only design-system/formValues.',
  },
  api: {
    regex: '(^|/)api(/|$)',
    message: 'Only hooks and the server call the API layer (page/api/): take domain types instead.',
  },
  anything: {
    regex: '.',
    message: 'design-system/formValues.ts holds plain types and constants: it imports nothing.',
  },
  // The gift card rules the shop and the page share (shared/giftCards.ts) import nothing.
  anythingShared: {
    regex: '.',
    message: 'shared/ holds the rules the shop and the page share: it imports nothing.',
  },
  shared: {
    regex: '(^|/)shared(/|$)',
    message: 'The design system is a package of its own: it may not import shared/.',
  },
  // One library per job in page/ (README, "Architecture"): valibot for schemas, `cookie` for
  // cookies.
  secondLibrary: {
    regex: '^(zod|yup|joi|superstruct|hono/cookie|js-cookie|tough-cookie)(/|$)',
    message: 'page/ has one schema library (valibot) and one cookie library (cookie): use those.',
  },
  react: {
    regex: '^(react|react-dom)(/|$)',
    message: 'page/purchase/ holds pure rules: no React.',
  },
};
/** The page's tests and the fixtures and fakes they share. */
const PAGE_TESTS = ['page/**/*.test.{ts,tsx}', 'page/test/**/*.{ts,tsx}'];
const boundary = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '**/dist',
      'storybook-static',
      '.data',
      '.tmp',
      'test-results',
      'playwright-report',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The consumer apps import the design system as its packed tarball installs it; their types are
  // checked by tsc against that tarball (npm run test:package), where the package exists.
  {
    files: ['scripts/consumer-app/**/*.{ts,tsx}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The rules of hooks and the React Compiler's checks, where React code is: the shop API, the
  // servers, the tests' drivers and the scripts hold none (the React Compiler's analysis of their
  // functions was several seconds of every lint for nothing).
  {
    ...reactHooks.configs.flat.recommended,
    files: [
      'design-system/**/*.{ts,tsx}',
      'page/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'scripts/consumer-app/**/*.{ts,tsx,mjs}',
      'scripts/bench/floor/**/*.mjs',
    ],
  },
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  // Web APIs the supported browsers (package.json "browserslist", README "Supported browsers")
  // lack, in code that runs in a browser. Tests, stories' tooling and server code run elsewhere.
  {
    ...compat.configs['flat/recommended'],
    files: ['design-system/**/*.{ts,tsx}', 'page/**/*.{ts,tsx}'],
    ignores: ['page/server/**', '**/*.test.{ts,tsx}', 'page/test/**'],
  },
  boundary(['design-system/**/*.{ts,tsx}'], [forbid.page, forbid.shopApi, forbid.shared]),
  // The one design-system module pure rules may import stays dependency-free.
  boundary(['design-system/formValues.ts'], [forbid.anything]),
  // So do the gift card rules the shop and the page share (their test imports vitest).
  boundary(['shared/**/*.ts'], [forbid.anythingShared], ['shared/**/*.test.ts']),
  boundary(
    ['page/**/*.{ts,tsx}'],
    [forbid.shopApi, forbid.secondLibrary, forbid.designSystemFiles],
    PAGE_TESTS,
  ),
  boundary(PAGE_TESTS, [
    forbid.shopApiButCatalogue,
    forbid.secondLibrary,
    forbid.designSystemFiles,
  ]),
  boundary(
    ['stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    [forbid.shopApiButCatalogue, forbid.designSystemFiles],
  ),
  boundary(
    ['page/sections/**/*.{ts,tsx}'],
    [forbid.shopApi, forbid.api, forbid.secondLibrary, forbid.designSystemFiles],
  ),
  boundary(
    ['page/purchase/**/*.{ts,tsx}'],
    [
      forbid.shopApi,
      forbid.api,
      forbid.react,
      forbid.designSystemButFormValues,
      forbid.secondLibrary,
      forbid.designSystemFiles,
    ],
    // Tests may build their fixtures through the API layer's reshape.
    ['**/*.test.{ts,tsx}'],
  ),
  boundary(['shop-api/**/*.ts'], [forbid.page, forbid.designSystem]),
  // Logs, metrics and traces serve both servers and know neither (docs/operations.md).
  boundary(['telemetry/**/*.ts'], [forbid.page, forbid.shopApi, forbid.designSystem]),
  // page/config/ composes every feature's configuration block, so it sits above them: a feature
  // may name its types (PublicConfig) but never run it. The server, the entries and the routes,
  // which read the composed configuration, sit above it.
  {
    files: ['page/**/*.{ts,tsx}'],
    ignores: [
      'page/config/**',
      'page/server/**',
      'page/client/**',
      'page/routes/**',
      ...PAGE_TESTS,
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+config$',
              allowTypeImports: true,
              message:
                "page/config/ composes the features' blocks: import its types only (import type), or your own block (./config).",
            },
          ],
        },
      ],
    },
  },
  // No import cycles in the code that runs (type-only imports do not count: they leave no edge
  // at run time). import-x resolves the TypeScript sources as the bundler does.
  {
    files: [
      'page/**/*.{ts,tsx}',
      'design-system/**/*.{ts,tsx}',
      'shop-api/**/*.ts',
      'server/**/*.ts',
      'shared/**/*.ts',
      'telemetry/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['@cairnfield/source', 'import', 'module', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A source file a newcomer can read whole: at most 400 lines (tests and fixtures may be longer).
  {
    files: ['page/**/*.{ts,tsx}', 'shop-api/**/*.ts', 'telemetry/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.stories.tsx'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'stories/**/*.tsx'],
    rules: {
      // Testing Library and Playwright matchers are typed loosely; `expect(x).toBe…` is fine.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The test projects share one module cache per worker (vite.config.ts, isolate: false): a
    // module reloaded by one file is a second copy under the next (docs/testing.md).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'resetModules',
          message:
            'The module cache is shared by the files that run next: give the state a factory and test a fresh one.',
        },
      ],
    },
  },
);
