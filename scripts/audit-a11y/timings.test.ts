// Where the audit's time goes: each target's time is noted under its part, and the summary gives a
// line a part with its count, its total and its slowest targets.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timed, timingsText } from './timings.mjs';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('timed', () => {
  it('should give the result and note each target under its part, the slowest first', async () => {
    // The clock each target reads as it starts and ends (ms): the fr-CA modal story 3.2 s, the
    // button 0.4 s, the cart page 1.5 s. Read from a stub, so a busy machine cannot reorder them.
    const readings = [0, 3200, 5000, 5400, 9000, 10_500];
    vi.spyOn(performance, 'now').mockImplementation(() => readings.shift() ?? 0);
    expect(await timed('stories (fr-CA)', 'modal--open', () => Promise.resolve('done'))).toBe(
      'done',
    );
    await timed('stories (fr-CA)', 'button--primary', () => Promise.resolve());
    await expect(
      timed('page states', 'cart page', () => Promise.reject(new Error('x'))),
    ).rejects.toThrow('x');
    const lines = timingsText(1).split('\n');
    expect(lines).toEqual([
      '  stories (fr-CA): 2 targets, 3.6 s (mean 1.8 s); slowest: modal--open 3.2 s',
      '  page states: 1 targets, 1.5 s (mean 1.5 s); slowest: cart page 1.5 s',
    ]);
  });
});
