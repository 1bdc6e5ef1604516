/**
 * Free-shipping progress (spec 6, 9: over 24.99 signed in, 49.99 as a guest by default), for the
 * cart drawer. Apart from the cart answer's parsing (cartDrawer.ts), which loads with the cart.
 */
const cents = (n: number) => Math.round(n * 100) / 100;

export interface FreeShippingThresholds {
  registered: number;
  guest: number;
}

/** Spec 6/9. */
export const DEFAULT_FREE_SHIPPING_THRESHOLDS: FreeShippingThresholds = {
  registered: 24.99,
  guest: 49.99,
};

export interface FreeShippingProgress {
  threshold: number;
  /** Dollars still to add (0 once qualified). */
  remaining: number;
  qualified: boolean;
  /** 0-100, for the progress bar. */
  percent: number;
  message: string;
}

/** Shipping is free when merchandise is over the threshold (shop-api/openapi.json: "over 49.99"). */
export function freeShippingProgress(
  subtotal: number,
  signedIn: boolean,
  thresholds: FreeShippingThresholds = DEFAULT_FREE_SHIPPING_THRESHOLDS,
): FreeShippingProgress {
  const threshold = signedIn ? thresholds.registered : thresholds.guest;
  const qualified = subtotal > threshold;
  const remaining = qualified ? 0 : cents(threshold - subtotal);
  const percent = qualified
    ? 100
    : Math.max(0, Math.min(100, Math.floor((subtotal / threshold) * 100)));
  return {
    threshold,
    remaining,
    qualified,
    percent,
    message: qualified
      ? 'Your order ships free.'
      : `Add $${remaining.toFixed(2)} more to get free shipping (orders over $${threshold.toFixed(2)}).`,
  };
}
