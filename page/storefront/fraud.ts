/**
 * The fraud-detection session (spec 4, 7, 9): a small collector client against the shop's
 * collector endpoints (GET /cs/config, GET /cs/generatecookie, POST /cs/storecookie,
 * POST /session/{id}, POST /cs/location), and the attempts counter the wallet order payloads carry.
 *
 * - The collector's hostname must be letters, digits and dots only; anything else stops collection.
 * - GET /cs/config has a 3 s time-out; the collector (its first-party device cookie) is waited for
 *   up to 2 s, polling every 10 ms; POST /cs/location has a 5 s time-out; collection re-runs every
 *   15 minutes; the device cookie lives 365 days (set by the collector).
 * - Everything is fire-and-forget: a failure is logged and swallowed, and never delays or breaks
 *   the purchase. `sessionId()` is null until a session has been sent.
 */
import { parse } from 'cookie';
import type { ShopClient } from '../api';
import type { PublicConfig } from '../config';
import { hostTimeZone } from '../purchase/wallClock';
import { createAttemptCounter } from '../purchase/orderAttempts';

/** What the wallet flows read for their order payloads. */
export interface FraudSession {
  /** The current collection session id, or null when none was collected (yet). */
  sessionId(): string | null;
  /**
   * Resolves once the collection on its way is over, or after the collector's own wait (spec 9:
   * 2 s) at most; at once when none is on its way. Never rejects. A wallet order waits for it, so
   * one placed soon after collection started carries the collected session, not a stand-in.
   */
  collected(): Promise<void>;
  /** The attempt number for this order: 1, 2, 3… for the same order id; back to 1 for a new one. */
  attemptFor(orderId: string): number;
}

export interface FraudCollector extends FraudSession {
  /** Runs a collection now and every refresh interval. Resolves when the first run is over. */
  start(): Promise<void>;
  stop(): void;
}

export type FraudTransport = Pick<
  ShopClient,
  'fraudConfig' | 'fraudSession' | 'fraudGenerateCookie' | 'fraudStoreCookie' | 'fraudLocation'
>;

export type FraudSettings = PublicConfig['fraud'];

export interface FraudDeps {
  transport: FraudTransport;
  settings: FraudSettings;
  /** document.cookie, read through the cookie library. */
  readCookies: () => string;
  /** The page's own host (used when no collector host is configured). */
  pageHostname: string;
  /** The shopper's position, only when the page may know it (off by default). */
  locate?: () => Promise<{ latitude: number; longitude: number; accuracy?: number } | null>;
  /** Flat, short values describing the device (no personal data). */
  collect?: () => Record<string, string | number | boolean | null>;
  newId?: () => string;
  log?: (message: string, error?: unknown) => void;
  /** The attempts counter to share (the browser entry's, so counts made before this collector
   * existed carry on). @default a new counter */
  attemptFor?: (orderId: string) => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const HOSTNAME = /^[A-Za-z0-9.]+$/;
/** Spec 5/9: the fraud SDK hostname must be letters, digits and dots only. */
export function isValidFraudHostname(hostname: unknown): hostname is string {
  return typeof hostname === 'string' && hostname.length <= 253 && HOSTNAME.test(hostname);
}

export class FraudTimeoutError extends Error {
  override name = 'FraudTimeoutError';
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FraudTimeoutError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when `promise` settles or `ms` have passed, whichever comes first; never rejects. */
function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noop = () => undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise.then(noop, noop), late]).finally(() => clearTimeout(timer));
}

/** Polls `ready` every `pollMs` until it is true or `waitMs` have passed. */
export async function waitFor(
  ready: () => boolean,
  waitMs: number,
  pollMs: number,
): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (!ready()) {
    if (Date.now() >= deadline) return false;
    await sleep(pollMs);
  }
  return true;
}

const DEVICE_COOKIE = 'cf_device_id';
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

