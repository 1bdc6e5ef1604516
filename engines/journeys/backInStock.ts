/**
 * Back in stock (spec 4 "Back-in-stock flow", spec 5): the sold-out card offers the sign-up in a
 * dialog; an invalid e-mail gets spec 5's message, a valid one the confirmation.
 */
import { expect } from 'vitest';
import { addToCart, open, type Journey } from '../journey';

export const backInStock: Journey = {
  title: "back in stock: an invalid e-mail gets spec 5's message, a valid one is added to the list",
  async run({ shopper }) {
    await open(shopper, '/p/cairnfield-summit-gift-card');
    expect(await shopper.count(addToCart)).toBe(0);
    await shopper.click({ role: 'button', name: 'Notify me when available' });
    const dialog = await shopper.find({ role: 'dialog', name: 'Notify me when available' });
    const email = { role: 'textbox', name: /Your Email/, within: dialog };
    const notify = { role: 'button', name: 'Notify me', within: dialog };

    await shopper.type(email, 'not-an-email');
    await shopper.click(notify);
    await shopper.find({ text: "Oh darn. That's not a valid email address.", within: dialog });

    // A new address each run: the shop keeps its list across journeys.
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await shopper.type(email, `shopper-${unique}@example.com`);
    await shopper.click(notify);
    await shopper.find({ text: "You've been added to the list", within: dialog });
  },
};
