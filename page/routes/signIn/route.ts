/**
 * /shop/LogonForm, the demo shop's sign-in page (spec 2: add to cart's 503 sends the shopper here
 * with ?rememberMe=true), and POST /shop/Logout. A plain form that works without JavaScript: the
 * page server calls the shop's identity routes and hands their cookies to the browser
 * (SignInPage.tsx is the page).
 */
import type { Context } from 'hono';
import type { ServerConfig } from '../../config';
import { isCrossSite } from '../../security/origin';
import { simpleHead } from '../../seo/head';
import { CACHE_CONTROL } from '../../server/respond';
import { parseShopper } from '../../storefront/shopper';
import { defineRoute, type RouteContext } from '../route';
import { LOGON_MESSAGES, safeReturnTo, type SignInPageData } from './data';

type LogonFormState = Omit<SignInPageData, 'kind' | 'config'>;

interface SignInConfig {
  /** The identity calls' time-out: a few API calls' worth (the shop hashes the password). */
  identityTimeoutMs: number;
}

const signInConfig = (server: ServerConfig): SignInConfig => ({
  identityTimeoutMs: server.serverApiTimeoutMs * 4,
});

/** The page with the form's state: never cached anywhere (it holds what the shopper typed). */
function logonPage(
  c: Context,
  ctx: RouteContext<SignInConfig>,
  state: LogonFormState,
  status: number,
) {
  const failed = Boolean(state.formError || state.email.error || state.password.error);
  const head = simpleHead(
    failed ? 'Error: Sign in' : 'Sign in',
    'Sign in to your Cairnfield Outfitters account.',
    null,
    'noindex',
  );
  const data: SignInPageData = { kind: 'signIn', ...state, config: ctx.publicConfig };
  return ctx.pages.render(c, data, head, status, null, { 'Cache-Control': CACHE_CONTROL.error });
}

function emptyLogon(c: Context, ctx: RouteContext<SignInConfig>): LogonFormState {
  return {
    email: { value: '', error: null },
    password: { error: null },
    rememberMe: c.req.query('rememberMe') === 'true',
    returnTo: safeReturnTo(c.req.query('returnTo')),
    formError: null,
    signedIn: parseShopper(c.req.header('cookie'), ctx.publicConfig.regionCookie, ctx.publicConfig)
      .signedIn,
    notice: c.req.query('signedOut') === '1' ? LOGON_MESSAGES.signedOut : null,
  };
}

/** Calls the shop's identity route server-side with the shopper's cookies. */
function identityCall(c: Context, ctx: RouteContext<SignInConfig>, path: string, body: unknown) {
  const forwardedProto = c.req.header('x-forwarded-proto');
  const cookie = c.req.header('cookie');
  return ctx.shop.fetch(new URL(path, ctx.shop.origin()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ctx.config.identityTimeoutMs),
  });
}

/** A 303 to `to`, carrying the shop's cookies (the session is the shopper's). */
function redirectWithCookies(to: string, from: Response) {
  const headers = new Headers({ Location: to, 'Cache-Control': CACHE_CONTROL.error });
  for (const cookie of from.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export const signInRoute = defineRoute({
  path: '/shop/LogonForm',
  config: signInConfig,
  loader: (c, ctx) => logonPage(c, ctx, emptyLogon(c, ctx), 200),
  async action(c, ctx) {
    const state = { ...emptyLogon(c, ctx), signedIn: false };
    if (isCrossSite(c.req.raw.headers, ctx.formOrigins())) {
      return logonPage(c, ctx, { ...state, formError: LOGON_MESSAGES.crossSite }, 403);
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value.slice(0, 512) : '';
    };
    const email = field('email').trim();
    const password = field('password');
    state.email.value = email;
    state.rememberMe = field('rememberMe') === 'true';
    state.returnTo = safeReturnTo(field('returnTo'));
    if (!email) state.email.error = LOGON_MESSAGES.emailRequired;
    if (!password) state.password.error = LOGON_MESSAGES.passwordRequired;
    if (state.email.error || state.password.error) return logonPage(c, ctx, state, 400);

    let answer: Response;
    try {
      answer = await identityCall(c, ctx, '/api/identity/login', {
        email,
        password,
        rememberMe: state.rememberMe,
      });
    } catch (error) {
      ctx.log('sign-in: the shop could not be reached', error);
      return logonPage(c, ctx, { ...state, formError: LOGON_MESSAGES.unavailable }, 503);
    }
    if (answer.ok) return redirectWithCookies(state.returnTo, answer);
    if (answer.status === 401) {
      return logonPage(c, ctx, { ...state, formError: LOGON_MESSAGES.invalidLogin }, 401);
    }
    if (answer.status === 429) {
      // Sign-in guessing limits: the shop says how long to wait.
      const page = await logonPage(
        c,
        ctx,
        { ...state, formError: LOGON_MESSAGES.tooManyAttempts },
        429,
      );
      const retryAfter = answer.headers.get('retry-after');
      if (retryAfter && /^\d{1,6}$/.test(retryAfter)) page.headers.set('Retry-After', retryAfter);
      return page;
    }
    if (answer.status === 400) {
      const body = (await answer.json().catch(() => null)) as {
        errors?: { field?: string }[];
      } | null;
      const fields = new Set((body?.errors ?? []).map((e) => e.field));
      if (fields.has('email')) state.email.error = LOGON_MESSAGES.emailInvalid;
      if (fields.has('password') || (!fields.has('email') && fields.size > 0)) {
        state.password.error = LOGON_MESSAGES.passwordRequired;
      }
      if (state.email.error || state.password.error) return logonPage(c, ctx, state, 400);
    }
    ctx.log(`sign-in: the shop answered ${answer.status}`);
    return logonPage(c, ctx, { ...state, formError: LOGON_MESSAGES.unavailable }, 503);
  },
});

export const signOutRoute = defineRoute({
  path: '/shop/Logout',
  config: signInConfig,
  async action(c, ctx) {
    if (isCrossSite(c.req.raw.headers, ctx.formOrigins())) {
      return logonPage(c, ctx, { ...emptyLogon(c, ctx), formError: LOGON_MESSAGES.crossSite }, 403);
    }
    try {
      const answer = await identityCall(c, ctx, '/api/identity/logout', {});
      if (answer.ok) return redirectWithCookies('/shop/LogonForm?signedOut=1', answer);
      ctx.log(`sign-out: the shop answered ${answer.status}`);
    } catch (error) {
      ctx.log('sign-out: the shop could not be reached', error);
    }
    return logonPage(c, ctx, { ...emptyLogon(c, ctx), formError: LOGON_MESSAGES.unavailable }, 503);
  },
});
