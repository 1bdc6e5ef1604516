/**
 * The shopper nothing is known about (no cookies): a guest with every express option on. Its own
 * module, free of the configuration parser, so the browser bundle can use it; shopper.test.ts
 * checks it equals what parseShopper reads from no cookies.
 */
import type { Shopper } from './shopper';
import { ALL_EXPRESS_OPTIONS } from '../purchase/expressOptions';

export const GUEST: Shopper = {
  regionId: null,
  signedIn: false,
  visitorKind: 'guest',
  profileId: null,
  storeId: null,
  orderId: null,
  zipCodes: { delivery: null, store: null },
  sameDay: { storeId: null, zipCode: null },
  expressOptions: ALL_EXPRESS_OPTIONS,
};
