import { render as renderWith, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@cairnfield/design-system/testing';
import { defaultPublicConfig } from '../../config';
import type { CartViewLine } from '../../purchase/cart';
import { ALL_EXPRESS_OPTIONS } from '../../purchase/expressOptions';
import { ServicesProvider } from '../../providers/ServicesProvider';
import { cartOf, EGIFT_LINE, STANDARD_LINE } from '../../test/cartLines';
import { fakeServices } from '../../test/fixtures';
import CartPage from './CartPage';
import type { CartNotice, CartPageData } from './data';

const standard = STANDARD_LINE;
const egift = EGIFT_LINE;

function data(lines: CartViewLine[], notice: CartNotice | null = null): CartPageData {
  const cart = cartOf(lines);
  return {
    kind: 'cart',
    cart,
    limits: { '7000001': { min: 1, max: 50 }, '7000002': null },
    notice,
    shopper: { signedIn: false, expressOptions: ALL_EXPRESS_OPTIONS },
    config: {
      ...defaultPublicConfig,
      wallets: { ...defaultPublicConfig.wallets, simulator: false },
    },
  };
}

// The page as the app renders it, with its services: the express checkout asks for them once its
// code has loaded (at once when an earlier file of the worker loaded it). Its wallets are not what
// these tests read, so the simulated ones stay off (the screen-reader test installs them).
function render(page: ReactElement) {
  return renderWith(<ServicesProvider services={fakeServices().services}>{page}</ServicesProvider>);
}

const line = (name: string) => screen.getByRole('article', { name });

describe('CartPage', () => {
  it('given an empty cart, says so and links back to the shop', () => {
    render(<CartPage data={data([])} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('lists each line with its amount, quantity and total, and the shop’s totals', () => {
    render(<CartPage data={data([standard, egift])} />);
    const items = screen.getByRole('list', { name: 'Items (3)' });
    expect(within(items).getAllByRole('article')).toHaveLength(2);
    const card = line('Cairnfield Gift Card, $50.00');
    expect(within(card).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(within(card).getByRole('link', { name: 'Cairnfield Gift Card' })).toHaveAttribute(
      'href',
      '/p/cairnfield-gift-card',
    );
    expect(within(card).getByText('$100.00')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$125.00');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('names each line’s buttons after the line, and posts them to the cart route', () => {
    render(<CartPage data={data([standard])} />);
    const update = screen.getByRole('button', {
      name: 'Update quantity of Cairnfield Gift Card, $50.00',
    });
    const remove = screen.getByRole('button', { name: 'Remove Cairnfield Gift Card, $50.00' });
    for (const button of [update, remove]) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button.closest('form')).toHaveAttribute('action', '/shop/cart');
      expect(button.closest('form')).toHaveAttribute('method', 'post');
    }
    expect(update).toHaveAttribute('value', 'update');
    expect(remove).toHaveAttribute('value', 'remove');
  });

  it('shows an eGift line’s sender, recipients, message, design, send date and other fields, and links Edit to its product page', () => {
    render(<CartPage data={data([egift])} />);
    const card = line('Cairnfield eGift Card, $25.00');
    expect(within(card).getByText('Sam Lee (sam@example.com)')).toBeInTheDocument();
    expect(within(card).getByText('Ana Diaz (ana@example.com)')).toBeInTheDocument();
    expect(within(card).getByText('Enjoy!')).toBeInTheDocument();
    // The design by its name and the send date as a shopper reads them (as the drawer says them).
    expect(within(card).getByText('Design: Birthday')).toBeInTheDocument();
    expect(within(card).getByText('Sends on Sat, Dec 12, 2026')).toBeInTheDocument();
    expect(within(card).queryByText(/2026-12-12|birthday/)).toBeNull();
    expect(within(card).getByText('Gift wrap')).toBeInTheDocument();
    expect(within(card).getByText('Spruce')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Edit Cairnfield eGift Card, $25.00' }),
    ).toHaveAttribute('href', '/p/cairnfield-egift-card?orderItemId=7000002');
    // Its quantity follows the recipients: no quantity field here.
    expect(within(card).queryByRole('spinbutton')).toBeNull();
  });

  it('says an eGift line without a send date goes right away, and names no design when none was chosen', () => {
    const now = { ...egift, egift: { ...egift.egift!, designName: null, sendDate: null } };
    render(<CartPage data={data([now])} />);
    const card = line('Cairnfield eGift Card, $25.00');
    expect(within(card).getByText('Sends right away')).toBeInTheDocument();
    expect(within(card).queryByText(/^Design/)).toBeNull();
  });

  it('after a change, announces it in the status region', () => {
    render(
      <CartPage
        data={data([standard], {
          kind: 'status',
          message: 'Quantity of Cairnfield Gift Card changed to 2.',
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Quantity of Cairnfield Gift Card changed to 2.',
    );
  });

  it('after a refused quantity, alerts with a link to the field, which keeps the typed value and says why', async () => {
    const message =
      'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.';
    const { container } = render(
      <CartPage
        data={data([standard], { kind: 'error', message, orderItemId: '7000001', attempted: '51' })}
      />,
    );
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: new RegExp(message) }),
    ).toHaveAttribute('href', '#quantity-7000001');
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(field).toHaveValue(51);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
    expect(await axeViolations(container)).toEqual([]);
  });
});
