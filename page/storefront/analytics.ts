/**
 * Analytics (spec 2, 4, 7, 9): typed events pushed to the tag manager's `window.dataLayer` and to
 * the personalisation queue `window.cairnfieldPersonalisation`. No third-party script is loaded by
 * default; a configured tag-manager id loads its script lazily, after the page is interactive
 * (loadTagManager). Tracking never breaks the page: every push is guarded and failures are logged.
 */
import type { FileLink, Product } from '../domain';
import type { VisitorKind } from './shopper';

/** Spec 9: offer types. A gift card is a regular offer. */
export const offerTypes = ['regular', 'specialorder', 'wasNowPrice', 'priceInCart'] as const;
export type OfferType = (typeof offerTypes)[number];

/** Spec 2: what the referrer was. */
export type ReferrerKind = 'browse' | 'product' | 'favorites' | 'search' | 'other' | 'none';

export const FAVORITES_PATH = '/myaccount/yourItems/wishlist/favorites';
/** The query parameter a search results page carries. */
export const SEARCH_TERM_PARAM = 'searchTerm';

export interface ReferrerInfo {
  kind: ReferrerKind;
  /** The search term, for kind 'search'. */
  searchTerm: string | null;
}

/** Spec 2: /c/ browse, /p/ product, the favorites path, a search-term parameter means search. */
export function referrerKind(referrer: string): ReferrerInfo {
  if (!referrer) return { kind: 'none', searchTerm: null };
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return { kind: 'other', searchTerm: null };
  }
  const term = url.searchParams.get(SEARCH_TERM_PARAM)?.trim();
  if (term) return { kind: 'search', searchTerm: term.slice(0, 100) };
  const path = url.pathname;
  if (path === FAVORITES_PATH || path.startsWith(`${FAVORITES_PATH}/`)) {
    return { kind: 'favorites', searchTerm: null };
  }
  if (path.startsWith('/c/')) return { kind: 'browse', searchTerm: null };
  if (path.startsWith('/p/')) return { kind: 'product', searchTerm: null };
  return { kind: 'other', searchTerm: null };
}

/** Spec 2/4: one row per cart line added. */
export interface CartRow {
  /** The product's part number (the parent of the SKU). */
  parentSku: string;
  skuId: string;
  quantity: number;
  unitPrice: number;
  currency: string;
  offerType: OfferType;
}

export type AnalyticsEvent =
  | {
      event: 'pageView';
      pageType: 'product';
      productId: string;
      productName: string;
      visitorKind: VisitorKind;
      referrerKind: ReferrerKind;
      searchTerm: string | null;
    }
  | { event: 'addToCart'; currency: string; rows: CartRow[] }
  | {
      event: 'searchAddToCart';
      searchTerm: string | null;
      productId: string;
      skuId: string;
      quantity: number;
    }
  | { event: 'download'; fileType: 'manual' | 'lawLabel'; label: string; href: string }
  | { event: 'linkClick'; label: string; href: string }
  | { event: 'recentlyViewed'; productId: string };

export type DataLayerEntry = AnalyticsEvent | Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    cairnfieldPersonalisation?: AnalyticsEvent[];
  }
}

type Log = (message: string, error?: unknown) => void;
const defaultLog: Log = (message, error) => console.warn(`[analytics] ${message}`, error ?? '');

/** Pushes one event to both queues. Never throws. */
export function track(
  event: AnalyticsEvent,
  target: Window | undefined = typeof window === 'undefined' ? undefined : window,
  log: Log = defaultLog,
): void {
  if (!target) return;
  try {
    target.dataLayer ??= [];
    target.dataLayer.push(event);
    target.cairnfieldPersonalisation ??= [];
    target.cairnfieldPersonalisation.push(event);
  } catch (error) {
    log(`could not record ${event.event}`, error);
  }
}

/** The page-view event. */
export function pageViewEvent(
  product: Pick<Product, 'productId' | 'name'>,
  visitorKind: VisitorKind,
  referrer: string,
): AnalyticsEvent {
  const ref = referrerKind(referrer);
  return {
    event: 'pageView',
    pageType: 'product',
    productId: product.productId,
    productName: product.name,
    visitorKind,
    referrerKind: ref.kind,
    searchTerm: ref.searchTerm,
  };
}

export interface AddedToCart {
  product: Pick<Product, 'productId' | 'partNumber'>;
  skuId: string;
  quantity: number;
  /** The gift card amount: the unit price. */
  unitPrice: number;
  currency?: string;
}

/** The add-to-cart event and the add-to-cart search-analytics event (spec 4/7). */
export function addToCartEvents(added: AddedToCart, referrer: string): AnalyticsEvent[] {
  const currency = added.currency ?? 'USD';
  const row: CartRow = {
    parentSku: added.product.partNumber || added.product.productId,
    skuId: added.skuId,
    quantity: added.quantity,
    unitPrice: Math.round(added.unitPrice * 100) / 100,
    currency,
    offerType: 'regular',
  };
  return [
    { event: 'addToCart', currency, rows: [row] },
    {
      event: 'searchAddToCart',
      searchTerm: referrerKind(referrer).searchTerm,
      productId: added.product.productId,
      skuId: added.skuId,
      quantity: added.quantity,
    },
  ];
}

/** Sends the add-to-cart events (call once per successful add). */
export function trackAddToCart(added: AddedToCart, target?: Window): void {
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  for (const event of addToCartEvents(added, referrer)) track(event, target);
}

/** The event for a click on a link: a manual or the law label is a download (spec 7), any other
 * link a link event. */
export function linkEvent(
  href: string,
  label: string,
  files: { manuals: readonly FileLink[]; lawLabel: FileLink | null },
): AnalyticsEvent {
  const same = (file: FileLink) => file.href === href;
  if (files.lawLabel && same(files.lawLabel)) {
    return { event: 'download', fileType: 'lawLabel', label, href };
  }
  if (files.manuals.some(same)) return { event: 'download', fileType: 'manual', label, href };
  return { event: 'linkClick', label, href };
}

/**
 * Loads the tag manager's script once, with the CSP nonce, if an id is configured. Returns the
 * script element (or null). A failure to load is logged and changes nothing on the page.
 */
export function loadTagManager(
  options: { id: string | null; url: string; nonce: string | null },
  doc: Document = document,
  log: Log = defaultLog,
): HTMLScriptElement | null {
  if (!options.id) return null;
  const win = doc.defaultView;
  if (!win) return null;
  const existing = doc.querySelector<HTMLScriptElement>('script[data-tag-manager]');
  if (existing) return existing;
  try {
    win.dataLayer ??= [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = doc.createElement('script');
    script.async = true;
    const src = new URL(options.url, win.location.href);
    src.searchParams.set('id', options.id);
    script.src = src.toString();
    if (options.nonce) script.nonce = options.nonce;
    script.dataset.tagManager = '';
    script.addEventListener('error', () => log(`tag manager did not load from ${src.origin}`));
    doc.head.append(script);
    return script;
  } catch (error) {
    log('tag manager could not be added', error);
    return null;
  }
}
