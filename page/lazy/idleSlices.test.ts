// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inIdleSlices } from './idleSlices';

/** requestIdleCallback as the test drives it: `idle()` runs the callbacks waiting now. */
let waiting: (() => void)[] = [];
function idle() {
  const now = waiting;
  waiting = [];
  for (const run of now) run();
}

beforeEach(() => {
  vi.useFakeTimers();
  waiting = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => waiting.push(fn));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the timers due now fire and the settled promises run their callbacks. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('inIdleSlices', () => {
  it('given three steps, when the browser is idle once, should run only the first', async () => {
    const ran: string[] = [];
    void inIdleSlices([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')], {
      afterMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(waiting).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    idle();
    await settle();
    expect(ran).toEqual(['a']);
    idle();
    await settle();
    expect(ran).toEqual(['a', 'b']);
    idle();
    await settle();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('given a step that loads a chunk, when it has not arrived, should not ask for the next idle time', async () => {
    const ran: string[] = [];
    let arrive: () => void = () => undefined;
    const done = inIdleSlices([
      () => new Promise<void>((resolve) => (arrive = resolve)),
      () => ran.push('after the chunk'),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    idle();
    await settle();
    expect(waiting).toHaveLength(0);
    arrive();
    await settle();
    idle();
    await done;
    expect(ran).toEqual(['after the chunk']);
  });

  it('given a step that fails, should reject with its error and run none after it', async () => {
    const ran: string[] = [];
    const done = inIdleSlices([
      () => Promise.reject(new Error('chunk failed')),
      () => ran.push('never'),
    ]);
    const outcome = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    idle();
    await settle();
    idle();
    expect(await outcome).toEqual(new Error('chunk failed'));
    expect(ran).toEqual([]);
  });
});
