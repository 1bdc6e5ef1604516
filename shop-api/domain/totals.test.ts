import { describe, expect, it } from 'vitest';
import { formatAmount, toCents, toDollars } from './money.ts';
import { sameDayWindows } from './sameDay.ts';
import {
  FREE_SHIPPING_THRESHOLD,
  SHIP_MODE_IDS,
  addBusinessDays,
  freeShippingProgress,
  qualifiesForFreeShipping,
  shipModeIdsFor,
} from './shipping.ts';
import { TAX_RATE, computeTotals } from './totals.ts';

const item = (dollars: number, quantity = 1, shipModeId: string = SHIP_MODE_IDS.standard) => ({
  unitPriceCents: toCents(dollars),
  quantity,
  shipModeId,
});

describe('money', () => {
  it('rounds to cents without float residue', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(3148)).toBe(31.48);
    expect(formatAmount(2500)).toBe('25.00');
    expect(formatAmount(123456)).toBe('1234.56');
  });
});

describe('free shipping threshold (spec 6)', () => {
  it('is 24.99 registered and 49.99 guest', () => {
    expect(FREE_SHIPPING_THRESHOLD).toEqual({ R: 24.99, G: 49.99 });
  });
  it('applies over the threshold, not at it', () => {
    expect(qualifiesForFreeShipping(4999, 'G')).toBe(false);
    expect(qualifiesForFreeShipping(5000, 'G')).toBe(true);
    expect(qualifiesForFreeShipping(2499, 'R')).toBe(false);
    expect(qualifiesForFreeShipping(2500, 'R')).toBe(true);
  });
  it('reports what is left to spend', () => {
    expect(freeShippingProgress(2500, 'G')).toEqual({
      threshold: 49.99,
      qualified: false,
      remaining: 25,
    });
    expect(freeShippingProgress(2500, 'R')).toEqual({
      threshold: 24.99,
      qualified: true,
      remaining: 0,
    });
  });
});

describe('computeTotals', () => {
  it('charges standard shipping on a $25 guest order and taxes only the shipping', () => {
    const totals = computeTotals({ items: [item(25)], userType: 'G' });
    expect(totals).toMatchObject({
      totalProductPrice: 25,
      discountedTotalProductPrice: 25,
      totalShippingCharge: 5.99,
      totalEstimatedShippingCharge: 5.99,
      totalTax: 0.49,
      totalEstimatedTax: 0.49,
      orderTotal: 31.48,
      grandTotal: 31.48,
      taxRate: TAX_RATE,
      sameDayDeliveryCharge: 0,
      retailDeliveryFee: 0,
      employeeDiscount: 0,
      totalAdjustment: 0,
    });
    expect(TAX_RATE).toBe(0.0825);
  });
  it('ships a $25 order free for a registered shopper', () => {
    expect(computeTotals({ items: [item(25)], userType: 'R' })).toMatchObject({
      totalShippingCharge: 0,
      totalTax: 0,
      orderTotal: 25,
    });
  });
  it('ships a $50 guest order free', () => {
    expect(computeTotals({ items: [item(25, 2)], userType: 'G' }).orderTotal).toBe(50);
  });
  it('never makes express shipping free and charges each ship mode once', () => {
    const totals = computeTotals({
      items: [item(100, 2, SHIP_MODE_IDS.express), item(50, 1, SHIP_MODE_IDS.express), item(25, 1)],
      userType: 'G',
    });
    expect(totals.totalProductPrice).toBe(275);
    expect(totals.totalShippingCharge).toBe(14.99);
    expect(totals.totalTax).toBe(1.24);
    expect(totals.orderTotal).toBe(291.23);
  });
  it('charges e-mail delivery nothing', () => {
    expect(
      computeTotals({ items: [item(10, 1, SHIP_MODE_IDS.email)], userType: 'G' }).orderTotal,
    ).toBe(10);
  });
  it('adds the same-day charge and taxes it', () => {
    const totals = computeTotals({
      items: [item(100, 1, SHIP_MODE_IDS.sameDay)],
      userType: 'G',
      sameDayChargeCents: 999,
    });
    expect(totals).toMatchObject({
      sameDayDeliveryCharge: 9.99,
      totalShippingCharge: 0,
      totalTax: 0.82,
      orderTotal: 110.81,
    });
  });
  it('is all zero for an empty order', () => {
    expect(computeTotals({ items: [], userType: 'G' }).orderTotal).toBe(0);
  });
});

describe('ship modes', () => {
  it('gives eGift items e-mail only and same day only to eligible SKUs', () => {
    expect(shipModeIdsFor({ isEgc: true, sameDayDeliveryEligible: true })).toEqual(['10557']);
    expect(shipModeIdsFor({ isEgc: false, sameDayDeliveryEligible: false })).toEqual([
      '10551',
      '11360',
      '11361',
    ]);
    expect(shipModeIdsFor({ isEgc: false, sameDayDeliveryEligible: true })).toContain('12010');
  });
  it('counts business days over a weekend', () => {
    // Friday 2026-11-20 + 3 business days = Wednesday 2026-11-25
    expect(addBusinessDays(new Date('2026-11-20T15:00:00Z'), 3).toISOString().slice(0, 10)).toBe(
      '2026-11-25',
    );
  });
});

describe('sameDayWindows', () => {
  it('offers three 2-hour windows from 3 hours after the current hour', () => {
    const windows = sameDayWindows(new Date('2026-11-22T10:20:00Z'), 1);
    expect(windows.map((w) => [w.deliveryStartTime, w.deliveryEndTime, w.selected])).toEqual([
      ['2026-11-22T13:00:00.000Z', '2026-11-22T15:00:00.000Z', false],
      ['2026-11-22T15:00:00.000Z', '2026-11-22T17:00:00.000Z', true],
      ['2026-11-22T17:00:00.000Z', '2026-11-22T19:00:00.000Z', false],
    ]);
    expect(windows[0]).toMatchObject({
      id: 'sdd-2026112213',
      deliveryCharge: 9.99,
      deliveryBy: '2026-11-22T15:00:00.000Z',
    });
  });
});
