import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { pageChunks } from './scripts/vite/pageChunks.ts';
import { retryDynamicImports } from './scripts/vite/retryDynamicImports.ts';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { designSystemSources } from './scripts/design-system-source.mjs';
import { resolveDiffPath, STORY_PROJECT } from './scripts/visual/paths.mjs';
import { themeNames } from './.storybook/storyThemes.ts';
import { unitTestFiles } from './scripts/vitest/environments.ts';
import { namedProjects } from './scripts/vitest/projectFilter.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** The page server's own tests (server/): the 'server' project, not 'unit-node'. */
const isServerTest = (file: string) => file.startsWith('server/');
/** The unit tests (the page, the design system, the server), by the environment each needs. */
const unitFiles = unitTestFiles(dirname, [
  'design-system',
  'page',
  'shared',
  'server',
  'telemetry',
  // The journeys' in-page helpers' rules (the journeys themselves are the 'engines' project).
  'engines/inPage',
]);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The design system is a workspace package (@cairnfield/design-system). Inside this repository
 * each entry of its "exports" map resolves to its TypeScript (scripts/design-system-source.mjs),
 * so the page, the stories and the tests compile it with the rest (one stylesheet, one bundle); a
 * shop that installs the package gets its build (dist/), and the package names nothing else.
 * Aliases rather than a resolve condition: they hold in every Vite environment, including the
 * server-side one vanilla-extract's compiler evaluates the page's `.css.ts` files in.
 * tsconfig.json's "paths" give TypeScript the same view (checked by
 * scripts/design-system-source.test.ts).
 */
function designSystemSource(): { find: RegExp; replacement: string }[] {
  return designSystemSources().map(([specifier, source]) => ({
    find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    replacement: source,
  }));
}

/** Client build only (the server bundle is never sent over the wire). */
const clientBuildOnly = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild;

/**
 * Writes dist/client/.vite/modules.json: for every chunk, its rendered size per source module. The
 * bench reads it next to the manifest to show what the initial chunk is made of.
 */
function moduleSizes(): Plugin {
  return {
    name: 'cairnfield:module-sizes',
    apply: clientBuildOnly,
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0) {
            modules[path.relative(dirname, id.replace(/^\0/, '')).split(path.sep).join('/')] =
              info.renderedLength;
          }
        }
        chunks[output.fileName] = modules;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}

/** The page's browser entry (the build's input; the server reads it from the manifest). */
const PAGE_ENTRY = 'page/client/main.tsx';

/**
 * Whether the build running is the page's client build (its input is the page's entry): not the
 * server bundle (two entries of its own), nor a Storybook build. The plugins below that shape the
 * page's chunks apply only to it.
 */
function pageClientBuild(): { detect: Plugin; isPageBuild: () => boolean } {
  let pageBuild = false;
  return {
    isPageBuild: () => pageBuild,
    detect: {
      name: 'cairnfield:detect-page-build',
      apply: clientBuildOnly,
      options(options) {
        const input = options.input;
        const inputs =
          typeof input === 'string'
            ? [input]
            : Array.isArray(input)
              ? input
              : Object.values(input ?? {});
        pageBuild = inputs.length === 1 && inputs[0]!.replaceAll('\\', '/').endsWith(PAGE_ENTRY);
        return null;
      },
    },
  };
}

const pageBuild = pageClientBuild();

/**
 * The story tests (.storybook/): every story rendered and played once, in the first theme of
 * .storybook/storyThemes.ts, then looked at in every theme in place (.storybook/vitest.visual.ts):
 * axe in each, colour contrast included, and a comparison with its baseline in each of
 * `screenshotThemes` (brand and high contrast). One project, one Chromium, one module graph: what a
 * play function proves does not change with the theme.
 */
function storybookProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    test: {
      name: STORY_PROJECT,
      env: { VITE_STORY_THEME: themeNames[0] },
      // Every story file in one page, its modules loaded once (isolate: false): what a story adds
      // to the document or the window is taken away after it (.storybook/vitest.cleanup.ts).
      isolate: false,
      setupFiles: ['./.storybook/vitest.cleanup.ts', './.storybook/vitest.visual.ts'],
      // The hook after each story looks at it in every theme: axe in four, two screenshots, each
      // a second or less on a quiet machine, several beside another test run on two cores.
      hookTimeout: 120_000,
      // A story renders, plays and is compared in a second or two on a quiet machine; the first
      // story of a file (its module graph compiled on demand) took over 15 s beside another test
      // run on two cores.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        // Chromium starts and loads the story runner within a few seconds when the machine is
        // quiet; beside another test run on two cores it took over the default minute.
        connectTimeout: 180_000,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
          // A window larger than the story viewport, so the iframe is never scaled down.
          contextOptions: {
            reducedMotion: 'reduce',
            deviceScaleFactor: 1,
            viewport: { width: 1280, height: 1800 },
          },
        }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
            // A changed or new story's screenshot and diff, where the visual review reads them
            // (scripts/visual/paths.mjs; docs/visual-review.md).
            resolveDiffPath,
          },
        },
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    moduleSizes(),
    pageBuild.detect,
    pageChunks(pageBuild.isPageBuild, clientBuildOnly),
    // "Try again" after a failed chunk asks for a URL the browser has not cached as failed.
    retryDynamicImports(pageBuild.isPageBuild),
    // Brotli and gzip twins of every client asset, written at build time; the page server picks
    // one by the request's Accept-Encoding (serveStatic's `precompressed`).
    {
      ...compression({
        algorithms: ['brotliCompress', 'gzip'],
        exclude: [/\.vite\//],
        logLevel: 'silent',
      }),
      apply: clientBuildOnly,
    },
  ],
  resolve: { alias: designSystemSource() },
  build: {
    // The supported browsers (package.json "browserslist"): syntax newer than they all read is
    // lowered, nothing older is (chrome150, firefox140, safari26, ios26 today).
    target: browserslistToEsbuild(),
    manifest: true,
    // Terser rather than Vite's default (Oxc): on the same code its output compresses smaller, 1.0 KB
    // of brotli over what an eGift page fetches (0.8 KB before it hydrates), for a few seconds
    // more build. Two compress passes; the rest is terser's safe defaults (no unsafe options, no
    // property mangling).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, safari10: false },
    // Every browser the page supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole page (about 5 KB compressed), inlined into every document by
    // the page server: no request blocks the first paint, and no lazy chunk loads CSS of its own.
    cssCodeSplit: false,
    rollupOptions: { input: PAGE_ENTRY },
  },
  optimizeDeps: {
    // Every runtime dependency a story imports: one first met mid-run makes Vite re-optimise and
    // reload the browser tests (toolchain.md, "Vite dependency re-optimisation").
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
      '@radix-ui/react-accordion',
      '@radix-ui/react-dialog',
      '@radix-ui/react-toast',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/css/functionSerializer',
      'dompurify',
      'zod',
      'zod/mini',
      'cookie',
      'storybook/test',
      // The toast story's screen reader (stories/design-system/Toast.stories.tsx).
      '@guidepup/virtual-screen-reader',
    ],
  },
  ssr: {
    external: ['@electric-sql/pglite', 'pg', 'jsdom', 'dompurify'],
    noExternal: ['@cairnfield/design-system'],
  },
  test: {
    // Vitest reads how long to wait for a browser session from the root configuration, not from
    // the browser projects' own (see storybookProject): the same 180 s here.
    browser: { connectTimeout: 180_000 },
    // Only the projects the run names (scripts/vitest/projectFilter.ts): the others' set-up is
    // seconds of every run's start, the story project's the most (it indexes every story).
    projects: namedProjects(
      process.argv,
      [
        {
          // Components, hooks and the page's browser-side modules, in jsdom (scripts/vitest/
          // environments.ts sorts the files). One jsdom and one module cache per worker, built once
          // for all its files (isolate: false): a file that leaves anything behind fails
          // (scripts/vitest/leakCheck.ts).
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            isolate: false,
            // captureTranscripts: what the screen-reader tests heard, for the visual review.
            setupFiles: [
              './scripts/vitest/leakCheck.ts',
              './vitest.setup.ts',
              './scripts/visual/captureTranscripts.ts',
            ],
            // jsdom component tests (render, typing, axe) take 0.3-2 s on an idle core, and the
            // product page's eGift form tests (typing every field of a page) 3-4 s; beside a second
            // whole test run on two cores those took over 15 s. A limit that catches a hang, not a
            // time budget (those are the bench's).
            testTimeout: 60_000,
            hookTimeout: 60_000,
            include: unitFiles.jsdom,
            css: true,
          },
        },
        {
          // Pure rules, the page server and the composition root: Node, no DOM to build.
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            isolate: false,
            setupFiles: ['./scripts/vitest/leakCheck.ts', './scripts/vitest/nodeSetup.ts'],
            testTimeout: 15_000,
            hookTimeout: 30_000,
            include: unitFiles.node.filter((file) => !isServerTest(file)),
            css: true,
          },
        },
        {
          // The page server as it runs: real HTTP servers, the built server, its cluster (seconds
          // a file). Node, as unit-node; its own project so `npm test` runs it as a step of its own
          // beside the others (scripts/test.mjs).
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            isolate: false,
            // Two files at a time: much of a file is waiting on a server's clock (back-off, 408s,
            // draining) or its start. Alone on two cores: 89 s with two where one took 124 s, the
            // processes busy about one core on average. Its own group (after the other projects of
            // a run that names several), as Vitest runs a group's files with one worker count.
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
            // One migrated, seeded shop database for the run, copied by each real shop
            // (server/test/globalSetup.ts).
            globalSetup: ['./server/test/globalSetup.ts'],
            setupFiles: ['./scripts/vitest/leakCheck.ts', './scripts/vitest/nodeSetup.ts'],
            testTimeout: 15_000,
            hookTimeout: 30_000,
            include: unitFiles.node.filter(isServerTest),
            css: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            include: ['shop-api/**/*.test.ts'],
            globalSetup: ['./shop-api/test/globalSetup.ts'],
            // One worker and one module cache for all its files, as the unit projects: the shop's
            // modules are imported once, not again for each of its files. A file that leaves
            // anything behind fails (scripts/vitest/leakCheck.ts).
            isolate: false,
            setupFiles: ['./scripts/vitest/leakCheck.ts', './scripts/vitest/nodeSetup.ts'],
            // Every answer of the API tests is held to the route's OpenAPI description
            // (shop-api/openapi/describe.ts): a status or body it does not declare fails the test.
            env: { SHOP_API_CHECK_ANSWERS: '1' },
            testTimeout: 30_000,
            // A file's PGlite database (WebAssembly) takes a few seconds to create on a quiet machine
            // and over a minute beside another test run on two cores.
            hookTimeout: 180_000,
            // One PGlite or PostgreSQL database per file (files share the throwaway PostgreSQL
            // server, each with a database of its own), two files at a time: a file is mostly one
            // process's queries, so one at a time kept one core busy: alone on two cores, 96 s one
            // at a time against 50 s two at a time, and as the last step of `npm test` the other
            // core sat idle. Its own group, as the page server's (Vitest runs a group's files with
            // one worker count).
            maxWorkers: 2,
            sequence: { groupOrder: 2 },
          },
        },
        {
          // The accessibility audit's own regression test (Chromium over fixture pages), and the
          // scripts' own tests (the visual review's model, files and server).
          extends: true,
          test: {
            name: 'scripts',
            environment: 'node',
            include: ['scripts/**/*.test.ts'],
            exclude: ['scripts/**/*.e2e.test.ts'],
            testTimeout: 90_000,
            hookTimeout: 90_000,
          },
        },
        {
          // The visual review end to end (scripts/visual/review.e2e.test.ts): a token changed in a
          // scratch copy of the repository, `npm run visual` on a few stories there, one change
          // accepted from the report in Chromium. Minutes, not seconds: its own step of `npm test`,
          // after the story tests, never beside another browser run.
          extends: true,
          test: {
            name: 'visual-review',
            environment: 'node',
            include: ['scripts/**/*.e2e.test.ts'],
            testTimeout: 20 * 60_000,
            hookTimeout: 5 * 60_000,
          },
        },
        {
          // The shopper's journeys in Chromium, Firefox ESR and WebKitGTK against the built server
          // (engines/; README "Cross-engine journeys"). One file per engine, one engine at a time:
          // three browsers at once starve two cores.
          extends: true,
          test: {
            name: 'engines',
            environment: 'node',
            include: ['engines/*.test.ts'],
            globalSetup: ['./engines/globalSetup.ts'],
            fileParallelism: false,
            // A limit that catches a hang, not a time budget: a journey of two product pages in
            // WebKitGTK took over 60 s beside a second whole test run (load average 12-27), each
            // of its own waits within their limits.
            testTimeout: 120_000,
            hookTimeout: 240_000,
            // A journey's own waits (engines/shopper.ts) allow 10 s; its assertions that wait, too.
            expect: { poll: { timeout: 10_000, interval: 50 } },
          },
        },
      ],
      { [STORY_PROJECT]: storybookProject },
    ),
  },
});
