// @ts-check
// `npm test`'s steps in the order they start when several are ready, what each needs, and which
// drive a browser (scripts/test.mjs gives each its command; scripts/test/schedule.mjs runs them,
// two at a time, never two browser steps at once). Plain data, so the schedule's tests replay this
// very order (schedule.test.ts).
//
// Two lanes come of it on two cores. The browser steps, one after another: the story tests from
// the start (they need no build: Vite serves the stories from source), the end-to-end tests once
// the story tests have ended, the package's consumer app, the other engines, the visual review.
// Beside them, the Node steps: the type check, the build (20 s on a quiet machine: done long before
// the story tests end, so the end-to-end tests never wait for it), the other static checks, the
// built server's byte budgets and HTML check, the unit tests, the page server's and the shop API's
// tests. Each browser step runs beside a Node step, never beside another browser step: the story
// tests took 403 s beside the end-to-end tests, 212 s alone. The unit tests (jsdom) are not beside
// the story tests either: they starved each other on two cores; they start once the static checks
// and the built server's checks have ended, beside the end-to-end tests.
//
// Nothing waits for the static checks: none of them reads a dist/ folder the build or the package
// writes (tsconfig.json's exclude, eslint.config.js's ignores, .prettierignore, and knip follows
// .gitignore). Beside another test run on the same two cores the static checks take four times as
// long (lint 262 s): the end-to-end chain waited for them when the build needed them.

/** @type {{ id: string, needs?: string[], browser?: boolean }[]} */
export const ORDER = [
  { id: 'stories', browser: true },
  { id: 'typecheck' },
  { id: 'build' },
  // The browser steps ahead of the Node steps that are ready by then, so that when one browser
  // step ends the next takes the browser lane at once.
  { id: 'e2e', needs: ['build'], browser: true },
  // The design system's package after the end-to-end tests, which wait for nothing but the build.
  { id: 'package', browser: true },
  { id: 'engines', needs: ['build'], browser: true },
  // The review copies the repository: after the package step, so no step rewrites
  // design-system/dist as it does.
  { id: 'visual-review', needs: ['package'], browser: true },
  // The built server's checks right after the build, beside the story tests: beside the
  // end-to-end tests the HTML checker (Java) took 61 s where it takes 15.
  { id: 'bench', needs: ['build'] },
  { id: 'vnu', needs: ['build'] },
  { id: 'lint' },
  { id: 'format' },
  { id: 'knip' },
  { id: 'unit' },
  { id: 'server' },
  { id: 'api' },
];
