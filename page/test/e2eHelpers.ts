/**
 * Helpers for the page's end-to-end tests (e2e/page-*.spec.ts): console-error capture, hydration
 * wait, horizontal-overflow check, and a second production page server pointed at a fake shop.
 * Node and Playwright only (no Vite): Playwright loads this file directly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type Request } from '@playwright/test';
import type AxeCore from 'axe-core';
import { formatTotalLimit, GIFT_CARD_LIMITS } from '../../shared/giftCards';

const { minAmount, maxAmount, totalMaxAmount } = GIFT_CARD_LIMITS;

/** The gift card limits as the end-to-end tests meet them (shared/giftCards.ts), with spec 5's and 8's texts. */
export const LIMITS = {
  maxAmount,
  /** A custom amount one dollar above the most a card holds. */
  overMaxAmount: String(maxAmount + 1),
  amountRangeMessage: `Gift card amount should be between $${minAmount} and $${maxAmount}`,
  /** Cards at the most a card holds whose total passes the order's limit. */
  overTotalQuantity: Math.floor(totalMaxAmount / maxAmount) + 1,
  /** The start of spec 8's refusal of such an order. */
  overTotalText: `Gift card orders over ${formatTotalLimit(totalMaxAmount)}`,
};

/** Console errors and page errors, minus the browser's own line for an error status document. */
export function captureErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium logs the main document's own 4xx/5xx status; that is the page under test, not a fault.
    if (
      /^Failed to load resource: the server responded with a status of (404|500|502|504)/.test(text)
    ) {
      return;
    }
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
}

/**
 * Scrolls down as a shopper does, with the wheel (whatever has focus), until `check` passes: the
 * product strips below the details area load only as they come near, and the parts that load on
 * the way (the details area) make the page taller meanwhile, so one scroll may fall short.
 */
export async function scrollDownUntil(page: Page, check: () => Promise<unknown>): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    await check();
  }).toPass({ intervals: [250, 500, 1000], timeout: 30_000 });
}

/** Width the document would scroll horizontally by (0 = no horizontal scrolling). */
/** Every add to cart (POST /api/cart/sku) the page sends from now on, as it sends them. */
export function collectAdds(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart/sku') requests.push(r);
  });
  return requests;
}

export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

export interface SpawnedPageServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * How long a spawned page server may take to listen: it opens its shop database and runs the
 * migrations first, about 3 s on a quiet machine and over a minute beside another test run on two
 * cores (the same bound as playwright.config.ts's webServer). A hook that spawns one gives itself
 * this much and a little more (`test.setTimeout(SPAWN_HOOK_TIMEOUT_MS)`).
 */
export const PAGE_SERVER_START_MS = 180_000;
export const SPAWN_HOOK_TIMEOUT_MS = PAGE_SERVER_START_MS + 30_000;

/**
 * Starts the built production server (`node dist/server/main.js`) on a free port with the given
 * environment (e.g. SHOP_API_ORIGIN of a fake shop) and resolves once it prints its address.
 */
export function spawnPageServer(env: Record<string, string>): Promise<SpawnedPageServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        // Many test shoppers from one address (see playwright.config.ts).
        SHOP_API_CART_RATE_LIMIT: '100000/600',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(
        new Error(`page server did not start in ${PAGE_SERVER_START_MS / 1000} s:\n${output}`),
      );
    }, PAGE_SERVER_START_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Cairnfield Outfitters gift cards: (http:\/\/[^\s/]+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          origin: match[1],
          process: child,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`page server exited (${code}) before listening:\n${output}`));
    });
  });
}

/**
 * The added-to-cart toast itself, in the notifications region (its announcement is the toasts'
 * polite status region; `toastAnnouncement` below).
 */
export const addedToast = (page: Page) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Added to cart' });

/** What a screen reader is given to read for the added-to-cart toast: the toasts' status region. */
export const toastAnnouncement = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Notification Added to cart/ });

/**
 * Holds the page's main script until the returned `release` is called: the shopper meets the
 * server-rendered page and types into it before it hydrates.
 */
export async function holdPageScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The eGift form's Sender and Recipient 1 groups. */
export function egiftGroups(page: Page) {
  return {
    sender: page.getByRole('group', { name: 'Sender' }),
    recipient: page.getByRole('group', { name: 'Recipient 1' }),
  };
}

/**
 * Types a complete eGift: Sam Lee (sam@example.com) to Ana Diaz (ana@example.com). With
 * `recipientLastName: false` the last field is left for the test to type.
 */
export async function fillEgiftForm(page: Page, { recipientLastName = true } = {}) {
  const { sender, recipient } = egiftGroups(page);
  await sender.getByRole('textbox', { name: /Email/ }).fill('sam@example.com');
  await sender.getByRole('textbox', { name: /First Name/ }).fill('Sam');
  await sender.getByRole('textbox', { name: /Last Name/ }).fill('Lee');
  await recipient.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
  await recipient.getByRole('textbox', { name: /First Name/ }).fill('Ana');
  if (recipientLastName) await recipient.getByRole('textbox', { name: /Last Name/ }).fill('Diaz');
  return { sender, recipient };
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.2 AA tags (target-size among them) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations on the page as `rule: help (targets)`, once every finite animation has
 * ended: a dialog still fading in has text at part opacity, which axe reads as low contrast. The
 * page's CSP refuses an injected script: callers run with `bypassCSP`.
 */
export async function axeViolations(page: Page, tags: string[] = AXE_TAGS): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Once per document: the page's later states are checked with the same copy of axe.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axeSource });
  }
  return page.evaluate(async (runTags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runTags } });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, tags);
}

/**
 * Keeps the first `<h1>` the HTML parser adds (the server's) so that keptServerHeading can tell,
 * after hydration, whether it is still the one on the page: a page (or part) that React rendered
 * afresh instead of hydrating in place replaces it, a flash. Call before page.goto.
 */
export async function watchServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as { __serverHeading?: Element | null };
    w.__serverHeading = null;
    const observer = new MutationObserver(() => {
      w.__serverHeading = document.querySelector('h1');
      if (w.__serverHeading) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** True when the page's `<h1>` is still the element the server sent (see watchServerHeading). */
export function keptServerHeading(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const server = (window as { __serverHeading?: Element | null }).__serverHeading;
    return server != null && server === document.querySelector('h1') && server.isConnected;
  });
}

/**
 * 'Sat, Dec 12, 2026' for a 'YYYY-MM-DD' date: how the cart and confirmation pages write a send
 * date, spelled out here independently of the page's own formatter.
 */
export function shownDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}
