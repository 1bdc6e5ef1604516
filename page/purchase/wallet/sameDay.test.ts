import { describe, expect, it } from 'vitest';
import {
  formatSlotWindow,
  sameDayModeId,
  readSameDayAnswer,
  sameDayChoice,
  sameDayOrderFields,
  slotMethodId,
  slotMethods,
  slotPosition,
} from './sameDay';

/** The reference shop's answer (shop-api/openapi.json, /sod/ship) for store 0412 on 22 Nov 2026. */
const ANSWER = {
  data: {
    ddResponse: {
      orderId: '3000001',
      storeId: '0412',
      bestStores: ['0412', '0418'],
      storeTimeZone: 'America/Denver',
      status: 'SDD_ELIGIBLE',
      deliveryWindows: [
        {
          id: 'sdd-2026112221',
          deliveryBy: '2026-11-22T23:00:00.000Z',
          deliveryStartTime: '2026-11-22T21:00:00.000Z',
          deliveryEndTime: '2026-11-22T23:00:00.000Z',
          deliveryCharge: 9.99,
          selected: false,
        },
        {
          id: 'sdd-2026112223',
          deliveryBy: '2026-11-23T01:00:00.000Z',
          deliveryStartTime: '2026-11-22T23:00:00.000Z',
          deliveryEndTime: '2026-11-23T01:00:00.000Z',
          deliveryCharge: 9.99,
          selected: true,
        },
        { id: 'broken', deliveryStartTime: 'soon', deliveryEndTime: 'later' },
      ],
      deliveryCharge: 9.99,
    },
  },
};

describe('same-day delivery in the wallet sheet', () => {
  describe('given the shopper’s same-day store and ZIP', () => {
    it('should send isSDD with the store and ZIP for a physical card', () => {
      expect(sameDayChoice({ storeId: '0412', zipCode: '80202' }, false)).toEqual({
        storeId: '0412',
        zipCode: '80202',
      });
    });
    it('should send nothing for an eGift card, without a store or with a malformed store', () => {
      expect(sameDayChoice({ storeId: '0412', zipCode: '80202' }, true)).toBeNull();
      expect(sameDayChoice({ storeId: null, zipCode: '80202' }, false)).toBeNull();
      expect(sameDayChoice({ storeId: '04<12', zipCode: null }, false)).toBeNull();
      expect(sameDayChoice(null, false)).toBeNull();
    });
  });

  describe('given the shop’s ddResponse', () => {
    const answer = readSameDayAnswer(ANSWER);
    it('should read the store, best stores, time zone and the well-formed slots', () => {
      expect(answer).toMatchObject({
        storeId: '0412',
        bestStores: ['0412', '0418'],
        storeTimeZone: 'America/Denver',
      });
      expect(answer.slots.map((s) => [s.id, s.deliveryCharge, s.selected])).toEqual([
        ['sdd-2026112221', 9.99, false],
        ['sdd-2026112223', 9.99, true],
      ]);
    });
    it('should offer one "Same Day Delivery" method per slot, with the window in the store’s zone', () => {
      expect(slotMethods(answer)).toEqual([
        {
          identifier: 'sdd-slot-0',
          label: 'Same Day Delivery',
          detail: 'Today 2:00 – 4:00 PM MST',
          amount: 9.99,
        },
        {
          identifier: 'sdd-slot-1',
          label: 'Same Day Delivery',
          detail: 'Today 4:00 – 6:00 PM MST',
          amount: 9.99,
        },
      ]);
    });
    it('should give the order payload its dd fields', () => {
      expect(sameDayOrderFields(answer)).toEqual({
        bestStores: ['0412', '0418'],
        storeTimeZone: 'America/Denver',
        deliveryMethod: 'SDD',
      });
    });
    it('should read junk as no slots and no store', () => {
      for (const junk of [null, 'x', { data: { ddResponse: [] } }, { data: 5 }]) {
        expect(readSameDayAnswer(junk)).toEqual({
          storeId: null,
          bestStores: [],
          storeTimeZone: null,
          slots: [],
        });
      }
    });
    it('should still format a window when the shop names an unknown time zone', () => {
      const slot = answer.slots[0]!;
      expect(formatSlotWindow(slot, 'Mars/Olympus')).toMatch(/^Today \d/);
    });
  });

  it('should tell slot methods from regular ones by identifier', () => {
    expect(slotPosition(slotMethodId(2))).toBe(2);
    expect(slotPosition('10551')).toBeNull();
    expect(slotPosition('sdd-slot-x')).toBeNull();
  });

  it('should find the same-day ship mode in the delivery options only when an SDD method is there', () => {
    expect(
      sameDayModeId({
        deliveryOptions: {
          shippingMethods: [
            { shipmodeId: '10551', shippingType: 'HOME' },
            { shipmodeId: '12010', shippingType: 'SDD' },
          ],
        },
      }),
    ).toBe('12010');
    expect(
      sameDayModeId({
        deliveryOptions: { shippingMethods: [{ shipmodeId: '10551', shippingType: 'HOME' }] },
      }),
    ).toBeNull();
    expect(sameDayModeId(undefined)).toBeNull();
  });
});
