// Property tests (fast-check) of the page's quantity rules per card type: any requested number,
// typed or stepped, becomes a whole quantity inside the type's bounds, and the outcome says why.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  quantityBounds,
  requestQuantity,
  type QuantityContext,
} from './quantityRules';

const type = fc.constantFrom('standard' as const, 'bulk' as const, 'egift' as const);
const ctx: fc.Arbitrary<QuantityContext> = fc.record({
  bulkMinQuantity: fc.integer({ min: 2, max: 200 }),
  maxEgiftRecipients: fc.integer({ min: 1, max: 10 }),
});
const requested = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.integer({ min: -5, max: 1200 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, -0),
);

describe('quantity rules (properties)', () => {
  it('given any request, should end at a whole quantity inside the bounds of the card type', () => {
    fc.assert(
      fc.property(type, ctx, requested, (t, c, attempted) => {
        const { min, max } = quantityBounds(t, c);
        const outcome = requestQuantity(t, attempted, c);
        expect(Number.isInteger(outcome.quantity)).toBe(true);
        expect(outcome.quantity).toBeGreaterThanOrEqual(min);
        expect(outcome.quantity).toBeLessThanOrEqual(max);
        const clamped = clampQuantity(attempted, { min, max });
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(min);
        expect(clamped).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('should offer the bulk card only for the standard card, and only above its maximum', () => {
    fc.assert(
      fc.property(type, ctx, fc.integer({ min: -5, max: 1200 }), (t, c, attempted) => {
        const outcome = requestQuantity(t, attempted, c);
        if (outcome.kind === 'clampedToMax') {
          expect(attempted).toBeGreaterThan(quantityBounds(t, c).max);
          expect(outcome.offerBulk).toBe(t === 'standard');
        }
        if (outcome.kind === 'ok') expect(outcome.quantity).toBe(attempted);
      }),
    );
  });
});
