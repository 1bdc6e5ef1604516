import { useId } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { Button } from '../Button/Button';
import { FieldError } from '../Field/FieldError';
import * as fieldStyles from '../Field/field.css';
import * as styles from './QuantityStepper.css';
import { DEFAULT_QUANTITY_BOUNDS, DEFAULT_QUANTITY_DEBOUNCE_MS } from './quantityState';
import { useQuantityStepper } from './useQuantityStepper';
import { cx } from '../../css/cx';

export interface QuantityStepperProps {
  /** Controlled quantity: the settled value the parent holds. */
  value?: number;
  /** Initial quantity when uncontrolled. @default min */
  defaultValue?: number;
  /** Called with the settled value, debounceMs after the last change (or when focus leaves). */
  onValueChange?: (value: number) => void;
  /** @default 1 */
  min?: number;
  /** @default 99 */
  max?: number;
  /** Delay before onValueChange. @default 300 */
  debounceMs?: number;
  /** A request above max, with what was asked (e.g. plus at max, or 60 typed with max 50). */
  onMaxExceeded?: (attempted: number) => void;
  /** A request below min, with what was asked (e.g. minus at min, or 0 typed). */
  onMinExceeded?: (attempted: number) => void;
  /** Visible label, the spinbutton's name and the start of the announcement. @default 'Quantity' */
  label?: string;
  /** Name of the minus button. @default 'Decrease quantity' */
  decrementLabel?: string;
  /** Name of the plus button. @default 'Increase quantity' */
  incrementLabel?: string;
  /** Error tied to the input (aria-describedby) that marks it invalid. */
  error?: string | null;
  /** Marks the input invalid without a message. @default false */
  invalid?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Form field name of the input. */
  name?: string;
  id?: string;
  className?: string;
}

/**
 * Layer 3 of the quantity stepper: spreads useQuantityStepper's prop bundles on a label, a group,
 * a spinbutton text input, two Buttons and a polite live region.
 */
export function QuantityStepper({
  value,
  defaultValue,
  onValueChange,
  min = DEFAULT_QUANTITY_BOUNDS.min,
  max = DEFAULT_QUANTITY_BOUNDS.max,
  debounceMs = DEFAULT_QUANTITY_DEBOUNCE_MS,
  onMaxExceeded,
  onMinExceeded,
  label = 'Quantity',
  decrementLabel,
  incrementLabel,
  error,
  invalid = false,
  disabled = false,
  name,
  id: idProp,
  className,
}: QuantityStepperProps) {
  const autoId = useId();
  const stepper = useQuantityStepper({
    id: idProp ?? `${autoId}-quantity`,
    value,
    defaultValue,
    onValueChange,
    min,
    max,
    debounceMs,
    onMaxExceeded,
    onMinExceeded,
    label,
    disabled,
    invalid,
    error,
    decrementLabel,
    incrementLabel,
  });

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label {...stepper.labelProps} className={fieldStyles.label}>
        {label}
      </label>
      <div {...stepper.groupProps} className={styles.stepper}>
        <Button {...stepper.decrementButtonProps} variant="tertiary" className={styles.button}>
          <StepIcon kind="minus" />
        </Button>
        <input
          {...stepper.inputProps}
          name={name}
          className={[fieldStyles.control, styles.input].join(' ')}
        />
        <Button {...stepper.incrementButtonProps} variant="tertiary" className={styles.button}>
          <StepIcon kind="plus" />
        </Button>
      </div>
      {stepper.error ? <FieldError id={stepper.errorId}>{stepper.error}</FieldError> : null}
      <span {...stepper.liveRegionProps} className={visuallyHidden}>
        {stepper.announcement}
      </span>
    </div>
  );
}

function StepIcon({ kind }: { kind: 'minus' | 'plus' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={kind === 'minus' ? 'M3 8h10' : 'M3 8h10M8 3v10'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
