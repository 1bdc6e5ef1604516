// @ts-check
// `npm test`'s steps in the order they start when several are ready, what each needs, and which
// drive a browser (scripts/test.mjs gives each its command; scripts/test/schedule.mjs runs them,
// two at a time, never two browser steps at once). Plain data, so the schedule's tests replay this
// very order (schedule.test.ts).
//
// Two lanes come of it on two cores. The browser steps, one after another: the story tests from
// the start (they need no build: Vite serves the stories from source), the package's consumer app
// once the static checks have ended, the end-to-end tests, the other engines, the visual review.
// Beside them, the Node steps: the static checks, the build (which the end-to-end tests wait for),
// the built server's byte budgets and HTML check, the unit tests, the page server's and the shop
// API's tests. Each browser step runs beside a Node step, never beside another browser step: the
// story tests took 403 s beside the end-to-end tests, 212 s alone. The unit tests (jsdom) are not
// beside the story tests either: they starved each other on two cores; they start once the build
// and the built server's checks have ended, beside the end-to-end tests.

const STATIC = ['typecheck', 'lint', 'format', 'knip'];

/** @type {{ id: string, needs?: string[], browser?: boolean }[]} */
export const ORDER = [
  { id: 'stories', browser: true },
  { id: 'typecheck' },
  { id: 'lint' },
  { id: 'format' },
  { id: 'knip' },
  // The build and the package write dist/ folders the static checks would otherwise see come and go.
  { id: 'build', needs: STATIC },
  { id: 'package', needs: STATIC, browser: true },
  { id: 'e2e', needs: ['build'], browser: true },
  // Listed before the Node steps that are ready by then: when the end-to-end tests end, the other
  // engines and the visual review take the browser lane at once.
  { id: 'engines', needs: ['build'], browser: true },
  // The review copies the repository: after the package step, so no step rewrites
  // design-system/dist as it does.
  { id: 'visual-review', needs: ['package'], browser: true },
  // The built server's checks first (25 s together): the unit tests start the later, so not beside
  // story tests that run past the build.
  { id: 'bench', needs: ['build'] },
  { id: 'vnu', needs: ['build'] },
  { id: 'unit' },
  { id: 'server' },
  { id: 'api' },
];
