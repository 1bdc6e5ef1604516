/**
 * The shopper: what a journey drives a page through, the same in every engine. It finds things as
 * a user would (role and accessible name, label, visible text), acts through the driver's real
 * input (click, keyboard), reads what is shown, and waits for it. One adapter per driver
 * implements it (./drivers/): Puppeteer for Chromium (CDP) and Firefox (WebDriver BiDi),
 * selenium-webdriver for WebKitGTK (classic WebDriver).
 *
 * Every query runs inside the page through Testing Library (./inPage/shopperQueries.ts) and waits
 * until exactly one element matches (FIND_TIMEOUT_MS at most). Reading or acting on a query finds
 * it again each time, so a re-rendered element is never stale; a Found (from `find`) pins one
 * element, for `within` or for checking where focus is.
 */
import type { TextMatch } from './query';

/** Generous for a loaded 2-core machine; a missing element still fails in bounded time. */
export const FIND_TIMEOUT_MS = 10_000;

export interface Query {
  /** An ARIA role ('button', 'radio', 'dialog', …), with `name` its accessible name. */
  role?: string;
  name?: TextMatch;
  /** For checkable roles: only checked (or unchecked) ones. */
  checked?: boolean;
  /** A form field by its label's text. */
  label?: TextMatch;
  /** An element by its own visible text. */
  text?: TextMatch;
  /** Keeps only matches whose text contains this (a string) or matches it (a RegExp). */
  hasText?: TextMatch;
  /** Looks only inside this element (a query for exactly one, or a Found). */
  within?: Target;
}

const FOUND = Symbol('found');

/** One element of the page, pinned (it may leave the page; acting on it then fails). */
export interface Found {
  readonly [FOUND]: true;
  /** The query that found it, for messages. */
  readonly description: string;
}

export type Target = Query | Found;

export function isFound(target: Target): target is Found {
  return FOUND in target;
}

/** A Found holding a driver's element reference. */
export function found<H>(handle: H, description: string): Found & { handle: H } {
  return { [FOUND]: true, description, handle };
}

export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Escape'
  | 'Space'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End';

/**
 * What an engine's driver can do. Journeys are written once and never ask which engine they run
 * in; the harness reads these flags where a driver truly cannot do something.
 */
export interface ShopperCapabilities {
  /**
   * The driver reads the browser's own console and uncaught page errors (CDP, WebDriver BiDi),
   * including the browser's lines about failed loads and policy violations. Classic WebDriver
   * cannot: there, errors are captured inside the page by a script the fault proxy puts first in
   * every document (./errorCapture.ts), which sees uncaught errors, rejections, console.error calls,
   * failed element loads and CSP violations, but not the browser's own lines (e.g. a failed
   * fetch or import).
   */
  browserConsole: boolean;
}

export interface Shopper {
  readonly can: ShopperCapabilities;
  /** Opens a path of the shop (e.g. '/p/cairnfield-gift-card') and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Waits until the page's script has hydrated it (window.__hydrated). */
  waitForHydration(): Promise<void>;
  /** The current URL's path and query. */
  path(): Promise<string>;
  /** Waits for exactly one element and pins it. */
  find(target: Target): Promise<Found>;
  /** How many elements match now (no waiting; 0 while a `within` is missing). */
  count(query: Query): Promise<number>;
  /**
   * Clicks the element's centre with the mouse, as the driver's real input, once it is in view
   * (scrolled there if not) and holds still over two animation frames, as a person waits for a
   * scrolling page to stop before clicking.
   */
  click(target: Target): Promise<void>;
  /** Puts the caret in a field (a click) and types `text` with the keyboard, replacing what it held. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** The element's text, whitespace collapsed. */
  text(target: Target): Promise<string>;
  /** A form field's current value. */
  value(target: Target): Promise<string>;
  /** An attribute's value, or null. */
  attribute(target: Target, name: string): Promise<string | null>;
  /** Whether a radio or checkbox is checked. */
  isChecked(target: Target): Promise<boolean>;
  /** Whether the element has focus. */
  isFocused(target: Target): Promise<boolean>;
  /**
   * Runs a self-contained function in the page (it is sent as source: no closures over Node
   * variables) with JSON arguments, and returns its JSON result (awaited when a promise).
   */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Console errors and uncaught page errors since the shopper arrived (see ShopperCapabilities). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Asks `attempt` until it returns a value (not undefined), at most `timeoutMs`; then fails with
 * the last reason it gave. Errors thrown on the way (a page navigating, an element re-rendered)
 * count as reasons to try again.
 */
export async function waitFor<T>(
  what: string,
  attempt: () => Promise<{ value: T } | { reason: string }>,
  timeoutMs = FIND_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let reason = 'not tried';
  for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
    try {
      const result = await attempt();
      if ('value' in result) return result.value;
      reason = result.reason;
    } catch (error) {
      reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    }
    if (Date.now() + delay > deadline) {
      throw new Error(`Waited ${timeoutMs} ms for ${what}: ${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
