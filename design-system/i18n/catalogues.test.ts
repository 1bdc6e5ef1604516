// The two catalogues the package ships: complete (also a compile-time fact: frCA is a Messages),
// every text filled in with its values, no placeholder left unfilled, and the French translated.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { enUS } from './enUS';
import { createFormatters } from './formatters';
import { frCA } from './frCA';
import { defineMessages, type MessageKey, type Messages, type ValuesOf } from './messages';
import { renderMessage, type MessageValues } from './template';

/** Values for every message that takes some: a missing key here does not compile. */
const samples: { [K in MessageKey]: [ValuesOf<K>] extends [never] ? null : ValuesOf<K> } = {
  'AmountChips.label': null,
  'AmountChips.customLabel': null,
  'BackInStockForm.label': null,
  'BackInStockForm.invalidEmail': null,
  'BackInStockForm.submit': null,
  'BackInStockForm.submitting': null,
  'BackInStockForm.successTitle': null,
  'BackInStockForm.successMessage': null,
  'BackInStockForm.alreadyRegistered': null,
  'Breadcrumbs.label': null,
  'CustomAmountInput.label': null,
  'CustomAmountInput.required': null,
  'EGiftForm.emailLabel': null,
  'EGiftForm.firstNameLabel': null,
  'EGiftForm.lastNameLabel': null,
  'EGiftForm.sameEmailLabel': null,
  'EGiftForm.senderLegend': null,
  'EGiftForm.recipientLegend': { n: 2 },
  'EGiftForm.messageLabel': null,
  'EGiftForm.designLegend': null,
  'EGiftForm.sendDateLabel': null,
  'EGiftForm.sendDateChosen': { date: 'DATE' },
  'EGiftForm.recipientsAdded': { from: 2, to: 4, count: 3 },
  'EGiftForm.recipientsRemoved': { from: 2, to: 4, count: 3 },
  'EGiftForm.required': null,
  'EGiftForm.tooLong': { max: 40 },
  'ExpressCheckoutButtons.deviceWallet': null,
  'ExpressCheckoutButtons.accountWallet': null,
  'ExpressCheckoutButtons.busy': null,
  'ExpressCheckoutButtons.group': null,
  'GiftCardPreview.caption': null,
  'GiftCardPreview.to': null,
  'GiftCardPreview.from': null,
  'GiftCardPreview.amountPlaceholder': null,
  'GiftCardPreview.recipientPlaceholder': null,
  'GiftCardPreview.senderPlaceholder': null,
  'GiftCardPreview.messagePlaceholder': null,
  'GiftCardPreview.summary': { amount: 'AMOUNT', recipientName: 'Ana', senderName: 'Sam' },
  'InlineAlert.error': null,
  'InlineAlert.warning': null,
  'InlineAlert.info': null,
  'InlineAlert.success': null,
  'Link.external': null,
  'Modal.close': null,
  'Modal.content': null,
  'Price.now': null,
  'Price.was': null,
  'Price.rangeTo': null,
  'QuantityStepper.label': null,
  'QuantityStepper.decrement': null,
  'QuantityStepper.increment': null,
  'QuantityStepper.announcement': { label: 'LABEL', value: 3 },
  'QuickView.link': null,
  'RatingSummary.label': { rating: '4.6', scale: '5', count: '128', total: 128 },
  'RatingSummary.action': null,
  'TextField.required': null,
  'TextField.optional': null,
  'TextField.counter': { count: 12, max: 140 },
  'TextField.counterDescription': { count: 12, max: 140 },
  'TextField.remaining': { remaining: 3 },
  'TextField.limitReached': null,
  'TextField.overLimit': { over: 2 },
  'Toast.dismiss': null,
  'Toast.region': { hotkey: 'F8' },
  'Toast.announcement': null,
};

/** French texts that are rightly the same word as the English one. */
const sameInFrench = new Set<MessageKey>([
  'TextField.counter',
  'Toast.region',
  'Toast.announcement',
  'QuantityStepper.announcement',
]);

const render = (catalogue: Messages, locale: string, key: MessageKey) =>
  renderMessage(
    catalogue[key] as string,
    (samples[key] ?? {}) as MessageValues,
    createFormatters({ locale, currency: 'USD', grouping: true }).tools,
  );

describe('the catalogues', () => {
  it('should hold the same keys in English and French, and the samples name them all', () => {
    expect(Object.keys(frCA).sort()).toEqual(Object.keys(enUS).sort());
    expect(Object.keys(samples).sort()).toEqual(Object.keys(enUS).sort());
  });

  it.each(Object.keys(enUS) as MessageKey[])(
    'should fill %s in both, leave no placeholder, keep the values and translate it',
    (key) => {
      const english = render(enUS, 'en-US', key);
      const french = render(frCA, 'fr-CA', key);
      for (const text of [english, french]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/\{\w+\}/);
      }
      for (const value of Object.values(samples[key] ?? {})) {
        if (typeof value === 'string') {
          expect(english).toContain(value);
          expect(french).toContain(value);
        }
      }
      if (!sameInFrench.has(key)) expect(french).not.toBe(english);
    },
  );

  it('should word plurals by count in each language', () => {
    const tools = (locale: string) =>
      createFormatters({ locale, currency: 'CAD', grouping: true }).tools;
    const remaining = (catalogue: Messages, locale: string, count: number) =>
      renderMessage(catalogue['TextField.remaining'], { remaining: count }, tools(locale));
    expect(remaining(enUS, 'en-US', 1)).toBe('1 character remaining');
    expect(remaining(enUS, 'en-US', 0)).toBe('0 characters remaining');
    expect(remaining(frCA, 'fr-CA', 0)).toBe('0 caractère restant');
    expect(remaining(frCA, 'fr-CA', 1500)).toBe('1\u00a0500 caractères restants');
  });

  it('should type the catalogues and the checked overrides', () => {
    expectTypeOf(frCA).toEqualTypeOf<Messages>();
    const overrides = defineMessages({ 'EGiftForm.recipientLegend': 'Voucher {n}' });
    expectTypeOf(overrides).toExtend<Partial<Messages>>();
    // @ts-expect-error -- an unknown key
    defineMessages({ 'AmountChips.customLable': 'Another value' });
    // @ts-expect-error -- a placeholder the message does not take
    defineMessages({ 'EGiftForm.recipientLegend': 'Voucher {count}' });
    // @ts-expect-error -- a function of the wrong values
    defineMessages({ 'EGiftForm.tooLong': ({ min }: { min: number }) => String(min) });
    // @ts-expect-error -- a complete catalogue misses no key
    const incomplete: Messages = { 'AmountChips.label': 'Montant' };
    expect(incomplete).toBeTruthy();
  });
});
