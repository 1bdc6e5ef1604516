import { describe, expect, it } from 'vitest';
import { createAttemptCounter } from './orderAttempts';

describe('order attempts (spec 3 noOfAttempts)', () => {
  it('given attempts for an order, when counted, should increment and reset when the order id changes', () => {
    const attemptFor = createAttemptCounter();
    expect([attemptFor('A'), attemptFor('A'), attemptFor('A')]).toEqual([1, 2, 3]);
    expect(attemptFor('B')).toBe(1);
    expect(attemptFor('B')).toBe(2);
    expect(attemptFor('A')).toBe(1);
  });
});
