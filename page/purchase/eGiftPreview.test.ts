import { describe, expect, it } from 'vitest';
import type { EGiftFormValues } from '@cairnfield/design-system/formValues';
import { egiftPreviewSummary, egiftPreviewValues } from './eGiftPreview';

const designs = [
  { id: 'birthday', name: 'Happy Birthday', imageUrl: '/media/egift/birthday.svg' },
  { id: 'thank-you', name: 'Thank You', imageUrl: '/media/egift/thank-you.svg' },
];

const person = (firstName: string, lastName: string) => ({ email: '', firstName, lastName });

const values = (overrides: Partial<EGiftFormValues> = {}): EGiftFormValues => ({
  sender: person('Sam', 'Reyes'),
  recipients: [person(' Ana ', 'Lee'), person('Alex', 'Kim')],
  message: 'Happy trails!',
  sendToSame: false,
  quantity: 2,
  designId: 'thank-you',
  ...overrides,
});

describe('egiftPreviewValues', () => {
  it('should show the chosen design, the amount with its dollar sign, the first recipient and the sender', () => {
    expect(egiftPreviewValues(values(), 50, designs)).toEqual({
      design: designs[1],
      amount: '$50',
      recipientName: 'Ana Lee',
      senderName: 'Sam Reyes',
      message: 'Happy trails!',
    });
  });

  it('given no form values yet (the server page), should show the first design and empty names', () => {
    expect(egiftPreviewValues(null, 25, designs)).toEqual({
      design: designs[0],
      amount: '$25',
      recipientName: '',
      senderName: '',
      message: '',
    });
  });

  it('given an unknown design, no amount and a first name alone, should fall back and leave the amount empty', () => {
    const preview = egiftPreviewValues(
      values({ designId: 'gone', recipients: [person('Ana', '')] }),
      null,
      designs,
    );
    expect(preview.design).toBe(designs[0]);
    expect(preview.amount).toBe('');
    expect(preview.recipientName).toBe('Ana');
  });

  it('given a product without designs, should show none', () => {
    expect(egiftPreviewValues(values(), 10, []).design).toBeNull();
  });
});

describe('egiftPreviewSummary', () => {
  it('should name the amount, the recipient and the sender', () => {
    expect(egiftPreviewSummary({ amount: '$50', recipientName: 'Ana', senderName: 'Sam' })).toBe(
      'Preview updated: $50 eGift card for Ana from Sam.',
    );
  });

  it('should leave out what is still empty', () => {
    expect(egiftPreviewSummary({ amount: '', recipientName: '', senderName: 'Sam' })).toBe(
      'Preview updated: eGift card from Sam.',
    );
  });
});
