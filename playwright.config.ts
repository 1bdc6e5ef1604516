import { defineConfig, devices } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from './e2e/previewLink';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// The page server's log (its standard output), kept for the run: after a failed test, the
// reporter prints its warnings and errors from while that test ran (scripts/test/serverLog.ts).
const serverLog = `.tmp/test-logs/e2e-server-${port}.log`;
process.env.E2E_SERVER_LOG = serverLog;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

/**
 * End-to-end tests in Debian's Chromium against the built server (`npm run build` first; `npm
 * test` does it). The server runs with a throwaway shop database under .data/e2e-*, wiped at start.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Three files at a time: much of an end-to-end test is waiting (timers, a slow shop, a reload);
  // the whole run keeps about half of one core busy. Three workers finished in 262-264 s where two
  // took 302 s, all green, on a 2-core machine at load averages up to 20 (docs/testing.md, "Times").
  // Each file still runs its tests in order, and a file that needs its own page server starts one
  // of its own.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // A limit that catches a hang, not a time budget (budgets live in `npm run bench`): at a load
  // average of 19 (the unit step beside, two cores) an axe check of the filled-in eGift preview
  // took over 30 s, and its neighbours 29 s. Each wait inside a test keeps its own limit (expect).
  timeout: 90_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json'], ['./scripts/test/serverLogReporter.ts']],
  globalSetup: './e2e/globalSetup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'phone',
      // Only the tests tagged '@phone': those where a phone's width, touch and density change what
      // they test. Axe with target sizes at that width (each product page, and each state whose
      // layout is the phone's own: the purchase panel and the eGift form with every error shown,
      // the back-in-stock, store picker and quick view dialogs, the cart drawer); one walk through
      // each dialog, sheet and page that fills a phone's screen (the store picker with and without
      // JavaScript, the quick view, both wallets' sheets and same-day windows, the cart page with
      // and without JavaScript and paid from its sheet, one standard and one eGift purchase, back
      // in stock); the smoke walk. The rest run once, at desktop size: the server, the shop
      // behind the page, the rules (limits, messages, errors, time zones, retries, faults) and the
      // flows whose every step is the same at any width (docs/testing.md, "Phone and desktop").
      grep: /@phone/,
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // A fresh shop database for every run, so no test depends on an earlier run's carts.
    command: `rm -rf .data/e2e-${port} && mkdir -p .tmp/test-logs && node dist/server/main.js > ${serverLog}`,
    // Ready once /readyz answers 200: the server listens while the embedded shop opens its
    // database, and until then the shop's requests answer 503 (a product page's "The shop
    // answered with an error"); its home page answers 200 sooner, so it is no sign the run may
    // start (a run's first test once failed on it, beside another test run).
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // SIGTERM to the process group, so the server stops as in production: the cluster's workers
    // finish, then the primary closes the shop's database (without this, Playwright SIGKILLs).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // The server opens the embedded shop's database and runs its migrations before it listens:
    // about 3 s on a quiet machine, over a minute beside another test run on two cores.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_API_DATA_DIR: `.data/e2e-${port}`,
      NODE_ENV: 'production',
      // Every test is a new shopper, all from 127.0.0.1: a few hundred new carts in one run, where
      // the shop allows 60 per address and 10 minutes (its own tests cover that limit). Whether a
      // run crossed a window boundary decided if its last wallet test got a 429.
      SHOP_API_CART_RATE_LIMIT: '100000/600',
      // Signs the preview links the preview test opens (shop-api/services/previewToken.ts).
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
    },
    stdout: 'ignore', // written to serverLog by the command
    stderr: 'pipe',
  },
});
