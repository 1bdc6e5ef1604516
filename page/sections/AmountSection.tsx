/**
 * The amount's part of the purchase panel (spec 4 and 5): the amount chips with Custom Amount, and
 * the custom amount field. Urgent first: what the shopper touched (the chip's check, the typed
 * digit) is rendered at once, by this section alone (an optimistic copy of the amount); the page's
 * state and everything derived from it (the total, the eGift preview, the add button's view)
 * follow in a transition, which the next tap interrupts. Memoised, so a change elsewhere in the
 * panel (the stepper, the eGift form) does not render it again.
 */
import { memo, startTransition, useCallback, useOptimistic } from 'react';
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
import { usePageText } from '../i18n/usePageText';
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
  const text = usePageText('amount', AMOUNT_TEXT);
  // The amount as the shopper just set it, until the transition below has rendered the page's.
  const [shown, show] = useOptimistic(amount, amountReducer);
  // Stable (show and dispatch are), so a chip's change leaves the custom amount field unrendered.
  const change = useCallback(
    (action: AmountAction) =>
      startTransition(() => {
        show(action);
        dispatch(action);
      }),
    [show, dispatch],
  );
  // Stable too: the chips whose check does not change skip their render (AmountChips).
  const onChipChange = useCallback(
    (value: string) => {
      const action = actionForChip(value);
      if (action) change(action);
    },
    [change],
  );
  return (
    <div className={styles.fieldGroup}>
      <AmountChips
        amounts={amounts}
        value={chipValue(shown)}
        onValueChange={onChipChange}
        customLabel={text.customChip}
        label={text.chipsLabel}
        name={PURCHASE_FIELDS.amount}
      />
      <CustomAmountSlot
        hidden={shown.kind !== 'custom'}
        value={shown.kind === 'custom' ? shown.amount : null}
        bounds={bounds}
        invalid={invalid}
        change={change}
      />
    </div>
  );
});

/**
 * The custom amount field, always in the form and hidden unless Custom Amount is checked: by React
 * state with JavaScript, by CSS (:has(:checked)) without it. Memoised: a change from one preset chip
 * to another gives it the same props, so the tap's urgent render is the chips' alone.
 */
const CustomAmountSlot = memo(function CustomAmountSlot({
  hidden,
  value,
  bounds,
  invalid,
  change,
}: {
  hidden: boolean;
  value: number | null;
  bounds: AmountBounds;
  invalid: boolean;
  change: (action: AmountAction) => void;
}) {
  const onValueChange = useCallback(
    (amount: number | null) => change({ type: 'setCustomAmount', amount }),
    [change],
  );
  const text = usePageText('amount', AMOUNT_TEXT);
  const validate = useCallback(
    (amount: number | null) => amountError(amount, bounds, text),
    [bounds, text],
  );
  return (
    <div className={styles.customAmountSlot} hidden={hidden}>
      <CustomAmountInput
        id={PURCHASE_IDS.customAmount}
        name={PURCHASE_FIELDS.customAmount}
        value={value}
        onValueChange={onValueChange}
        helperText={amountHelperText(bounds, text)}
        validate={validate}
        invalid={invalid}
        label={text.customLabel}
      />
    </div>
  );
});
