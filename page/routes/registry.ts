/**
 * Every page, by the kind of its data: the page component of its route folder, what it shows, how
 * it hydrates. The root (layout/App.tsx) renders the page of the data's kind; `PageData` is the
 * union of the pages' data; how the build splits them is scripts/vite/pageChunks.ts's. A new
 * page is a folder beside the others and one line here.
 */
import { definePage, type PageDefinition } from './definePage';
import { loadPurchaseParts } from '../sections/purchaseParts';

export const PAGES = {
  product: definePage(() => import('./product/ProductPage'), {
    what: 'the gift card',
    withShell: true,
    worksWithoutScript: true,
    loadParts: (data) => loadPurchaseParts(data.product),
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
