import { useId } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import * as styles from './AmountChips.css';
import { buildAmountOptions, CUSTOM_AMOUNT_LABEL, CUSTOM_AMOUNT_VALUE } from './amountChipsState';
import { useAmountChips } from './useAmountChips';
import { cx } from '../../css/cx';
import { LineIcon } from '../_shared/LineIcon';

export interface AmountChipsProps {
  /** Preset amounts in whole dollars (from configuration); shown as '$25'. */
  amounts: readonly number[];
  /**
   * Checked chip: an amount as a string ('25') or the custom chip's value; null for none. Giving it
   * makes the group controlled.
   */
  value?: string | null;
  /** Initially checked chip when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the newly checked chip's value. */
  onValueChange?: (value: string) => void;
  /** The group's accessible name (and visible label). @default 'Amount' */
  label?: string;
  /** Keep the label for screen readers only (when the page shows its own heading). @default false */
  hideLabel?: boolean;
  /** Add the custom chip after the presets. @default true */
  includeCustom?: boolean;
  /** Value of the custom chip. @default 'custom' */
  customValue?: string;
  /** Label of the custom chip. @default 'Other amount' */
  customLabel?: string;
  /** Disables every chip. @default false */
  disabled?: boolean;
  /**
   * The radios' name: the field a surrounding form posts (it works before hydration and without
   * JavaScript). @default a generated name
   */
  name?: string;
  className?: string;
}

/**
 * Amount chips: an APG radio group of preset amounts plus a custom-amount chip, built from native
 * radio inputs styled as chips. The custom amount's text field belongs after this group, outside it
 * (a11y contract).
 */
export function AmountChips({
  amounts,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  label = 'Amount',
  hideLabel = false,
  includeCustom = true,
  customValue = CUSTOM_AMOUNT_VALUE,
  customLabel = CUSTOM_AMOUNT_LABEL,
  disabled = false,
  name,
  className,
}: AmountChipsProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const options = buildAmountOptions(amounts, {
    include: includeCustom,
    value: customValue,
    label: customLabel,
  });
  const { groupProps, getRadioProps } = useAmountChips({
    options,
    value: valueProp,
    defaultValue,
    onValueChange,
    labelId,
    name: name ?? `${baseId}-amount`,
    disabled,
  });

  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </span>
      <div {...groupProps} className={styles.group}>
        {options.map((option, index) => (
          // The chip is the radio's label; the radio covers it (transparent), so a click, a tap and
          // the focus ring all belong to the real control. The checked look comes from :checked in
          // CSS, so it follows the radio even before hydration.
          <label
            key={option.value}
            className={styles.chip}
            data-disabled={disabled ? '' : undefined}
          >
            <input {...getRadioProps(index)} className={styles.radio} />
            <CheckMark />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}

function CheckMark() {
  return (
    <LineIcon className={styles.check} viewBoxSize={16} d="M3 8.5l3.25 3.25L13 5" strokeWidth={2} />
  );
}
