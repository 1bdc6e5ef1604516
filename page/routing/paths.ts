/**
 * The shop's pages this page links to or sends the shopper to (spec 2, "Other routes referenced"),
 * each written once.
 */

/** The cart (the header's link, the drawer's and the toast's). */
export const CART_URL = '/shop/cart';
export const CHECKOUT_URL = '/checkout';
/** Where add to cart's 503 sends the shopper (spec 2 and 8). */
export const SIGN_IN_URL = '/shop/LogonForm?rememberMe=true';
/** Where a shopper whose password expired goes before buying (spec 2). */
export const CREATE_PASSWORD_URL = '/shop/createpassword';
/** The checkout disclaimer's links (spec 2). */
export const TERMS_URL = '/help/gift-card-terms';
export const PRIVACY_URL = '/help/privacy-policy';
