/** Paths the shop names in more than one place (its routes, middleware and documents). */

/** Generated artwork and documents: cacheable, and no session bookkeeping for them. */
export const MEDIA_PREFIX = '/media/';
export const GIFT_CARD_IMAGES_PATH = '/media/giftcards';
export const MEDIA_FILES_PATH = '/media/files';

/** A read that changes state (it takes back a partial add): refused cross-site like a POST. */
export const CART_RESTORE_PATH = '/api/cart/restore';

/** Where a placed order is shown (spec 2). */
export const ORDER_CONFIRMATION_PATH = '/OrderConfirmation';
