// Where the audit's time goes: each target's time is noted under its part, and the summary gives a
// line a part with its count, its total and its slowest targets.
import { describe, expect, it } from 'vitest';
import { timed, timingsText } from './timings.mjs';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('timed', () => {
  it('should give the result and note each target under its part, the slowest first', async () => {
    expect(await timed('stories (fr-CA)', 'modal--open', () => pause(30).then(() => 'done'))).toBe(
      'done',
    );
    await timed('stories (fr-CA)', 'button--primary', () => pause(1));
    await expect(
      timed('page states', 'cart page', () => Promise.reject(new Error('x'))),
    ).rejects.toThrow('x');
    const lines = timingsText(1).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^ {2}stories \(fr-CA\): 2 targets, \d+\.\d s \(mean \d+\.\d s\); slowest: modal--open \d+\.\d s$/,
    );
    expect(lines[1]).toMatch(/^ {2}page states: 1 targets, .*slowest: cart page /);
  });
});
