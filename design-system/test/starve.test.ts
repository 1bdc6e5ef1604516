import { afterEach, describe, expect, it } from 'vitest';
import { starveMainThreadWhen } from './starve';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('starveMainThreadWhen', () => {
  it('given the awaited change, should keep the thread busy for the time given, and timers due meanwhile fire only after', async () => {
    const fired: number[] = [];
    const busy = starveMainThreadWhen(() => document.querySelector('p') !== null, 200);
    document.body.append(document.createElement('div'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const started = performance.now();
    document.body.append(document.createElement('p'));
    // The observer has seen the change (a microtask later): a timer set now is due at once.
    await Promise.resolve();
    setTimeout(() => fired.push(performance.now() - started), 1);
    await busy.done;
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fired).toHaveLength(1);
    expect(fired[0]).toBeGreaterThanOrEqual(200);
  });

  it('given no awaited change, should not block, and stop() ends the watch', async () => {
    const busy = starveMainThreadWhen(() => false, 10_000);
    document.body.append(document.createElement('p'));
    busy.stop();
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
