/**
 * The sign-in page at /shop/LogonForm (spec 1: where a 503 from add to cart sends the shopper). A
 * real form that works before and without JavaScript: it posts back to the page server, which
 * signs in through the shop and hands the shop's cookies on with a redirect (route.ts).
 *
 * Accessibility (WAI-ARIA APG / WCAG 3.3.1, 3.3.3): every field has a visible label; errors are
 * listed in a summary (role=alert, so it is announced on load) whose links move to the field, and
 * each field's own error is tied to it with aria-describedby and aria-invalid. The first field in
 * error gets focus, so focus never starts on <body> after a failed attempt.
 */
import { Button, Link } from '@cairnfield/design-system';
import * as form from '../../layout/form.css';
import * as styles from '../../layout/page.css';
import type { SignInPageData } from './data';

const EMAIL_ID = 'logon-email';
const PASSWORD_ID = 'logon-password';
const FORM_ERROR_ID = 'logon-form-error';

/** The ids an input is described by: its own error, and any other message about it. */
const describedBy = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;

function SignInForm({ data }: { data: SignInPageData }) {
  const { email, password, formError } = data;
  const firstInvalid = email.error
    ? 'email'
    : password.error
      ? 'password'
      : formError
        ? 'email'
        : null;
  return (
    <form method="post" action="/shop/LogonForm" noValidate className={form.form}>
      <input type="hidden" name="returnTo" value={data.returnTo} />
      {formError ? (
        <p id={FORM_ERROR_ID} className={form.fieldError}>
          {formError}
        </p>
      ) : null}
      <label htmlFor={EMAIL_ID} className={form.label}>
        E-mail address
      </label>
      <input
        id={EMAIL_ID}
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={email.value}
        aria-invalid={email.error || formError ? 'true' : 'false'}
        aria-describedby={describedBy(
          email.error ? `${EMAIL_ID}-error` : null,
          formError ? FORM_ERROR_ID : null,
        )}
        // Only after a failed post: the page loads again with the field in error focused, so focus
        // never starts on <body> (WCAG 3.3.1).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={firstInvalid === 'email'}
        className={form.input}
      />
      {email.error ? (
        <p id={`${EMAIL_ID}-error`} className={form.fieldError}>
          {email.error}
        </p>
      ) : null}
      <label htmlFor={PASSWORD_ID} className={form.label}>
        Password
      </label>
      <input
        id={PASSWORD_ID}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={password.error ? 'true' : 'false'}
        aria-describedby={describedBy(password.error ? `${PASSWORD_ID}-error` : null)}
        // Only after a failed post: the page loads again with the field in error focused, so focus
        // never starts on <body> (WCAG 3.3.1).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={firstInvalid === 'password'}
        className={form.input}
      />
      {password.error ? (
        <p id={`${PASSWORD_ID}-error`} className={form.fieldError}>
          {password.error}
        </p>
      ) : null}
      <div className={form.check}>
        <input
          id="logon-remember"
          name="rememberMe"
          type="checkbox"
          value="true"
          defaultChecked={data.rememberMe}
        />
        <label htmlFor="logon-remember">Keep me signed in for 30 days</label>
      </div>
      <Button type="submit" className={form.submit}>
        Sign in
      </Button>
    </form>
  );
}

export default function SignInPage({ data }: { data: SignInPageData }) {
  const errors: { id: string; message: string }[] = [];
  if (data.formError) errors.push({ id: EMAIL_ID, message: data.formError });
  if (data.email.error) errors.push({ id: EMAIL_ID, message: data.email.error });
  if (data.password.error) errors.push({ id: PASSWORD_ID, message: data.password.error });
  return (
    <>
      <h1 className={styles.title}>Sign in</h1>
      {data.notice ? (
        <p className={form.notice} role="status">
          {data.notice}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <div className={form.summary} role="alert" aria-labelledby="logon-errors-title">
          <h2 id="logon-errors-title" className={form.summaryTitle}>
            We could not sign you in
          </h2>
          <ul>
            {errors.map((error, i) => (
              <li key={i}>
                <a href={`#${error.id}`}>{error.message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.signedIn ? (
        <>
          <p>You are signed in.</p>
          <form method="post" action="/shop/Logout">
            <Button type="submit">Sign out</Button>
          </form>
          <p>
            <Link href={data.returnTo} variant="standalone" className={styles.link}>
              Continue shopping
            </Link>
          </p>
        </>
      ) : (
        <SignInForm data={data} />
      )}
      <p>
        <Link href="/" variant="standalone" className={styles.link}>
          Back to all gift cards
        </Link>
      </p>
    </>
  );
}
