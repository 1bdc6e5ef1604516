// The timers (setTimeout, setInterval: in jsdom the page's timers are Node's) and the listeners on
// the long-lived targets (window, document, <html>, <body>) that the repository's code starts or
// adds, with where, for the leak check (scripts/vitest/leakCheck.ts). Installed once per worker,
// before the first test file is imported. Vitest's own timers use the functions it kept before any
// test ran; a library's own (Radix, jsdom, React, Node's HTTP) are told apart by where they were
// started from, and left to the library.
import { promisify } from 'node:util';
import { madeByRepository } from './origin';

type Handle = NodeJS.Timeout;

/** Where something was made: V8 formats the captured stack only when it is read. */
type Made = { stack?: string };

export interface Tracked {
  /** Timers started and not yet run (a timeout) or cleared. */
  timers: Map<Handle, { made: Made; interval: boolean }>;
  /** Listeners added to window, document, <html> or <body>, until seen removed. */
  listeners: Set<{ target: object; name: string; type: string; callback: unknown; made: Made }>;
}

const KEY = Symbol.for('cairnfield.tracked');

function made(caller: (...args: never[]) => unknown): Made {
  const holder: Made = {};
  Error.captureStackTrace(holder, caller);
  return holder;
}

function trackTimers(tracked: Tracked) {
  const byId = new Map<number, Handle>();
  // Node's timers (in jsdom too: Vitest leaves the global object's timers to Node).
  const realSetTimeout = globalThis.setTimeout as unknown as (
    callback: (...args: unknown[]) => void,
    delay?: number,
    ...args: unknown[]
  ) => Handle;
  const realSetInterval = globalThis.setInterval as unknown as typeof realSetTimeout;
  const realClearTimeout = globalThis.clearTimeout as (handle?: Handle) => void;
  const realClearInterval = globalThis.clearInterval as (handle?: Handle) => void;
  const forget = (handle: unknown) => {
    const known = typeof handle === 'object' ? (handle as Handle) : byId.get(Number(handle));
    if (!known) return;
    tracked.timers.delete(known);
    byId.delete(Number(known));
  };
  function setTimeoutTracked(callback: unknown, delay?: number, ...args: unknown[]) {
    if (typeof callback !== 'function') return realSetTimeout(callback as () => void, delay);
    const handle: Handle = realSetTimeout(
      (...callArgs: unknown[]) => {
        forget(handle);
        (callback as (...a: unknown[]) => void)(...callArgs);
      },
      delay,
      ...args,
    );
    tracked.timers.set(handle, { made: made(setTimeoutTracked), interval: false });
    byId.set(Number(handle), handle);
    return handle;
  }
  function setIntervalTracked(callback: unknown, delay?: number, ...args: unknown[]) {
    const handle = realSetInterval(callback as () => void, delay, ...args);
    tracked.timers.set(handle, { made: made(setIntervalTracked), interval: true });
    byId.set(Number(handle), handle);
    return handle;
  }
  // `promisify(setTimeout)` keeps working (Node gives its timers a promise form).
  Object.defineProperty(setTimeoutTracked, promisify.custom, {
    value: (realSetTimeout as unknown as Record<symbol, unknown>)[promisify.custom],
  });
  globalThis.setTimeout = setTimeoutTracked as unknown as typeof setTimeout;
  globalThis.setInterval = setIntervalTracked as unknown as typeof setInterval;
  globalThis.clearTimeout = ((handle?: Handle) => {
    forget(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle?: Handle) => {
    forget(handle);
    realClearInterval(handle);
  }) as typeof clearInterval;
}

function trackListeners(tracked: Tracked) {
  const jsdom = (globalThis as { jsdom?: { window: Window & typeof globalThis } }).jsdom;
  if (!jsdom) return;
  const page = jsdom.window;
  const prototype = page.EventTarget.prototype;
  // Called with .call on each target.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const realAdd = prototype.addEventListener;
  function addEventListenerTracked(
    this: EventTarget,
    type: string,
    callback: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    // The global object stands for the page's window (Vitest makes `window` the global).
    const target = this === (globalThis as object) ? page : this;
    const { document } = page;
    const name =
      target === page
        ? 'window'
        : target === document
          ? 'document'
          : target === document.documentElement
            ? '<html>'
            : target === document.body
              ? '<body>'
              : null;
    if (name && callback) {
      tracked.listeners.add({ target, name, type, callback, made: made(addEventListenerTracked) });
    }
    realAdd.call(target, type, callback, options);
  }
  prototype.addEventListener = addEventListenerTracked;
  // The global `addEventListener` (window's, bound when Vitest built the environment) too.
  (globalThis as { addEventListener: unknown }).addEventListener = function addEventListener(
    type: string,
    callback: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    addEventListenerTracked.call(page, type, callback, options);
  };
}

/** The worker's tracker, installed the first time this is called. */
export function tracked(): Tracked {
  const store = globalThis as unknown as Record<symbol, Tracked | undefined>;
  let found = store[KEY];
  if (!found) {
    found = { timers: new Map(), listeners: new Set() };
    store[KEY] = found;
    trackTimers(found);
    trackListeners(found);
  }
  return found;
}

/** Whether jsdom still holds `callback` as a listener of `target` for `type`. */
function stillListening(target: object, type: string, callback: unknown): boolean {
  const symbol = Object.getOwnPropertySymbols(target).find((s) => s.description === 'impl');
  const impl = symbol
    ? ((target as Record<symbol, unknown>)[symbol] as {
        _eventListeners?: Record<string, { callback: { objectReference: unknown } }[]>;
      })
    : undefined;
  return (impl?._eventListeners?.[type] ?? []).some(
    (listener) => listener.callback.objectReference === callback,
  );
}

/** The repository's timers still pending and its listeners still attached, in words. */
export function leftByRepository(tracked: Tracked): {
  timers: Map<unknown, string>;
  listeners: Map<unknown, string>;
} {
  const timers = new Map<unknown, string>();
  for (const [handle, { made: where, interval }] of tracked.timers) {
    if (!interval && !handle.hasRef()) continue; // unref'd: housekeeping that holds nothing up
    const from = madeByRepository(where.stack ?? '');
    if (from) timers.set(handle, `${interval ? 'setInterval' : 'setTimeout'} ${from}`);
  }
  const listeners = new Map<unknown, string>();
  for (const entry of tracked.listeners) {
    if (!stillListening(entry.target, entry.type, entry.callback)) {
      tracked.listeners.delete(entry);
      continue;
    }
    const from = madeByRepository(entry.made.stack ?? '');
    if (from) listeners.set(entry, `"${entry.type}" on ${entry.name} ${from}`);
  }
  return { timers, listeners };
}
