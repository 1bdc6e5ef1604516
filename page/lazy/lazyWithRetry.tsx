/**
 * Lazy script chunks that fail visibly and recover (spec 8: "A script chunk that fails to load
 * gives ChunkLoadError (timeout 120 s)"). `lazyWithRetry(() => import('./X'))` returns a component
 * that loads its chunk on first render in the browser and, if the import fails or takes longer
 * than the time-out, shows an inline error with a 'Try again' button instead of a blank space.
 * 'Try again' imports again, and focus moves to the loaded content so it never falls to <body>.
 * The browser keeps a failed module fetch (its module map), so in the production build the new
 * attempt asks for a URL it has not seen (lazy/retryImport.ts); where even that cannot load (a
 * module the chunk needs failed earlier), the alert offers to reload the page instead, keeping
 * what the shopper entered.
 *
 * It does not use React.lazy/Suspense: React.lazy keeps a rejected import forever, and a modal or
 * toast chunk has nothing to render on the server anyway (the server renders the fallback).
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import { ChunkErrorAlert } from './ChunkErrorAlert';
import { ChunkLoadError, needsReload } from './retryImport';
import { watchApproach } from './whenNear';

export { ChunkLoadError };

/** Rejects with ChunkLoadError when `promise` has not settled after `timeoutMs`, or fails. */
export function importWithTimeout<T>(
  importer: () => Promise<T>,
  timeoutMs: number,
  label = 'chunk',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading ${label} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    let started: Promise<T>;
    try {
      started = importer();
    } catch (error) {
      clearTimeout(timer);
      reject(new ChunkLoadError(`Loading ${label} failed`, { cause: error }));
      return;
    }
    started.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(`Loading ${label} failed`, {
                cause: error,
                stale: needsReload(error),
              }),
        );
      },
    );
  });
}

/** Spec 9's chunk load time-out; the browser entry sets the configured one (CHUNK_LOAD_TIMEOUT_MS). */
export const DEFAULT_CHUNK_LOAD_TIMEOUT_MS = 120_000;
let defaultTimeoutMs = DEFAULT_CHUNK_LOAD_TIMEOUT_MS;

/** Sets the time-out of every lazy chunk without its own (the browser entry passes the configured
 * CHUNK_LOAD_TIMEOUT_MS before hydrating). */
export function configureChunkLoading(options: { timeoutMs: number }): void {
  defaultTimeoutMs = options.timeoutMs;
}

export interface LazyWithRetryOptions<P = never> {
  /** Spec 9: chunk load time-out. @default 120000 (CHUNK_LOAD_TIMEOUT_MS) */
  timeoutMs?: number;
  /** What the user is missing, for the message: 'Could not load {label}.' @default 'this part of the page' */
  label?: string;
  /** Rendered while loading (and on the server), or made from the props. @default null */
  fallback?: ReactNode | ((props: P) => ReactNode);
  /** Where failures are reported. @default console.error */
  onError?: (error: unknown) => void;
  /**
   * When to start the import: at once after mounting, or once the page has settled (see
   * `whenIdle`). @default 'mount'
   */
  when?: 'mount' | 'idle';
  /**
   * Then also waits for the part's place to come near: `anchor()` within `rootMargin` of the
   * viewport, or the shopper reaching into it (lazy/whenNear.ts). A part far below the fold is
   * never fetched by a visit that does not scroll there. @default none (no wait)
   */
  near?: { anchor: () => Element | null; rootMargin: string };
}

/** The first second after hydration belongs to the shopper's first interactions and the page's
 * own timers (e.g. the scroll to the reviews); non-critical work waits for it. */
export const SETTLE_DELAY_MS = 1000;

/**
 * Runs `fn` once the page has settled: SETTLE_DELAY_MS after the call, then when the browser is
 * idle (requestIdleCallback, at most 2 s more; at once where there is none). Returns the canceller.
 */
export function whenIdle(fn: () => void, afterMs: number = SETTLE_DELAY_MS): () => void {
  let idleHandle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(fn, { timeout: 2000 });
    } else {
      fn();
    }
  }, afterMs);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== null) window.cancelIdleCallback(idleHandle);
  };
}

