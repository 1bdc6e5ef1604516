/**
 * The amount's part of the purchase panel (spec 4 and 5): the amount chips with Custom Amount, and
 * the custom amount field. Urgent first: what the shopper touched (the chip's check, the typed
 * digit) is rendered at once, by this section alone (an optimistic copy of the amount); the page's
 * state and everything derived from it (the total, the eGift preview, the add button's view)
 * follow in a transition, which the next tap interrupts. Memoised, so a change elsewhere in the
 * panel (the stepper, the eGift form) does not render it again.
 */
import { memo, startTransition, useOptimistic } from 'react';
import { AmountChips, CustomAmountInput } from '@cairnfield/design-system';
import {
  actionForChip,
  amountError,
  amountHelperText,
  amountReducer,
  chipValue,
  type AmountAction,
  type AmountBounds,
  type AmountSelection,
} from '../purchase/amount';
import { PURCHASE_FIELDS, PURCHASE_IDS } from '../purchase/formFields';
import { AMOUNT_TEXT } from '../purchase/messages';
import * as styles from './sections.css';

export interface AmountSectionProps {
  /** The preset amounts (whole dollars). */
  amounts: readonly number[];
  /** The page's amount (the purchase state's). */
  amount: AmountSelection;
  bounds: AmountBounds;
  /** The posted form's error marks the custom amount invalid. */
  invalid: boolean;
  /** The purchase state's dispatch (stable). */
  dispatch: (action: AmountAction) => void;
}

export const AmountSection = memo(function AmountSection({
  amounts,
  amount,
  bounds,
  invalid,
  dispatch,
}: AmountSectionProps) {
  // The amount as the shopper just set it, until the transition below has rendered the page's.
  const [shown, show] = useOptimistic(amount, amountReducer);
  const change = (action: AmountAction) =>
    startTransition(() => {
      show(action);
      dispatch(action);
    });
  return (
    <div className={styles.fieldGroup}>
      <AmountChips
        amounts={amounts}
        value={chipValue(shown)}
        onValueChange={(value) => {
          const action = actionForChip(value);
          if (action) change(action);
        }}
        customLabel={AMOUNT_TEXT.customChip}
        label={AMOUNT_TEXT.chipsLabel}
        name={PURCHASE_FIELDS.amount}
      />
      {/* Always in the form, hidden unless Custom Amount is checked: by React state with
        JavaScript, by CSS (:has(:checked)) without it. */}
      <div className={styles.customAmountSlot} hidden={shown.kind !== 'custom'}>
        <CustomAmountInput
          id={PURCHASE_IDS.customAmount}
          name={PURCHASE_FIELDS.customAmount}
          value={shown.kind === 'custom' ? shown.amount : null}
          onValueChange={(value) => change({ type: 'setCustomAmount', amount: value })}
          helperText={amountHelperText(bounds)}
          validate={(value) => amountError(value, bounds)}
          invalid={invalid}
          label={AMOUNT_TEXT.customLabel}
        />
      </div>
    </div>
  );
});
