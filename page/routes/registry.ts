/**
 * Every page, by the kind of its data: the page component of its route folder, what it shows, how
 * it hydrates. The root (layout/App.tsx) renders the page of the data's kind; `PageData` is the
 * union of the pages' data; how the build splits them is scripts/vite/pageChunks.ts's. A new
 * page is a folder beside the others and one line here.
 */
import { definePage, type PageDefinition } from './definePage';
import { loadPurchaseParts } from '../sections/purchaseParts';
import type { PageLocaleCode } from '../i18n/config';

export const PAGES = {
  product: definePage(() => import('./product/ProductPage'), {
    what: 'the gift card',
    withShell: true,
    worksWithoutScript: true,
    loadParts: (data) => loadPurchaseParts(data.product),
    translated: true,
  }),
  home: definePage(() => import('./home/HomePage'), { what: 'the list of gift cards' }),
  cart: definePage(() => import('./cart/CartPage'), { what: 'your cart' }),
  orderConfirmation: definePage(() => import('./orderConfirmation/OrderConfirmationPage'), {
    what: 'your order confirmation',
  }),
  signIn: definePage(() => import('./signIn/SignInPage'), {
    what: 'the sign-in form',
    worksWithoutScript: true,
  }),
  stores: definePage(() => import('./stores/StoresPage'), {
    what: 'the stores near you',
    worksWithoutScript: true,
  }),
  error: definePage(() => import('./error/ErrorPage'), { what: 'this page' }),
};

export type PageKind = keyof typeof PAGES;
type DataOf<P> = P extends PageDefinition<infer D> ? D : never;

/** The data the server renders a page with and serialises into it, for the browser to hydrate. */
export type PageData = { [K in PageKind]: DataOf<(typeof PAGES)[K]> }[PageKind];

/** Each page's data names its kind as the registry does: TypeScript fails here otherwise. */
type Misnamed = {
  [K in PageKind]: DataOf<(typeof PAGES)[K]> extends { kind: K } ? never : K;
}[PageKind];
type Expect<T extends true> = T;
type _EveryKindIsNamed = Expect<[Misnamed] extends [never] ? true : false>;

/** The registry's entry for `data`, typed for it. */
export function pageOf(data: PageData): PageDefinition<PageData> {
  return PAGES[data.kind] as PageDefinition<never> as PageDefinition<PageData>;
}

/**
 * The language `data`'s page is in: the configured one (PAGE_LOCALE) where the page has texts in
 * it (`translated`), else English. The other pages (cart, confirmation, stores, sign-in, the
 * error pages and the refusals of a posted form) are English all through: their document says
 * so (WCAG 3.1.1) rather than marking every part of a French one, whose title would be read in
 * French; and they load no French catalogue.
 */
export function pageLocale(data: PageData): PageLocaleCode {
  return pageOf(data).translated ? data.config.locale : 'en-US';
}
