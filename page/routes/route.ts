/**
 * A route of the page server, in the spirit of Hydrogen's route files: its path, the slice of the
 * server configuration it reads, its loader (GET: load the data, answer with the page) and its
 * action (POST: the route's form). page/server/app.ts mounts them; everything a route needs of
 * the server comes in its context, so a route is read, and tested, on its own.
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { PublicConfig, ServerConfig } from '../config';
import type { SanitizeHtml } from '../sanitize/policy';
import type { FlashStore } from '../server/flash';
import { lingerBeforeClose, socketOf } from '../server/lingeringClose';
import type { PageResponder } from '../server/respond';
import type { ShopAccess } from '../server/shopAccess';
import type { PurchaseFlash } from './product/action';

/** What every route gets from the server, beside its own configuration. */
export interface ServerServices {
  /** The configuration every page carries to the browser (one frozen copy). */
  publicConfig: PublicConfig;
  shop: ShopAccess;
  pages: PageResponder;
  sanitizeHtml: SanitizeHtml;
  /** The configured public origin (never the request's Host header, which anyone can set). */
  publicOrigin: () => string;
  /** Whether the request came over HTTPS (directly, or through a trusted proxy). */
  isHttps: (c: Context) => boolean;
  /** The origins a form may be posted from (cross-site posts are refused). */
  formOrigins: () => string[];
  /** A posted purchase form's outcome, carried through its redirect. */
  flash: FlashStore<PurchaseFlash>;
  /** The cart form's outcome, carried through its redirect (read back with a check). */
  cartFlash: FlashStore<unknown>;
  log: (message: string, error?: unknown) => void;
  now: () => Date;
}

export interface RouteContext<C> extends ServerServices {
  /** The slice of the server configuration this route reads. */
  config: C;
}

type Handler<C> = (c: Context, ctx: RouteContext<C>) => Response | Promise<Response>;

export interface PageRoute<C> {
  path: string;
  /** The configuration this route reads, taken from the server's. */
  config: (server: ServerConfig) => C;
  /** GET (and HEAD): the page. */
  loader?: Handler<C>;
  /** POST: the route's form. */
  action?: Handler<C>;
  /** The largest form body the action reads. @default DEFAULT_FORM_BODY_BYTES */
  maxBodyBytes?: number;
  /** The answer to a body over the limit (413). @default a plain 413 */
  tooLarge?: Handler<C>;
}

/** A form of a few fields: a sign-in or sign-out form is well under 2 KB. */
export const DEFAULT_FORM_BODY_BYTES = 8 * 1024;

/**
 * Refuses a body over `maxSize` with 413 as it streams in (Hono's body-limit middleware counts
 * a chunked body's bytes and stops reading at the limit; a Content-Length over it is refused
 * unread). The rest of the body is never read, so the connection is closed after the answer:
 * a keep-alive client's next request on it would otherwise meet the unread bytes. The close
 * lingers (../server/lingeringClose.ts), so a client still sending reads the 413, not a reset.
 */
export function limitBody(
  maxSize: number,
  tooLarge?: (c: Context) => Response | Promise<Response>,
) {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      const socket = socketOf(c.env);
      if (socket) lingerBeforeClose(socket);
      const answer = tooLarge
        ? await tooLarge(c)
        : new Response('Payload Too Large', {
            status: 413,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          });
      const headers = new Headers(answer.headers);
      headers.set('Connection', 'close');
      return new Response(answer.body, { status: 413, headers });
    },
  });
}

/** A declared route, ready to mount whatever configuration it reads. */
export interface DefinedRoute<C> extends PageRoute<C> {
  /** Mounts the route on `app` with the server's services and its slice of `server`. */
  mount(app: Hono, services: ServerServices, server: ServerConfig): void;
}

/** Declares a route (the type parameter is inferred from its `config`). */
export function defineRoute<C>(route: PageRoute<C>): DefinedRoute<C> {
  return {
    ...route,
    mount(app, services, server) {
      const ctx: RouteContext<C> = { ...services, config: route.config(server) };
      const { loader, action, tooLarge } = route;
      if (loader) app.get(route.path, (c) => loader(c, ctx));
      if (action) {
        const limit = limitBody(
          route.maxBodyBytes ?? DEFAULT_FORM_BODY_BYTES,
          tooLarge ? (c) => tooLarge(c, ctx) : undefined,
        );
        app.post(route.path, limit, (c) => action(c, ctx));
      }
    },
  };
}
