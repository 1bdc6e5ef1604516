/**
 * The page's lazily loaded modules. In the browser each loads on demand; under Vitest each is
 * transformed (TypeScript, JSX, vanilla-extract CSS) the first time something imports it, and that
 * happened inside whichever test first rendered it: on a busy 2-core machine, seconds of a 5 s
 * test budget. Importing them in a `beforeAll` (with its own, longer time-out) pays that one-time
 * cost before the tests start: `beforeAll(warmLazyModules, WARM_UP_TIMEOUT_MS)`.
 */
export const WARM_UP_TIMEOUT_MS = 60_000;

export function warmLazyModules(): Promise<unknown> {
  return Promise.all([
    import('../sections/CartToast'),
    import('../sections/BackInStockModal'),
    import('../sections/QuantityLimitModal'),
    import('../reviews/defaultProvider'),
    import('../reviews/thirdPartyProvider'),
    import('../storefront/RecentlyViewed'),
    import('../sections/ExpressCheckoutSlot'),
    // The add to cart's own code, and the cart's reader every page loads with its cart: the first
    // Add to cart and the first render would otherwise pay their transform inside a test's wait.
    import('../purchase/addToCartAction'),
    import('../purchase/cartDrawer'),
  ]);
}
