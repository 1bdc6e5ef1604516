import { memo, useId } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import * as styles from './AmountChips.css';
import { useFormatters, useMessages } from '../../i18n/LocaleProvider';
import { amountChipsMessages } from './AmountChips.messages';
import { buildAmountOptions, CUSTOM_AMOUNT_VALUE } from './amountChipsState';
import { useAmountChips, type ChipRadioProps } from './useAmountChips';
import { cx } from '../../css/cx';
import { LineIcon } from '../_shared/LineIcon';

export interface AmountChipsProps {
  /** Preset amounts (from configuration); shown as money in the provider's locale ('$25', '£25'). */
  amounts: readonly number[];
  /** ISO 4217 code of the amounts, where it differs from the LocaleProvider's. @default the provider's */
  currency?: string;
  /** BCP 47 locale that writes the amounts, where it differs from the provider's. @default the provider's */
  locale?: string;
  /**
   * Checked chip: an amount as a string ('25') or the custom chip's value; null for none. Giving it
   * makes the group controlled.
   */
  value?: string | null;
  /** Initially checked chip when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the newly checked chip's value. */
  onValueChange?: (value: string) => void;
  /** The group's accessible name (and visible label). @default the 'AmountChips.label' message ('Amount') */
  label?: string;
  /** Keep the label for screen readers only (when the page shows its own heading). @default false */
  hideLabel?: boolean;
  /** Add the custom chip after the presets. @default true */
  includeCustom?: boolean;
  /** Value of the custom chip. @default 'custom' */
  customValue?: string;
  /** Label of the custom chip. @default the 'AmountChips.customLabel' message ('Other amount') */
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
  currency,
  locale,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  label,
  hideLabel = false,
  includeCustom = true,
  customValue = CUSTOM_AMOUNT_VALUE,
  customLabel,
  disabled = false,
  name,
  className,
}: AmountChipsProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const { money } = useFormatters({ currency, locale });
  const messages = useMessages(amountChipsMessages, {
    'AmountChips.label': label,
    'AmountChips.customLabel': customLabel,
  });
  const options = buildAmountOptions(
    amounts,
    {
      include: includeCustom,
      value: customValue,
      label: messages.format('AmountChips.customLabel'),
    },
    (amount) => money(amount, { dropZeroCents: true }),
  );
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
        {messages.format('AmountChips.label')}
      </span>
      <div {...groupProps} className={styles.group}>
        {options.map((option, index) => (
          <Chip key={option.value} label={option.label} {...getRadioProps(index)} />
        ))}
      </div>
    </div>
  );
}

/**
 * One chip. The chip is the radio's label; the radio covers it (transparent), so a click, a tap and
 * the focus ring all belong to the real control. The checked look comes from :checked in CSS, so
 * it follows the radio even before hydration. Memoised on its radio's props (the group's change
 * handler is stable): a tap renders the two chips whose check changed, not the whole group.
 */
const Chip = memo(function Chip({ label, ...radio }: ChipRadioProps & { label: string }) {
  return (
    <label className={styles.chip} data-disabled={radio.disabled ? '' : undefined}>
      <input {...radio} className={styles.radio} />
      <CheckMark />
      {label}
    </label>
  );
});

function CheckMark() {
  return (
    <LineIcon className={styles.check} viewBoxSize={16} d="M3 8.5l3.25 3.25L13 5" strokeWidth={2} />
  );
}
