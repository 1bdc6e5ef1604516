/**
 * /p/:slug/stores, the store picker without JavaScript (spec 9 "Pick Up at a Different Store"):
 * GET with `zip` lists the stores near it (the shop's GET /api/stores); POST with the chosen
 * `storeId` tells the shop (spec 7 `POST {token}{storeId}`; the answer is not read), keeps the
 * store in the spec 3 cookies (selectedStoreId, storeZipCode) and sends the shopper back to the
 * product page, which then fetches the inventory for that store. StoresPage.tsx is the page.
 */
import type { Context } from 'hono';
import { STORE_SELECT_TOKEN } from '../../api/constants';
import { shopFailureOf } from '../../api/failures';
import type { ServerConfig } from '../../config';
import type { StoreSearch } from '../../domain';
import { STORE_PICKER_TEXT, searchFailureMessage, zipError } from '../../purchase/storePicker';
import { isCrossSite } from '../../security/origin';
import { simpleHead } from '../../seo/head';
import { CACHE_CONTROL } from '../../server/respond';
import { storeChoiceCookies } from '../../storefront/selectedStore';
import { parseShopper } from '../../storefront/shopper';
import { defineRoute, type RouteContext } from '../route';
import type { StoresPageData } from './data';

type StoresPageState = Omit<StoresPageData, 'kind' | 'config'>;

interface StoresRouteConfig {
  productRoutes: Readonly<Record<string, string>>;
}

export const CROSS_SITE_MESSAGE =
  'This form was sent from another site. Please choose on this page.';
const STORE_ID = /^[0-9]{1,10}$/;

/** The page with the search and the choice: never cached anywhere (it holds the shopper's ZIP). */
function storesPage(
  c: Context,
  ctx: RouteContext<StoresRouteConfig>,
  state: StoresPageState,
  status: number,
) {
  const failed = Boolean(state.zipError || state.chooseError);
  const head = simpleHead(
    failed ? `Error: ${STORE_PICKER_TEXT.title}` : STORE_PICKER_TEXT.title,
    STORE_PICKER_TEXT.description,
    null,
    'noindex',
  );
  const data: StoresPageData = { kind: 'stores', ...state, config: ctx.publicConfig };
  return ctx.pages.render(c, data, head, status, null, { 'Cache-Control': CACHE_CONTROL.error });
}

async function searchStores(
  c: Context,
  ctx: RouteContext<StoresRouteConfig>,
  zip: string,
): Promise<{ search: StoreSearch | null; zipError: string | null }> {
  const invalid = zipError(zip);
  if (invalid) return { search: null, zipError: invalid };
  try {
    return { search: await ctx.shop.forRequest(c).findStores({ zipCode: zip }), zipError: null };
  } catch (error) {
    const failure = shopFailureOf(error);
    if (failure.kind !== 'http' || (failure.status ?? 500) >= 500) {
      ctx.log('stores: the store search failed', error);
    }
    return { search: null, zipError: searchFailureMessage(zip, failure) };
  }
}

export const storesRoute = defineRoute({
  path: '/p/:slug/stores',
  config: (server: ServerConfig): StoresRouteConfig => ({ productRoutes: server.productRoutes }),

  async loader(c, ctx) {
    const slug = c.req.param('slug') ?? '';
    if (!Object.hasOwn(ctx.config.productRoutes, slug)) return ctx.pages.notFound(c);
    const storeId = parseShopper(
      c.req.header('cookie'),
      ctx.publicConfig.regionCookie,
      ctx.publicConfig,
    ).storeId;
    const zip = (c.req.query('zip') ?? '').trim().slice(0, 10);
    const base = { slug, zip, storeId, chooseError: null };
    if (c.req.query('zip') === undefined) {
      return storesPage(c, ctx, { ...base, zipError: null, search: null }, 200);
    }
    const found = await searchStores(c, ctx, zip);
    return storesPage(c, ctx, { ...base, ...found }, found.zipError ? 400 : 200);
  },

  async action(c, ctx) {
    const slug = c.req.param('slug') ?? '';
    if (!Object.hasOwn(ctx.config.productRoutes, slug)) return ctx.pages.notFound(c);
    const base = { slug, zip: '', storeId: null, search: null, zipError: null };
    if (isCrossSite(c.req.raw.headers, ctx.formOrigins())) {
      return storesPage(c, ctx, { ...base, chooseError: CROSS_SITE_MESSAGE }, 403);
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value.trim().slice(0, 32) : '';
    };
    const zip = field('zip');
    const chosen = field('storeId');
    // The list again: the chosen store must be one of it, and it gives the store's ZIP code.
    const found = await searchStores(c, ctx, zip);
    const store = found.search?.stores.find((s) => s.storeId === chosen) ?? null;
    if (!found.search || !store || !STORE_ID.test(chosen)) {
      return storesPage(
        c,
        ctx,
        { ...base, ...found, zip, chooseError: STORE_PICKER_TEXT.chooseRequired },
        400,
      );
    }
    try {
      await ctx.shop.forRequest(c, { retries: 0 }).selectStore(STORE_SELECT_TOKEN, store.storeId);
    } catch (error) {
      // Spec 7: the answer is not read; the choice stands in the cookies.
      ctx.log('stores: the shop was not told of the chosen store', error);
    }
    const headers = new Headers({ Location: `/p/${slug}`, 'Cache-Control': CACHE_CONTROL.error });
    const cookies = storeChoiceCookies(
      { storeId: store.storeId, zipCode: store.address.zipCode, name: store.name },
      { secure: ctx.isHttps(c) },
    );
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  },
});
