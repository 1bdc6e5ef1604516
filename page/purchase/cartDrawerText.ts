/** The cart drawer's texts, read only where the drawer is shown (CART_CONFIRMATION=drawer). */
export const CART_DRAWER_TEXT = {
  title: 'Your cart',
  close: 'Close',
  closeHidden: 'the cart',
  loading: 'Loading your cart…',
  empty: 'Your cart is empty.',
  lines: 'Items in your cart',
  subtotal: 'Subtotal',
  checkout: 'Check out',
  viewCart: 'View cart',
} as const;
