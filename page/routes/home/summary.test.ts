import { describe, expect, it } from 'vitest';
import { GIFT_CARD_LIMITS } from '../../../shared/giftCards';
import { homeSummary } from './summary';

const base = { status: 'IN_STOCK' as const, bulkMinQuantity: 51, maxEgiftRecipients: 5 };
const bulkMax = GIFT_CARD_LIMITS.bulkMaxQuantity;

describe('homeSummary', () => {
  it('given each card type, when summarised, should name it with its quantity rule (spec 5)', () => {
    expect(homeSummary({ ...base, type: 'standard' })).toBe(
      'Standard gift card by mail: 1 to 50 cards per order.',
    );
    expect(homeSummary({ ...base, type: 'bulk' })).toBe(
      `Bulk gift card: 51 to ${bulkMax} cards per order, in several designs.`,
    );
    expect(homeSummary({ ...base, type: 'egift' })).toBe(
      'eGift card, sent by e-mail: up to 5 recipients per order.',
    );
  });
  it('given an out-of-stock card, when summarised, should say so (and nothing without a status)', () => {
    expect(homeSummary({ ...base, type: 'standard', status: 'OUT_OF_STOCK' })).toBe(
      'Standard gift card by mail: 1 to 50 cards per order. Out of stock: shows the back-in-stock sign-up.',
    );
    expect(homeSummary({ ...base, type: 'standard', status: null })).not.toContain('Out of stock');
  });
});
