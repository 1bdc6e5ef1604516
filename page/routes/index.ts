/** Every route of the page server, in the order page/server/app.ts mounts them. */
import { cartRoute } from './cart/route';
import { homeRoute } from './home/route';
import type { DefinedRoute } from './route';
import { orderConfirmationRoute } from './orderConfirmation/route';
import { productRoute } from './product/route';
import { signInRoute, signOutRoute } from './signIn/route';
import { storesRoute } from './stores/route';

export const PAGE_ROUTES: readonly Pick<DefinedRoute<unknown>, 'path' | 'mount'>[] = [
  homeRoute,
  productRoute,
  storesRoute,
  signInRoute,
  signOutRoute,
  orderConfirmationRoute,
  cartRoute,
];
