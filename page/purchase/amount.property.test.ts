// Property tests (fast-check) of the page's amount rules: whatever the shopper chooses or types,
// nothing throws, and the amount to buy is either none or a whole number from 1 to 1500.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionForChip,
  amountReducer,
  chipValue,
  effectiveAmount,
  amountError,
  initialAmount,
  isValidAmount,
  type AmountAction,
} from './amount';

const BOUNDS = { min: 1, max: 1500 };
const PRESETS = [25, 50, 100, 250] as const;

const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -10, max: 2000 }));
const action: fc.Arbitrary<AmountAction> = fc.oneof(
  fc.constantFrom(...PRESETS).map((amount) => ({ type: 'choosePreset', amount }) as const),
  fc.constant({ type: 'chooseCustom' } as const),
  fc
    .option(anyNumber, { nil: null })
    .map((amount) => ({ type: 'setCustomAmount', amount }) as const),
);

describe('amount selection (properties)', () => {
  it('given any sequence of choices, should leave no amount to buy or a whole number from 1 to 1500', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        const state = actions.reduce(amountReducer, initialAmount(PRESETS));
        const amount = effectiveAmount(state, BOUNDS);
        if (amount !== null) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(1);
          expect(amount).toBeLessThanOrEqual(1500);
        }
        expect(isValidAmount(state.amount, BOUNDS)).toBe(amount !== null);
      }),
    );
  });

  it('should map any chip value to a valid action or to none, and back to the same chip', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('custom', '25', '0', '-5', '1e3', '2.5')),
        (value) => {
          const result = actionForChip(value);
          if (result === null) return;
          const state = amountReducer(initialAmount(PRESETS), result);
          if (result.type === 'choosePreset') {
            expect(Number.isInteger(result.amount)).toBe(true);
            expect(result.amount).toBeGreaterThan(0);
          }
          expect(actionForChip(chipValue(state))).toEqual(result);
        },
      ),
    );
  });

  it('should accept an amount exactly when it is a whole number from 1 to 1500, else give spec 5’s text', () => {
    fc.assert(
      fc.property(fc.option(anyNumber, { nil: null }), (amount) => {
        const error = amountError(amount, BOUNDS);
        const inRange =
          amount !== null && Number.isInteger(amount) && amount >= 1 && amount <= 1500;
        expect(error === null).toBe(inRange);
        if (error !== null) expect(error).toBe('Gift card amount should be between $1 and $1500');
      }),
    );
  });
});
