import { describe, expect, it } from 'vitest';
import { inPool } from './pool.mjs';

describe('inPool', () => {
  it('should run at most the limit at once and give the results in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const results = inPool([1, 2, 3, 4, 5], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      // Later items finish first: the order of results must still be the items'.
      await new Promise<void>((resolve) => gates.push(resolve));
      running -= 1;
      return n * 10;
    });
    while (gates.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.pop()?.();
    }
    expect(await results).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
  });
});