/** Runs `fn` in a task of its own, after the current one; returns the canceller. */
export function nextTask(fn: () => void): () => void {
  const timer = setTimeout(fn, 0);
  return () => clearTimeout(timer);
}

/**
 * Calls `start` once the part's first load may begin (`when`, then `near`); returns the canceller,
 * or null when it may begin now.
 */
function deferStart(
  { when, near }: Pick<LazyWithRetryOptions, 'when' | 'near'>,
  start: () => void,
): (() => void) | null {
  if (when !== 'idle' && !near) return null;
  let cancelled = false;
  let stopWatching: (() => void) | null = null;
  const afterSettled = () => {
    if (!near) return start();
    const approach = watchApproach(near.anchor, near.rootMargin);
    stopWatching = () => approach.done();
    void approach.reached.then(() => {
      approach.done();
      if (!cancelled) start();
    });
  };
  const cancelIdle = when === 'idle' ? whenIdle(afterSettled) : null;
  if (!cancelIdle) afterSettled();
  return () => {
    cancelled = true;
    cancelIdle?.();
    stopWatching?.();
  };
}

export type LazyComponent<P> = ((props: P) => JSX.Element | null) & {
  /** Starts the import early (e.g. on hover or idle); failures are only reported when rendered. */
  preload: () => Promise<void>;
};

export function lazyWithRetry<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  options: LazyWithRetryOptions<P> = {},
): LazyComponent<P> {
  const label = options.label ?? 'this part of the page';
  const report =
    options.onError ?? ((error: unknown) => console.error('[chunk] load failed', error));
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  function load(): Promise<ComponentType<P>> {
    pending ??= importWithTimeout(importer, options.timeoutMs ?? defaultTimeoutMs, label).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null; // the next attempt imports again
        throw error;
      },
    );
    return pending;
  }

  function Lazy(props: P) {
    // 'loading' (the fallback) unless the chunk is already here. During hydration it never is:
    // imports start in effects, after the first render, so the browser's first render matches
    // the server's fallback.
    const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'stale'>(() =>
      loaded ? 'ready' : 'loading',
    );
    const [attempt, setAttempt] = useState(0);
    const retried = useRef(false);
    const contentRef = useRef<HTMLDivElement>(null);

    useEffect(() => {
      let live = true;
      const start = () =>
        load().then(
          () => {
            if (live) setStatus('ready');
          },
          (error: unknown) => {
            report(error);
            if (live) setStatus(needsReload(error) ? 'stale' : 'error');
          },
        );
      // A retry (or an already loaded chunk) waits for neither idle time nor nearness. Otherwise
      // even an import due at mount starts in a task of its own: the effects of a hydration run
      // in one task, and an import (with its preload links) there lengthened that task.
      const cancel =
        attempt === 0 && !loaded
          ? (deferStart(options, () => void start()) ?? nextTask(() => void start()))
          : null;
      if (!cancel) void start();
      return () => {
        live = false;
        cancel?.();
      };
    }, [attempt]);

    // In the commit that replaces the alert (and its focused button): focus never rests on <body>.
    useLayoutEffect(() => {
      if (status === 'ready' && retried.current) contentRef.current?.focus();
    }, [status]);

    if (status === 'ready' && loaded) {
      const Loaded = loaded;
      return retried.current ? (
        <div ref={contentRef} tabIndex={-1} data-chunk-recovered="">
          <Loaded {...props} />
        </div>
      ) : (
        <Loaded {...props} />
      );
    }
    if (status === 'error' || status === 'stale' || (status === 'loading' && retried.current)) {
      return (
        <ChunkErrorAlert
          label={label}
          stale={status === 'stale'}
          loading={status === 'loading'}
          onRetry={() => {
            retried.current = true;
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    const { fallback } = options;
    return <>{typeof fallback === 'function' ? fallback(props) : (fallback ?? null)}</>;
  }

  const component = Lazy as LazyComponent<P>;
  component.preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return component;
}
