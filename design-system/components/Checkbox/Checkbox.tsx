import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useControllableState } from '../_shared/useControllableState';
import * as styles from './Checkbox.css';
import { cx } from '../../css/cx';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> {
  /** Visible label; the checkbox's accessible name. */
  label: ReactNode;
  /** Extra text under the label, tied with aria-describedby. */
  description?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the shopper toggles it. */
  onCheckedChange?: (checked: boolean) => void;
  /** @default false */
  disabled?: boolean;
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a label and an optional description. */
export function Checkbox({
  label,
  description,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  id: idProp,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? `${autoId}-checkbox`;
  const descriptionId = `${id}-description`;
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });

  return (
    <div
      className={cx(styles.root, className)}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
    >
      <input
        {...rest}
        ref={ref}
        id={id}
        type="checkbox"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