function defaultCollect(): Record<string, string | number | boolean | null> {
  if (typeof window === 'undefined') return {};
  return {
    language: navigator.language.slice(0, 32),
    timezone: hostTimeZone().slice(0, 64),
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    touch: navigator.maxTouchPoints > 0,
  };
}

export function createFraudCollector(deps: FraudDeps): FraudCollector {
  const { transport, settings } = deps;
  const log = deps.log ?? ((m: string, e?: unknown) => console.warn(`[fraud] ${m}`, e ?? ''));
  const newId = deps.newId ?? (() => crypto.randomUUID().replace(/-/g, ''));
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearInterval(h as number));
  const attemptFor = deps.attemptFor ?? createAttemptCounter();
  let session: string | null = null;
  let timer: unknown = null;
  let running: Promise<void> | null = null;

  const deviceId = (): string | null => {
    const value = parse(deps.readCookies())[DEVICE_COOKIE];
    return value && DEVICE_ID.test(value) ? value : null;
  };

  async function collectOnce(): Promise<void> {
    const configured = settings.hostname || deps.pageHostname;
    if (!isValidFraudHostname(configured)) {
      log(
        `collector hostname "${settings.hostname || deps.pageHostname}" is not letters, digits and dots; not collecting`,
      );
      return;
    }
    const answer = await within(
      transport.fraudConfig(),
      settings.configTimeoutMs,
      'GET /cs/config',
    );
    const config = (answer as { config?: { enabled?: unknown; hostname?: unknown } }).config;
    if (!config || config.enabled === false) return;
    if (config.hostname !== undefined && !isValidFraudHostname(config.hostname)) {
      log('the collector answered an invalid hostname; not collecting');
      return;
    }
    const id = newId();
    // The collector sets its first-party device cookie (365 days); an existing one is stored again
    // so its life starts over.
    const existing = deviceId();
    if (existing) await transport.fraudStoreCookie({ value: existing, sessionId: id });
    else await transport.fraudGenerateCookie();
    const ready = await waitFor(
      () => deviceId() !== null,
      settings.collectorWaitMs,
      settings.collectorPollMs,
    );
    if (!ready) log(`no device cookie after ${settings.collectorWaitMs} ms; collecting without it`);
    await transport.fraudSession(id, { ...(deps.collect ?? defaultCollect)(), deviceReady: ready });
    session = id;
    if (deps.locate) {
      const position = await deps.locate().catch(() => null);
      if (position) {
        await within(
          transport.fraudLocation({ sessionId: id, ...position }),
          settings.locationTimeoutMs,
          'POST /cs/location',
        );
      }
    }
  }

  function run(): Promise<void> {
    running ??= collectOnce()
      .catch((error: unknown) => log('collection failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    sessionId: () => session,
    collected: () => (running ? atMost(running, settings.collectorWaitMs) : Promise.resolve()),
    attemptFor,
    start() {
      if (!settings.enabled) return Promise.resolve();
      if (timer === null) timer = setTimer(() => void run(), settings.refreshMs);
      return run();
    },
    stop() {
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

/** A session that never collects (server render, tests, fraud collection switched off). */
export function inertFraudSession(): FraudSession {
  const attemptFor = createAttemptCounter();
  return { sessionId: () => null, collected: () => Promise.resolve(), attemptFor };
}

/**
 * The collector's transport: the shop client (same origin) when no collector host is configured,
 * else `clientFor` that host over the page's protocol. An invalid host gives the shop client; the
 * collector then refuses to collect (see isValidFraudHostname).
 */
export function fraudTransportFor(
  settings: FraudSettings,
  shop: ShopClient,
  location: Pick<Location, 'protocol' | 'hostname'>,
  clientFor: (origin: string, options: { timeoutMs: number; retries: number }) => FraudTransport,
): FraudTransport {
  if (!settings.hostname || settings.hostname === location.hostname) return shop;
  if (!isValidFraudHostname(settings.hostname)) return shop;
  return clientFor(`${location.protocol}//${settings.hostname}`, {
    timeoutMs: settings.configTimeoutMs,
    retries: 0,
  });
}
