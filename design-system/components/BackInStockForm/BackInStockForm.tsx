import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { useControllableState } from '../_shared/useControllableState';
import * as styles from './BackInStockForm.css';
import { useMessages } from '../../i18n/LocaleProvider';
import { backInStockFormMessages } from './BackInStockForm.messages';
import { hasEmailShape, type BackInStockResult, type BackInStockStatus } from './backInStock';
import { cx } from '../../css/cx';

export interface BackInStockFormProps {
  /**
   * Sends the request (the page owns it). Resolve with 'alreadyRegistered' when the shop says the
   * address was registered before, with 'success' (or nothing) otherwise; reject on failure, which
   * puts the form back to idle for the page to handle.
   */
  onSubmit?: (
    email: string,
    mobile?: string,
  ) => Promise<BackInStockResult | void> | BackInStockResult | void;
  /** Label of an optional mobile number field; the field shows only when given. */
  mobileLabel?: string;
  /** The mobile number's rule (the page's): an error message, or null when acceptable. */
  validateMobile?: (value: string) => string | null;
  /** Controlled status; the form still reports its transitions through onStatusChange. */
  status?: BackInStockStatus;
  /** Initial status when uncontrolled. @default 'idle' */
  defaultStatus?: BackInStockStatus;
  /** Called on every status transition (submitting, success, alreadyRegistered, idle). */
  onStatusChange?: (status: BackInStockStatus) => void;
  /** Initial e-mail. @default '' */
  defaultEmail?: string;
  /** Field label, shown with the required '*'. @default the 'BackInStockForm.label' message ('Email') */
  label?: string;
  /** Whether an address is acceptable. @default something, '@', something */
  isValidEmail?: (email: string) => boolean;
  /** The invalid-address message. @default the 'BackInStockForm.invalidEmail' message */
  invalidEmailMessage?: string;
  /** @default the 'BackInStockForm.submit' message ('Submit') */
  submitLabel?: string;
  /** Read out while the request runs. @default the 'BackInStockForm.submitting' message */
  submittingLabel?: string;
  /** @default the 'BackInStockForm.successTitle' message ('Thank you') */
  successTitle?: string;
  /** @default the 'BackInStockForm.successMessage' message */
  successMessage?: string;
  /** @default the 'BackInStockForm.alreadyRegistered' message */
  alreadyRegisteredMessage?: string;
  className?: string;
}

/**
 * The back-in-stock e-mail form: idle, submitting (button busy), success (the form gives way to the
 * confirmation) and already registered. Results are announced through a role=status region that is
 * always in the page, so screen readers hear the text that appears in it.
 */
export function BackInStockForm({
  onSubmit,
  status: statusProp,
  defaultStatus = 'idle',
  onStatusChange,
  defaultEmail = '',
  label: labelProp,
  isValidEmail = hasEmailShape,
  invalidEmailMessage,
  submitLabel,
  submittingLabel,
  successTitle,
  successMessage,
  alreadyRegisteredMessage,
  className,
  mobileLabel,
  validateMobile,
}: BackInStockFormProps) {
  const messages = useMessages(backInStockFormMessages, {
    'BackInStockForm.label': labelProp,
    'BackInStockForm.invalidEmail': invalidEmailMessage,
    'BackInStockForm.submit': submitLabel,
    'BackInStockForm.submitting': submittingLabel,
    'BackInStockForm.successTitle': successTitle,
    'BackInStockForm.successMessage': successMessage,
    'BackInStockForm.alreadyRegistered': alreadyRegisteredMessage,
  });
  const label = messages.format('BackInStockForm.label');
  const id = `${useId()}-bis-email`;
  const mobileId = `${id}-mobile`;
  const [mobile, setMobile] = useState('');
  const [mobileTouched, setMobileTouched] = useState(false);
  const mobileRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const mobileError =
    mobileLabel && mobileTouched ? (validateMobile?.(mobile.trim()) ?? null) : null;
  const [status, setStatus] = useControllableState<BackInStockStatus>({
    value: statusProp,
    defaultValue: defaultStatus,
    onChange: onStatusChange,
  });
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const error =
    touched && !isValidEmail(email) ? messages.format('BackInStockForm.invalidEmail') : null;
  const submitting = status === 'submitting';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return; // Enter in the field while the request runs
    setTouched(true);
    if (!isValidEmail(email)) {
      inputRef.current?.focus();
      return;
    }
    if (mobileLabel) {
      setMobileTouched(true);
      if (validateMobile?.(mobile.trim())) {
        mobileRef.current?.focus();
        return;
      }
    }
    setStatus('submitting');
    try {
      const result = await (mobileLabel
        ? onSubmit?.(email.trim(), mobile.trim())
        : onSubmit?.(email.trim()));
      setStatus(result === 'alreadyRegistered' ? 'alreadyRegistered' : 'success');
    } catch {
      setStatus('idle');
    }
  };

  // On success the form (and the focused button) goes away: put focus on the confirmation rather
  // than letting it fall to <body>, unless the shopper has moved elsewhere meanwhile. A layout
  // effect: in the same commit that removes the button, so focus is never on <body>, not even for
  // the frame a passive effect would wait.
  useLayoutEffect(() => {
    if (status !== 'success') return;
    const active = rootRef.current?.ownerDocument.activeElement;
    if (!active || active === active.ownerDocument.body || rootRef.current?.contains(active)) {
      statusRef.current?.focus();
    }
  }, [status]);

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      {status === 'success' ? null : (
        <form className={styles.form} noValidate onSubmit={handleSubmit}>
          <div className={styles.fieldWrap}>
            <TextField
              ref={inputRef}
              id={id}
              label={label}
              required
              name="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onValueChange={(next) => {
                setEmail(next);
                if (status === 'alreadyRegistered') setStatus('idle');
              }}
              // Validate on blur once something was typed; an empty field waits for the submit.
              onBlur={() => {
                if (email.trim() !== '') setTouched(true);
              }}
              error={error}
            />
          </div>
          {mobileLabel ? (
            <div className={styles.fieldWrap}>
              <TextField
                ref={mobileRef}
                id={mobileId}
                label={mobileLabel}
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={mobile}
                onValueChange={setMobile}
                onBlur={() => {
                  if (mobile.trim() !== '') setMobileTouched(true);
                }}
                error={mobileError}
              />
            </div>
          ) : null}
          <Button
            type="submit"
            loading={submitting}
            loadingLabel={messages.format('BackInStockForm.submitting')}
          >
            {messages.format('BackInStockForm.submit')}
          </Button>
        </form>
      )}
      <div
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={styles.status}
        data-state={status === 'success' || status === 'alreadyRegistered' ? status : undefined}
      >
        {status === 'success' ? (
          <>
            <p className={styles.statusTitle}>{messages.format('BackInStockForm.successTitle')}</p>{' '}
            <p className={styles.statusText}>{messages.format('BackInStockForm.successMessage')}</p>
          </>
        ) : null}
        {status === 'alreadyRegistered' ? (
          <p className={styles.statusText}>
            {messages.format('BackInStockForm.alreadyRegistered')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export { backInStockStatuses } from './backInStock';
export type { BackInStockResult, BackInStockStatus } from './backInStock';
