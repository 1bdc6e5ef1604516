/**
 * The sign-in page at /shop/LogonForm (spec 1: where a 503 from add to cart sends the shopper).
 * Plain server-rendered HTML with a real form: it works before and without JavaScript. The form
 * posts back to the page server, which signs in through the shop's POST /api/identity/login and
 * hands the shop's cookies on with a redirect (POST/redirect/GET).
 *
 * Accessibility (WAI-ARIA APG / WCAG 3.3.1, 3.3.3): every field has a visible label; errors are
 * listed in a summary (role=alert, so it is announced on load) whose links move to the field, and
 * each field's own error is tied to it with aria-describedby and aria-invalid. The first field in
 * error gets focus, so focus never starts on <body> after a failed attempt.
 */

export interface LogonField {
  value: string;
  error: string | null;
}

export interface LogonFormState {
  email: LogonField;
  password: { error: string | null };
  rememberMe: boolean;
  /** Where to go after signing in: a same-site path. */
  returnTo: string;
  /** An error about the whole attempt (wrong credentials, shop unavailable). */
  formError: string | null;
  /** The shopper is already signed in (the page's activity cookies say so). */
  signedIn: boolean;
  /** A notice shown above the form (e.g. after signing out). */
  notice: string | null;
}

export const LOGON_MESSAGES = {
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter the e-mail address in a valid format, like name@example.com.',
  passwordRequired: 'Enter your password.',
  invalidLogin: 'The e-mail address or password is incorrect.',
  unavailable: 'Signing in is not available right now. Please try again in a moment.',
  crossSite: 'This sign-in form was sent from another site. Please sign in on this page.',
  signedOut: 'You are signed out.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes, then try again.',
} as const;

/**
 * The 429 message with the wait the shop gave (Retry-After): a known device is never kept
 * waiting, and after a few failures the wait is seconds, not minutes (docs/security.md).
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return LOGON_MESSAGES.tooManyAttempts;
  const wait =
    retryAfterSeconds < 90
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many sign-in attempts. Please wait ${wait}, then try again.`;
}

/**
 * A same-site path to return to after signing in, as it goes into the Location header: it must
 * start with one `/` (not `//` or `/\`, which leave the site in browsers) and name a path of this
 * site once parsed; it is returned as the URL parser writes it, so a character a header cannot
 * hold (`/Ā`) arrives percent-encoded. Anything else: the index.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 512) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!/^\/(?![/\\])/.test(value) || /[\s\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://return-to.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://return-to.invalid') return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') || path.length > 1024 ? '/' : path;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1b1f1d; background: #f6f5f1; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.6rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input[type=email], input[type=password] { width: 100%; box-sizing: border-box; padding: 0.6rem;
    font-size: 1rem; border: 1px solid #5c6360; border-radius: 4px; }
  input[aria-invalid=true] { border: 2px solid #b3261e; }
  .field-error { color: #b3261e; margin: 0.25rem 0 0; }
  .check { display: flex; gap: 0.5rem; align-items: center; margin-top: 1rem; font-weight: 400; }
  .check label { margin: 0; font-weight: 400; }
  button { margin-top: 1.5rem; padding: 0.7rem 1.4rem; font-size: 1rem; background: #1f5c3a;
    color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #0b57d0;
    outline-offset: 2px; }
  .summary { border: 2px solid #b3261e; padding: 0.75rem 1rem; border-radius: 4px; }
  .summary h2 { font-size: 1.05rem; margin: 0 0 0.5rem; }
  .summary a { color: #b3261e; }
  .notice { border: 2px solid #1f5c3a; padding: 0.75rem 1rem; border-radius: 4px; }
  a { color: #1f5c3a; }
`;

/** The whole document. `nonce` is the response's CSP nonce (the page has no script). */
export function renderLogonPage(state: LogonFormState, nonce: string): string {
  const errors: { id: string; message: string }[] = [];
  if (state.formError) errors.push({ id: 'logon-email', message: state.formError });
  if (state.email.error) errors.push({ id: 'logon-email', message: state.email.error });
  if (state.password.error) errors.push({ id: 'logon-password', message: state.password.error });
  const firstInvalid = state.email.error
    ? 'email'
    : state.password.error
      ? 'password'
      : state.formError
        ? 'email'
        : null;

  const summary =
    errors.length > 0
      ? `<div class="summary" role="alert" aria-labelledby="logon-errors-title">
  <h2 id="logon-errors-title">We could not sign you in</h2>
  <ul>${errors.map((e) => `<li><a href="#${e.id}">${escapeHtml(e.message)}</a></li>`).join('')}</ul>
</div>`
      : '';
  const notice = state.notice
    ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>`
    : '';

  const describedBy = (id: string, error: string | null, extra: string | null = null) => {
    const ids = [error ? `${id}-error` : null, extra].filter(Boolean).join(' ');
    return ids ? ` aria-describedby="${ids}"` : '';
  };
  const formErrorId = state.formError ? 'logon-form-error' : null;

  const signedInBlock = state.signedIn
    ? `<p>You are signed in.</p>
<form method="post" action="/shop/Logout">
  <button type="submit">Sign out</button>
</form>
<p><a href="${escapeHtml(state.returnTo)}">Continue shopping</a></p>`
    : '';

  const form = `<form method="post" action="/shop/LogonForm" novalidate>
  <input type="hidden" name="returnTo" value="${escapeHtml(state.returnTo)}">
  ${state.formError ? `<p id="logon-form-error" class="field-error">${escapeHtml(state.formError)}</p>` : ''}
  <label for="logon-email">E-mail address</label>
  <input id="logon-email" name="email" type="email" autocomplete="username" required
    value="${escapeHtml(state.email.value)}" aria-invalid="${state.email.error || state.formError ? 'true' : 'false'}"${describedBy('logon-email', state.email.error, formErrorId)}${firstInvalid === 'email' ? ' autofocus' : ''}>
  ${state.email.error ? `<p id="logon-email-error" class="field-error">${escapeHtml(state.email.error)}</p>` : ''}
  <label for="logon-password">Password</label>
  <input id="logon-password" name="password" type="password" autocomplete="current-password" required
    aria-invalid="${state.password.error ? 'true' : 'false'}"${describedBy('logon-password', state.password.error)}${firstInvalid === 'password' ? ' autofocus' : ''}>
  ${state.password.error ? `<p id="logon-password-error" class="field-error">${escapeHtml(state.password.error)}</p>` : ''}
  <div class="check">
    <input id="logon-remember" name="rememberMe" type="checkbox" value="true"${state.rememberMe ? ' checked' : ''}>
    <label for="logon-remember">Keep me signed in for 30 days</label>
  </div>
  <button type="submit">Sign in</button>
</form>`;

  const title = errors.length > 0 ? 'Error: Sign in' : 'Sign in';
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Cairnfield Outfitters</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
<h1>Sign in</h1>
${notice}
${summary}
${signedInBlock || form}
<p><a href="/">Back to all gift cards</a></p>
</main>
</body>
</html>`;
}
