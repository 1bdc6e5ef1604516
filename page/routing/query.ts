/**
 * Query and hash parameters of spec 2, parsed once into a typed object.
 *
 * - `sku`: selects a SKU.
 * - representative child category id and SKU: query `repChildCatId` / `repSku`, or the hash in the
 *   same `key=value&key=value` form (`#repChildCatId=4501&repSku=20001`). The hash is only known
 *   in the browser, so it is applied after hydration.
 * - `location=rating`: open the reviews, scroll to them with focus, then drop the parameter.
 * - `orderItemId`: prefill the eGift form from an existing order item.
 * - `previewId`: preview mode (reads /api/preview/product/v2/{previewId}), with `previewToken`, the
 *   signed link's token (the shop shows a draft only with it; docs/security.md).
 */
export interface PageQuery {
  sku: string | null;
  repChildCatId: string | null;
  repSku: string | null;
  location: 'rating' | null;
  orderItemId: string | null;
  previewId: string | null;
  previewToken: string | null;
}

export const EMPTY_QUERY: PageQuery = {
  sku: null,
  repChildCatId: null,
  repSku: null,
  location: null,
  orderItemId: null,
  previewId: null,
  previewToken: null,
};

/** Ids are short tokens of letters, digits, '-' and '_'; anything else is ignored. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function id(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return ID.test(trimmed) ? trimmed : null;
}

/** `<expiry>.<signature>` as the shop signs it (shop-api/services/previewToken.ts). */
const PREVIEW_TOKEN = /^\d{1,12}\.[A-Za-z0-9_-]{43}$/;

function previewToken(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed !== undefined && PREVIEW_TOKEN.test(trimmed) ? trimmed : null;
}

function pick(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const direct = params.get(name);
    if (direct !== null) return direct;
  }
  // Case-insensitive fallback (repChildCatid vs repChildCatId both occur in links).
  const lower = names.map((n) => n.toLowerCase());
  for (const [key, value] of params) {
    if (lower.includes(key.toLowerCase())) return value;
  }
  return null;
}

/** Parses `?…` (and, in the browser, `#…`). The query wins over the hash when both carry a key. */
export function parsePageQuery(search: string | URLSearchParams, hash = ''): PageQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const location = pick(query, 'location');
  return {
    sku: id(pick(query, 'sku')),
    repChildCatId: id(pick(query, 'repChildCatId') ?? pick(fromHash, 'repChildCatId')),
    repSku: id(pick(query, 'repSku') ?? pick(fromHash, 'repSku')),
    location: location?.trim().toLowerCase() === 'rating' ? 'rating' : null,
    orderItemId: id(pick(query, 'orderItemId')),
    previewId: id(pick(query, 'previewId')),
    previewToken: previewToken(pick(query, 'previewToken')),
  };
}

/** The address without `location` (spec 2: removed once the reviews are shown). */
export function withoutLocationParam(href: string): string {
  const url = new URL(href, 'http://x.invalid');
  url.searchParams.delete('location');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
