import { type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import * as styles from './Button.css';
import { cx } from '../../css/cx';

export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'standard' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner, sets aria-busy and blocks clicks while keeping the label (and so the accessible
   * name and the button's width). @default false
   */
  loading?: boolean;
  /** Announced to screen readers while loading, e.g. 'Adding to cart'. */
  loadingLabel?: string;
  children: ReactNode;
}

/** A button. `type` defaults to 'button' so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'standard',
  fullWidth = false,
  loading = false,
  loadingLabel,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      // While loading the button stays focusable (aria-disabled, not disabled) so focus is not
      // thrown to <body> mid-request; clicks are swallowed instead.
      aria-disabled={loading || undefined}
      data-state={loading ? 'loading' : undefined}
      // Styled from one attribute, whichever way the button is disabled: natively, while loading, or
      // aria-disabled by the caller (a reason stays reachable). A caller's own data-disabled wins.
      data-disabled={loading || rest.disabled || isTrue(rest['aria-disabled']) ? '' : undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      <span className={loading ? styles.labelHidden : undefined}>{children}</span>
      {loading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {/* The space keeps the label a word of its own in the accessible name ("Add to cart
              Adding to cart", not "cartAdding"). */}
          {loadingLabel ? (
            <>
              {' '}
              <span className={visuallyHidden}>{loadingLabel}</span>
            </>
          ) : null}
        </>
      ) : null}
    </button>
  );
}

function isTrue(value: boolean | 'true' | 'false' | undefined): boolean {
  return value === true || value === 'true';
}

export { buttonVariants, buttonSizes } from './Button.css';
