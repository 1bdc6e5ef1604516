/**
 * Adding each kind of gift card to the cart (spec 3, 4): the standard card at a preset amount,
 * the bulk card at its minimum quantity, the eGift card with its sender and recipients.
 */
import { expect } from 'vitest';
import {
  addedToast,
  addToCart,
  cartWith,
  fillPerson,
  open,
  quantity,
  typeQuantity,
  type Journey,
} from '../journey';

export const standardCard: Journey = {
  title: 'standard gift card: $50 added to the cart shows the toast and the cart count',
  async run({ shopper }) {
    await open(shopper, '/p/cairnfield-gift-card');
    const fifty = { role: 'radio', name: '$50' };
    await shopper.click(fifty);
    await expect.poll(() => shopper.isChecked(fifty)).toBe(true);
    await shopper.click(addToCart);
    expect(await shopper.text(addedToast)).toContain(
      'Cairnfield Gift Card: 1 × $50.00 has been added to your cart.',
    );
    await shopper.find(cartWith(1));
  },
};

export const bulkCard: Journey = {
  title: 'bulk gift card: the bulk minimum of 51 cards added to the cart is confirmed',
  async run({ shopper }) {
    await open(shopper, '/p/cairnfield-bulk-gift-card');
    // Spec 4: below the bulk minimum the quantity goes back to it.
    await typeQuantity(shopper, 50);
    await expect.poll(() => shopper.value(quantity)).toBe('51');
    await shopper.click(addToCart);
    expect(await shopper.text(addedToast)).toMatch(
      /Cairnfield Bulk Gift Cards: 51 × \$\d+\.00 has been added to your cart\./,
    );
    await shopper.find(cartWith(51));
  },
};

export const egiftCard: Journey = {
  title: 'eGift card: two cards with a sender, two recipients and a message are added',
  async run({ shopper }) {
    await open(shopper, '/p/cairnfield-egift-card');
    // Read on Chicago's clock: through Temporal where the engine has it, Intl where not (spec 9).
    await shopper.find({
      text: /Arrives (tomorrow )?(by about|after) \d{1,2}:\d{2} [AP]M Central/,
    });
    await shopper.click({ role: 'radio', name: '$25' });
    await typeQuantity(shopper, 2);
    await shopper.find({ role: 'group', name: 'Recipient 2' });
    await fillPerson(shopper, 'Sender', { email: 'sam@example.com', first: 'Sam', last: 'Lee' });
    await fillPerson(shopper, 'Recipient 1', {
      email: 'ana@example.com',
      first: 'Ana',
      last: 'Diaz',
    });
    await shopper.type(
      { role: 'textbox', name: /Message/, within: { role: 'group', name: 'Recipient 1' } },
      'Happy trails!',
    );
    await fillPerson(shopper, 'Recipient 2', { email: 'bo@example.com', first: 'Bo', last: 'Kim' });
    await expect.poll(() => shopper.attribute(addToCart, 'aria-disabled')).not.toBe('true');
    await shopper.click(addToCart);
    expect(await shopper.text(addedToast)).toContain(
      'Cairnfield eGift Card: 2 × $25.00 has been added to your cart.',
    );
    await shopper.find(cartWith(2));
  },
};
