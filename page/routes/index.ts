/** Every route of the page server, in the order page/server/app.ts mounts them. */
import { cartRoute } from './cart';
import { homeRoute } from './home';
import type { DefinedRoute } from './route';
import { orderConfirmationRoute } from './orderConfirmation';
import { productRoute } from './product';
import { signInRoute, signOutRoute } from './signIn';
import { storesRoute } from './stores';

export const PAGE_ROUTES: readonly Pick<DefinedRoute<unknown>, 'path' | 'mount'>[] = [
  homeRoute,
  productRoute,
  storesRoute,
  signInRoute,
  signOutRoute,
  orderConfirmationRoute,
  cartRoute,
];
