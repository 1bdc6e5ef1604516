// Property tests (fast-check) of the page's quantity rules per card type: any requested number,
// typed or stepped, becomes a whole quantity inside the type's bounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityBounds, type QuantityContext } from './quantityRules';

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
        const clamped = clampQuantity(attempted, { min, max });
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(min);
        expect(clamped).toBeLessThanOrEqual(max);
      }),
    );
  });
});
