/**
 * The standard card from the keyboard: the amount chips are one radio group (one Tab stop, the
 * arrows move the choice), the quantity stepper is an APG spinbutton (arrows step, a typed value
 * commits with Enter), and a quantity above the maximum opens the quantity-limit dialog (spec 2,
 * 4), which Escape closes, giving focus back to the quantity.
 */
import { expect } from 'vitest';
import { open, quantity, typeQuantity, type Journey } from '../journey';

const amount = (name: string) => ({ role: 'radio', name });

export const amountChipsAndStepper: Journey = {
  title:
    'keyboard: Tab enters the amount chips at the chosen one, arrows move it; the stepper steps and takes a typed value',
  async run({ shopper }) {
    await open(shopper, '/p/cairnfield-gift-card');
    expect(await shopper.isChecked(amount('$25'))).toBe(true);

    // From the quantity field back into the amounts: focus lands on the chosen chip.
    await shopper.click(quantity);
    await shopper.press('Shift+Tab');
    await expect.poll(() => shopper.isFocused(amount('$25'))).toBe(true);
    await shopper.press('ArrowRight');
    await expect.poll(() => shopper.isChecked(amount('$50'))).toBe(true);
    await shopper.press('ArrowRight');
    await expect.poll(() => shopper.isChecked(amount('$75'))).toBe(true);
    await shopper.press('ArrowLeft');
    await expect.poll(() => shopper.isChecked(amount('$50'))).toBe(true);
    expect(await shopper.isFocused(amount('$50'))).toBe(true);

    // Out of the group and back: Tab enters it at the chosen chip, and the group is one Tab stop.
    await shopper.press('Shift+Tab');
    await expect
      .poll(() =>
        shopper.evaluate(() => document.activeElement?.closest('[role="radiogroup"]') ?? null),
      )
      .toBeNull();
    await shopper.press('Tab');
    await expect.poll(() => shopper.isFocused(amount('$50'))).toBe(true);
    await shopper.press('Tab');
    await expect.poll(() => shopper.isFocused(quantity)).toBe(true);

    // The stepper: arrows step by one; a typed value commits with Enter.
    await shopper.press('ArrowUp');
    await shopper.press('ArrowUp');
    await expect.poll(() => shopper.value(quantity)).toBe('3');
    await shopper.press('ArrowDown');
    await expect.poll(() => shopper.value(quantity)).toBe('2');
    await typeQuantity(shopper, 7);
    await expect.poll(() => shopper.value(quantity)).toBe('7');
    // What the shopper pays: 7 × $50.
    await shopper.find({ text: '$350.00' });
  },
};

export const quantityLimitDialog: Journey = {
  title:
    'quantity limit: above 50 a dialog offers the bulk card; Escape closes it and focus returns',
  async run({ shopper }) {
    await open(shopper, '/p/cairnfield-gift-card');
    await typeQuantity(shopper, 60);
    const dialog = await shopper.find({ role: 'dialog', name: 'Quantity error' });
    expect(await shopper.text(dialog)).toContain(
      'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.',
    );
    expect(
      await shopper.attribute(
        { role: 'link', name: 'Shop bulk gift cards', within: dialog },
        'href',
      ),
    ).toBe('/p/cairnfield-bulk-gift-card');

    await shopper.press('Escape');
    await expect.poll(() => shopper.count({ role: 'dialog', name: 'Quantity error' })).toBe(0);
    await expect.poll(() => shopper.isFocused(quantity)).toBe(true);
    expect(await shopper.value(quantity)).toBe('50');
  },
};
