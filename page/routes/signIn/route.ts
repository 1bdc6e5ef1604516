/**
 * /shop/LogonForm, the demo shop's sign-in page (spec 2: add to cart's 503 sends the shopper here
 * with ?rememberMe=true), and POST /shop/Logout. A plain form that works without JavaScript: the
 * page server calls the shop's identity routes and hands their cookies to the browser
 * (SignInPage.tsx is the page).
 */
import type { Context } from 'hono';
import type { ServerConfig } from '../../config';
import { CART_URL } from '../../routing/paths';
import { isCrossSite } from '../../security/origin';
import { simpleHead } from '../../seo/head';
import { CACHE_CONTROL } from '../../server/respond';
import { parseShopper, SHOPPER_COOKIES } from '../../storefront/shopper';
import { CART_FLASH_COOKIE } from '../cart/route';
import { PURCHASE_FLASH_COOKIE } from '../product/action';
import { defineRoute, type RouteContext } from '../route';
import { LOGON_MESSAGES, safeReturnTo, tooManyAttemptsMessage, type SignInPageData } from './data';

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
  const cookie = c.req.header('cookie');
  return ctx.shop.fetch(new URL(path, ctx.shop.origin()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The shopper's own address and scheme: each shopper's attempts are counted apart.
      ...ctx.shop.forwarded(c),
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

/**
 * Cookies of the shopper the page knows (their store, ZIP codes, order, user type, the forms'
 * outcomes) and their paths. At sign-out they go with the shop's own (session, activity, cart):
 * nothing of the shopper is left for the next person at the browser. The known-device cookie is
 * not among them (it names no one; docs/security.md).
 */
const PERSONAL_COOKIES: readonly (readonly [string, string])[] = [
  ...Object.values(SHOPPER_COOKIES).map((name) => [name, '/'] as const),
  [PURCHASE_FLASH_COOKIE, '/p/'],
  [CART_FLASH_COOKIE, CART_URL],
];

/** The sign-out's redirect: the shop's cleared cookies, then every other one of the shopper's. */
function signedOut(c: Context, ctx: RouteContext<SignInConfig>, from: Response) {
  const answer = redirectWithCookies('/shop/LogonForm?signedOut=1', from);
  const cleared = new Set(from.headers.getSetCookie().map((cookie) => cookie.split('=')[0]));
  const secure = ctx.isHttps(c) ? '; Secure' : '';
  for (const [name, path] of PERSONAL_COOKIES) {
    if (cleared.has(name)) continue;
    answer.headers.append('Set-Cookie', `${name}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`);
  }
  // The page's storage too: the purchase form's draft (recipients included), recently viewed.
  answer.headers.set('Clear-Site-Data', '"storage"');
  return answer;
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
      // Sign-in throttling: the shop says how long to wait.
      const retryAfter = answer.headers.get('retry-after');
      const seconds = retryAfter && /^\d{1,6}$/.test(retryAfter) ? Number(retryAfter) : null;
      const page = await logonPage(
        c,
        ctx,
        { ...state, formError: tooManyAttemptsMessage(seconds) },
        429,
      );
      if (seconds !== null) page.headers.set('Retry-After', String(seconds));
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
      if (answer.ok) return signedOut(c, ctx, answer);
      ctx.log(`sign-out: the shop answered ${answer.status}`);
    } catch (error) {
      ctx.log('sign-out: the shop could not be reached', error);
    }
    return logonPage(c, ctx, { ...emptyLogon(c, ctx), formError: LOGON_MESSAGES.unavailable }, 503);
  },
});
