/**
 * An instance's life as the balancer sees it (docs/operations.md, "Readiness and draining"):
 *
 * - `/healthz` (liveness) answers 200 whenever the process answers at all.
 * - `/readyz` (readiness) answers 200 only while the instance should be sent requests: its shop has
 *   opened the database and finished the migrations (`starting` until then), the shop says it is
 *   ready (`/readyz` of the shop, embedded here, in the cluster's primary or at SHOP_API_ORIGIN:
 *   not draining; a database that is down is down for every instance, so it is not a reason),
 *   and no SIGTERM has arrived (`draining`).
 * - From SIGTERM on (`drain`): `/readyz` answers 503 and every answer closes its connection, so the
 *   balancer stops choosing this instance and keeps no connection to it; new requests are still
 *   served while it notices (SHUTDOWN_DRAIN_MS at most, less once a second passes with no request
 *   but health checks); then the port closes and the requests under way finish
 *   (SHUTDOWN_TIMEOUT_MS at most) before the process exits.
 */
import type { Server } from 'node:http';
import type { PageLifecycle } from '../page/server/app';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A shop's own readiness: its `/readyz` (any fetch handler: the app, the channel, HTTP). */
export type ShopReadiness = () => Promise<Readiness>;

/** A request that is not a health check resets the quiet time the drain waits for. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/** The drain stops waiting once no request but health checks has arrived for this long. */
export const QUIET_MS = 1_000;

export interface Lifecycle extends PageLifecycle {
  /** The shop is open (the migrations are done): readiness now follows the shop's. */
  started(): void;
  /** SIGTERM: stop being ready. */
  beginDrain(): void;
  /** The state, for the log. */
  state(): 'starting' | 'serving' | 'draining';
}

export function createLifecycle(options: { shopReadiness: ShopReadiness | null }): Lifecycle {
  let state: 'starting' | 'serving' | 'draining' = 'starting';
  return {
    started() {
      if (state === 'starting') state = 'serving';
    },
    beginDrain() {
      state = 'draining';
    },
    draining: () => state === 'draining',
    state: () => state,
    async ready() {
      if (state === 'draining') return { ready: false, reason: 'draining' };
      if (state === 'starting') return { ready: false, reason: 'starting' };
      return options.shopReadiness ? options.shopReadiness() : { ready: true };
    },
  };
}

/**
 * The readiness a shop reached through `fetch` reports at `${origin}/readyz`, within `timeoutMs`
 * (a shop that does not answer in time is not ready).
 */
export function shopReadiness(
  fetchImpl: (request: Request) => Response | Promise<Response>,
  origin: () => string,
  timeoutMs = 2_000,
): ShopReadiness {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve({ ready: false, reason: 'shop not answering' }), timeoutMs);
    });
    const asked = (async (): Promise<Readiness> => {
      const answer = await fetchImpl(
        new Request(new URL('/readyz', origin()), { signal: AbortSignal.timeout(timeoutMs) }),
      );
      if (answer.ok) {
        await answer.body?.cancel();
        return { ready: true };
      }
      const said = (await answer.text()).replace(/^not ready: /, '').slice(0, 80);
      return { ready: false, reason: said || `shop answered ${answer.status}` };
    })().catch(() => ({ ready: false as const, reason: 'shop not answering' }));
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** When the last request other than a health check arrived on `server`. */
export function lastRequestClock(server: Server): () => number {
  let last = Date.now();
  server.on('request', (request: { url?: string }) => {
    const path = (request.url ?? '').split('?', 1)[0] ?? '';
    if (!HEALTH_PATHS.has(path)) last = Date.now();
  });
  return () => last;
}

/**
 * The drain's wait: until no request but health checks has come for `quietMs`, or `drainMs` has
 * passed, whichever is first. Polls (a timer a tenth of the quiet time), never a fixed sleep.
 */
export async function waitForQuiet(
  lastRequestAt: () => number,
  {
    drainMs,
    quietMs = QUIET_MS,
    now = Date.now,
  }: { drainMs: number; quietMs?: number; now?: () => number },
): Promise<'quiet' | 'timed out'> {
  const started = now();
  for (;;) {
    const at = now();
    if (at - Math.max(lastRequestAt(), started) >= quietMs) return 'quiet';
    if (at - started >= drainMs) return 'timed out';
    await new Promise((resolve) => setTimeout(resolve, Math.max(10, quietMs / 10)));
  }
}

/**
 * Closes `server` and resolves once its last connection has ended, or after `timeoutMs` with the
 * connections still open cut (`'cut'`). Idle kept-alive connections are ended at once.
 */
export function closeServer(server: Server, timeoutMs: number): Promise<'finished' | 'cut'> {
  return new Promise((resolve) => {
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve(cut ? 'cut' : 'finished');
    });
    server.closeIdleConnections();
  });
}
