import { describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  createRetryImport,
  needsReload,
  retryUrl,
  windowLeaving,
} from './retryImport';

const CHUNK = 'https://shop.example/assets/RecentlyViewed-MoQnQ_q7.js';

/** A window of the test's own (events and timers): the listeners a test adds go with it. */
function ownWindow(): Window {
  return Object.assign(new EventTarget(), {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  }) as unknown as Window;
}

/** An importer that fails for the URLs listed (as a browser whose module map kept a failure). */
function browserWithFailures(failing: Set<string>) {
  const asked: string[] = [];
  const importModule = vi.fn((url: string) => {
    asked.push(url);
    return failing.has(url)
      ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))
      : Promise.resolve({ default: url });
  });
  return { asked, importModule };
}

describe('retryUrl', () => {
  it('given the first attempt, should be the chunk URL itself', () => {
    expect(retryUrl(CHUNK, 0)).toBe(CHUNK);
  });

  it('given a later attempt, should add a retry query the earlier attempts did not use', () => {
    expect(retryUrl(CHUNK, 1)).toBe(`${CHUNK}?retry=1`);
    expect(retryUrl(CHUNK, 2)).toBe(`${CHUNK}?retry=2`);
  });
});

describe('createRetryImport', () => {
  it('given a chunk whose first import failed, when imported again, should ask for a URL the first attempt did not', async () => {
    // The browser keeps the failed URL failed (its module map), as Chromium 150, Firefox ESR and
    // WebKit do: only a URL it has not seen can load.
    const { asked, importModule } = browserWithFailures(new Set([CHUNK]));
    const importChunk = createRetryImport({
      importModule,
      isReachable: () => Promise.resolve(true),
      leaving: windowLeaving(ownWindow()),
    });

    await expect(importChunk(CHUNK)).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(importChunk(CHUNK)).resolves.toEqual({ default: `${CHUNK}?retry=1` });

    expect(asked).toEqual([CHUNK, `${CHUNK}?retry=1`]);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('given a chunk loaded on a retry URL, when imported again, should use that URL (one module instance)', async () => {
    const { asked, importModule } = browserWithFailures(new Set([CHUNK]));
    const importChunk = createRetryImport({
      importModule,
      isReachable: () => Promise.resolve(true),
      leaving: windowLeaving(ownWindow()),
    });
    await importChunk(CHUNK).catch(() => undefined);
    await importChunk(CHUNK);
    await importChunk(CHUNK);
    expect(asked).toEqual([CHUNK, `${CHUNK}?retry=1`, `${CHUNK}?retry=1`]);
  });

  it('given a chunk that loads, when imported twice, should ask for its plain URL both times', async () => {
    const { asked, importModule } = browserWithFailures(new Set());
    const importChunk = createRetryImport({ importModule, leaving: windowLeaving(ownWindow()) });
    await importChunk(CHUNK);
    await importChunk(CHUNK);
    expect(asked).toEqual([CHUNK, CHUNK]);
  });

  it('given the network still down, when a retry fails, should say so without asking for a reload', async () => {
    const { importModule } = browserWithFailures(new Set([CHUNK, `${CHUNK}?retry=1`]));
    const isReachable = vi.fn(() => Promise.resolve(false));
    const importChunk = createRetryImport({
      importModule,
      isReachable,
      leaving: windowLeaving(ownWindow()),
    });
    const first = await importChunk(CHUNK).catch((e: unknown) => e);
    const second = await importChunk(CHUNK).catch((e: unknown) => e);
    expect(needsReload(first)).toBe(false);
    expect(needsReload(second)).toBe(false);
    // The first failure is not probed: it is the network's until a retry says otherwise.
    expect(isReachable).toHaveBeenCalledTimes(1);
    expect(isReachable).toHaveBeenCalledWith(`${CHUNK}?retry=1`);
  });

  it('given a retry URL that fails although the chunk answers, should mark the failure as needing a reload', async () => {
    // What a failed static dependency looks like: the chunk is there, its import is not.
    const { importModule } = browserWithFailures(new Set([CHUNK, `${CHUNK}?retry=1`]));
    const importChunk = createRetryImport({
      importModule,
      isReachable: () => Promise.resolve(true),
      leaving: windowLeaving(ownWindow()),
    });
    await importChunk(CHUNK).catch(() => undefined);
    const error = await importChunk(CHUNK).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(needsReload(error)).toBe(true);
    // Wrapped again by a caller (a lazy part, the shop client), it still says so.
    expect(needsReload(new Error('could not load the shop client', { cause: error }))).toBe(true);
  });
});

describe('a chunk cut off as the page is left', () => {
  it('given a navigation away under way, when the import fails, should neither reject nor retry; once the page stays, should load it on a new URL', async () => {
    const { asked, importModule } = browserWithFailures(new Set([CHUNK]));
    let stay: () => void = () => {};
    const leaving = {
      isLeaving: () => true,
      stayed: vi.fn(() => new Promise<void>((resolve) => (stay = resolve))),
    };
    const importChunk = createRetryImport({ importModule, leaving });
    let settled: string | null = null;
    const result = importChunk(CHUNK).then(
      (module) => (settled = `loaded ${JSON.stringify(module)}`),
      (error: unknown) => (settled = `failed ${String(error)}`),
    );
    await vi.waitFor(() => expect(leaving.stayed).toHaveBeenCalled());
    expect(settled).toBeNull();
    expect(asked).toEqual([CHUNK]);

    leaving.isLeaving = () => false;
    stay();
    await result;
    expect(settled).toBe(`loaded ${JSON.stringify({ default: `${CHUNK}?retry=1` })}`);
    expect(asked).toEqual([CHUNK, `${CHUNK}?retry=1`]);
  });

  it('given no navigation away, when the import fails, should reject at once', async () => {
    const { importModule } = browserWithFailures(new Set([CHUNK]));
    const leaving = { isLeaving: () => false, stayed: vi.fn(() => Promise.resolve()) };
    const importChunk = createRetryImport({ importModule, leaving });
    await expect(importChunk(CHUNK)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(leaving.stayed).not.toHaveBeenCalled();
  });
});

describe('windowLeaving', () => {
  it('given beforeunload, should be leaving; given pageshow, should not be', () => {
    const win = ownWindow();
    const leaving = windowLeaving(win);
    expect(leaving.isLeaving()).toBe(false);
    win.dispatchEvent(new Event('beforeunload'));
    expect(leaving.isLeaving()).toBe(true);
    win.dispatchEvent(new Event('pageshow'));
    expect(leaving.isLeaving()).toBe(false);
  });

  it('given a page that started to leave but stays, should resolve stayed after the grace and stop leaving', async () => {
    vi.useFakeTimers();
    try {
      const win = ownWindow();
      const leaving = windowLeaving(win);
      win.dispatchEvent(new Event('beforeunload'));
      let stayed = false;
      void leaving.stayed(2000).then(() => (stayed = true));
      await vi.advanceTimersByTimeAsync(1999);
      expect(stayed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(stayed).toBe(true);
      expect(leaving.isLeaving()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
