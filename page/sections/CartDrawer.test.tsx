import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { CartDetails } from '../purchase/cartDrawer';
import CartDrawer from './CartDrawer';

function drawer(details: CartDetails) {
  render(
    <CartDrawer
      open
      onOpenChange={() => undefined}
      announcement="Cairnfield eGift Card: 1 × $25.00 has been added to your cart."
      details={details}
      freeShipping={null}
      cartUrl="/shop/cart"
      checkoutUrl="/checkout"
      returnFocusRef={createRef<HTMLElement>()}
    />,
  );
  return screen.getByRole('list', { name: 'Items in your cart' });
}

const egiftLine = (egift: NonNullable<CartDetails['lines'][number]['egift']>) => ({
  lines: [
    { id: '7000002', name: 'Cairnfield eGift Card', quantity: 1, unitAmount: 25, total: 25, egift },
  ],
  subtotal: 25,
});

describe('CartDrawer', () => {
  it('says an eGift line’s recipients, design and send date as the cart page does', () => {
    const items = drawer(
      egiftLine({ sendDate: '2026-12-12', designName: 'Birthday', recipients: ['Ana Diaz'] }),
    );
    const line = within(items).getByRole('listitem');
    expect(line).toHaveTextContent('To Ana Diaz. Design: Birthday. Sends on Sat, Dec 12, 2026');
    expect(line).not.toHaveTextContent('2026-12-12');
  });

  it('says an eGift line without a send date goes right away, with no design when none was chosen', () => {
    const items = drawer(egiftLine({ sendDate: null, designName: null, recipients: [] }));
    const line = within(items).getByRole('listitem');
    expect(line).toHaveTextContent('Sends right away');
    expect(line).not.toHaveTextContent('Design');
  });
});
