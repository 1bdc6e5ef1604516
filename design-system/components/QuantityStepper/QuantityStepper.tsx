import { useId } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { Button } from '../Button/Button';
import { FieldError } from '../Field/FieldError';
import * as fieldStyles from '../Field/field.css';
import * as styles from './QuantityStepper.css';
import { useQuantityStepper, type UseQuantityStepperOptions } from './useQuantityStepper';
import { useMessages } from '../../i18n/LocaleProvider';
import { quantityStepperMessages } from './QuantityStepper.messages';
import { cx } from '../../css/cx';
import { LineIcon } from '../_shared/LineIcon';

export interface QuantityStepperProps extends Omit<UseQuantityStepperOptions, 'id' | 'label'> {
  /**
   * Visible label, the spinbutton's name and the start of the announcement. @default the
   * 'QuantityStepper.label' message ('Quantity')
   */
  label?: string;
  /** Form field name of the input. */
  name?: string;
  /**
   * The error's language when it is not the part's (an error a server words in English, shown on
   * a page in French), so a screen reader reads it in that language (WCAG 3.1.2).
   */
  errorLang?: string | undefined;
  id?: string;
  className?: string;
}

/**
 * Layer 3 of the quantity stepper: spreads useQuantityStepper's prop bundles on a label, a group,
 * a spinbutton text input, two Buttons and a polite live region. The hook owns the defaults.
 */
export function QuantityStepper({
  label: labelProp,
  name,
  errorLang,
  id: idProp,
  className,
  ...options
}: QuantityStepperProps) {
  const label = useMessages(quantityStepperMessages, { 'QuantityStepper.label': labelProp }).format(
    'QuantityStepper.label',
  );
  const autoId = useId();
  const stepper = useQuantityStepper({ ...options, id: idProp ?? `${autoId}-quantity`, label });

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
          className={cx(fieldStyles.control, styles.input)}
        />
        <Button {...stepper.incrementButtonProps} variant="tertiary" className={styles.button}>
          <StepIcon kind="plus" />
        </Button>
      </div>
      {stepper.error ? (
        <FieldError id={stepper.errorId} lang={errorLang}>
          {stepper.error}
        </FieldError>
      ) : null}
      <span {...stepper.liveRegionProps} className={visuallyHidden}>
        {stepper.announcement}
      </span>
    </div>
  );
}

function StepIcon({ kind }: { kind: 'minus' | 'plus' }) {
  return (
    <LineIcon
      className={styles.icon}
      viewBoxSize={16}
      d={kind === 'minus' ? 'M3 8h10' : 'M3 8h10M8 3v10'}
      strokeWidth={2}
    />
  );
}
