/**
 * A route of the page server, in the spirit of Hydrogen's route files: its path, the slice of the
 * server configuration it reads, its loader (GET: load the data, answer with the page) and its
 * action (POST: the route's form). page/server/app.ts mounts them; everything a route needs of
 * the server comes in its context, so a route is read, and tested, on its own.
 */
import type { Context, Hono } from 'hono';
import type { PublicConfig, ServerConfig } from '../config';
import type { SanitizeHtml } from '../sanitize/policy';
import type { FlashStore } from '../server/flash';
import type { PageResponder } from '../server/respond';
import type { ShopAccess } from '../server/shopAccess';
import type { PurchaseFlash } from './productAction';

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
      const { loader, action } = route;
      if (loader) app.get(route.path, (c) => loader(c, ctx));
      if (action) app.post(route.path, (c) => action(c, ctx));
    },
  };
}
