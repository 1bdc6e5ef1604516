import { describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { SafeHtml } from '../domain';
import type { PurchaseFormOutcome } from './purchaseForm';
import { initialSkuId, variantLabel } from './sku';
import {
  addToCartState,
  initialPurchaseState,
  makePurchaseReducer,
  type AvailabilityView,
} from './purchaseReducer';
import type { EGiftFormValues } from '@cairnfield/design-system/formValues';
import * as v from 'valibot';

const quantity = { bulkMinQuantity: 51, maxEgiftRecipients: 5 };
const product = (id: string) =>
  reshapeProduct(v.parse(productResponseWire, productResponse(id)), {
    sanitizeHtml: (h) => h as SafeHtml,
    defaultBulkMinQuantity: 51,
  });
const reducer = makePurchaseReducer({ quantity });
const inStock: AvailabilityView = { status: 'known', stock: 'IN_STOCK' };
const amountBounds = { min: 1, max: 1500 };
const ctx = { availability: inStock, restricted: false, amountBounds, backInStockAllowed: true };

describe('initial state', () => {
  it('given the standard card, should start at the first preset and quantity 1', () => {
    const s = initialPurchaseState({ product: product('10001'), skuId: '20001', quantity });
    expect(s).toMatchObject({
      type: 'standard',
      amount: { kind: 'preset', amount: 25 },
      quantity: 1,
      egift: { valid: true },
    });
  });
  it('given the bulk card, should start at 51; given the eGift card, should need its form', () => {
    expect(
      initialPurchaseState({ product: product('10002'), skuId: '20002', quantity }).quantity,
    ).toBe(51);
    expect(
      initialPurchaseState({ product: product('10003'), skuId: '20005', quantity }).egift.valid,
    ).toBe(false);
  });
});

describe('initialSkuId (?sku=, repSku)', () => {
  it('should pick ?sku= when it belongs to the product', () => {
    expect(initialSkuId(product('10002'), { sku: '20003', repSku: null })).toBe('20003');
  });
  it('should fall back to repSku, then the default', () => {
    expect(initialSkuId(product('10002'), { sku: '99999', repSku: '20004' })).toBe('20004');
    expect(initialSkuId(product('10002'), { sku: '99999', repSku: null })).toBe('20002');
  });
  it('should label variants by the identifier', () => {
    expect(variantLabel(product('10002'), '20003')).toBe('Trail');
    expect(variantLabel(product('10001'), '20001')).toBe('Cairnfield Gift Card');
  });
});

describe('reducer', () => {
  const start = () => initialPurchaseState({ product: product('10001'), skuId: '20001', quantity });
  it('should clamp quantities to the card type', () => {
    expect(reducer(start(), { type: 'setQuantity', quantity: 80 }).quantity).toBe(50);
  });
  it('should block duplicate add requests', () => {
    const adding = reducer(start(), { type: 'addStarted' });
    expect(reducer(adding, { type: 'addStarted' })).toBe(adding);
    expect(reducer(adding, { type: 'addFailed', message: 'x' }).submit).toEqual({
      status: 'failed',
      message: 'x',
    });
  });
  it('should prefill from an eGift order item', () => {
    const s0 = initialPurchaseState({ product: product('10003'), skuId: '20005', quantity });
    const s = reducer(s0, {
      type: 'prefillEgift',
      item: {
        orderItemId: '9',
        amount: 40,
        quantity: 2,
        sender: { email: 's@example.com', firstName: 'S', lastName: 'T' },
        recipients: [
          { email: 'a@example.com', firstName: 'A', lastName: 'B' },
          { email: 'c@example.com', firstName: 'C', lastName: 'D' },
        ],
        message: 'Hello',
        sendToOne: false,
        sendDate: '2026-12-24',
        sendTimeZone: 'Pacific/Honolulu',
        designId: 'birthday',
      },
      presets: [25, 50, 100],
      valid: true,
    });
    expect(s.quantity).toBe(2);
    // The send date with its zone and the design come back as they were saved.
    expect(s.egift.values).toMatchObject({
      sendDate: '2026-12-24',
      sendTimeZone: 'Pacific/Honolulu',
      designId: 'birthday',
    });
    expect(s.amount).toEqual({ kind: 'custom', amount: 40 });
    expect(s.egift.values?.recipients).toHaveLength(2);
    expect(s.egiftOrderItemId).toBe('9');
    // A complete saved item opens valid: Add to cart is enabled without editing.
    expect(addToCartState(s, ctx).enabled).toBe(true);
  });
  it('given a saved preset amount, should show it as its chip and forget the replaced item', () => {
    const s0 = initialPurchaseState({ product: product('10003'), skuId: '20005', quantity });
    const item = {
      orderItemId: '9',
      amount: 25,
      quantity: 1,
      sender: null,
      recipients: [],
      message: '',
      sendToOne: false,
      sendDate: '',
      sendTimeZone: '',
      designId: '',
    };
    const s = reducer(s0, { type: 'prefillEgift', item, presets: [25, 50], valid: false });
    expect(s.egift.values?.sendDate).toBe('');
    expect(s.egift.values).not.toHaveProperty('designId');
    expect(s.amount).toEqual({ kind: 'preset', amount: 25 });
    expect(addToCartState(s, ctx).enabled).toBe(false);
    expect(reducer(s, { type: 'egiftItemReplaced' }).egiftOrderItemId).toBeNull();
  });
});

describe('a draft kept across a reload', () => {
  it('given the kept values, should fill the form with them and remount the eGift form', () => {
    const s0 = initialPurchaseState({ product: product('10003'), skuId: '20005', quantity });
    const person = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Diaz' };
    const s = reducer(s0, {
      type: 'restoreDraft',
      values: {
        skuId: '20005',
        amount: { kind: 'custom', amount: 75 },
        quantity: 9,
        egift: {
          sender: person,
          recipients: [person],
          message: 'Hi',
          sendToSame: false,
          quantity: 9,
        },
      },
    });
    // The quantity within the eGift maximum, as a posted form's is.
    expect(s.quantity).toBe(5);
    expect(s.amount).toEqual({ kind: 'custom', amount: 75 });
    expect(s.egift.values).toMatchObject({ message: 'Hi', quantity: 5 });
    expect(s.draftsRestored).toBe(s0.draftsRestored + 1);
    // Nothing of an earlier outcome or error comes back with it.
    expect(s.submit).toEqual({ status: 'idle' });
    expect(s.formErrors).toEqual([]);
  });
});

describe('addToCartState (spec 4)', () => {
  const s = () => initialPurchaseState({ product: product('10001'), skuId: '20001', quantity });
  it('given stock and a valid amount, should be enabled', () => {
    expect(addToCartState(s(), ctx)).toEqual({
      visible: true,
      enabled: true,
      reason: null,
      busy: false,
      showBackInStock: false,
    });
  });
  it('given inventory loading, should be disabled', () => {
    expect(addToCartState(s(), { ...ctx, availability: { status: 'loading' } })).toMatchObject({
      visible: true,
      enabled: false,
      reason: 'Checking availability…',
    });
  });
  it('given a failed inventory call, should keep gift cards buyable (they count as in stock)', () => {
    expect(addToCartState(s(), { ...ctx, availability: { status: 'error' } }).enabled).toBe(true);
  });
  it('given out of stock, should be suppressed, with back in stock', () => {
    expect(
      addToCartState(s(), { ...ctx, availability: { status: 'known', stock: 'OUT_OF_STOCK' } }),
    ).toEqual({
      visible: false,
      enabled: false,
      reason: null,
      busy: false,
      showBackInStock: true,
    });
    expect(
      addToCartState(s(), { ...ctx, availability: { status: 'known', stock: 'SOLD_OUT' } })
        .showBackInStock,
    ).toBe(false);
    expect(
      addToCartState(s(), {
        ...ctx,
        backInStockAllowed: false,
        availability: { status: 'known', stock: 'OUT_OF_STOCK' },
      }).showBackInStock,
    ).toBe(false);
  });
  it('given a restriction, should be disabled', () => {
    expect(addToCartState(s(), { ...ctx, restricted: true }).enabled).toBe(false);
  });
  it('given an empty or invalid custom amount, should be disabled', () => {
    const empty = reducer(s(), { type: 'chooseCustom' });
    expect(addToCartState(empty, ctx)).toMatchObject({
      enabled: false,
      reason: 'Enter a gift card amount.',
    });
    const big = reducer(s(), { type: 'setCustomAmount', amount: 2000 });
    expect(addToCartState(big, ctx)).toMatchObject({
      enabled: false,
      reason: 'Gift card amount should be between $1 and $1500',
    });
  });
  it('given an invalid eGift form, should be disabled, and enabled once it is valid', () => {
    const e = initialPurchaseState({ product: product('10003'), skuId: '20005', quantity });
    expect(addToCartState(e, ctx).enabled).toBe(false);
    const values: EGiftFormValues = {
      sender: { email: 's@example.com', firstName: 'S', lastName: 'T' },
      recipients: [{ email: 'r@example.com', firstName: 'R', lastName: 'Q' }],
      message: '',
      sendToSame: false,
      quantity: 1,
    };
    expect(addToCartState(reducer(e, { type: 'setEgift', values, valid: true }), ctx).enabled).toBe(
      true,
    );
  });
  it('given an add in flight, should be busy', () => {
    expect(addToCartState(reducer(s(), { type: 'addStarted' }), ctx)).toMatchObject({
      enabled: false,
      busy: true,
    });
  });
});

describe('unavailable and refused quantities (spec 4, 8)', () => {
  const start = () => initialPurchaseState({ product: product('10001'), skuId: '20001', quantity });
  it("given the shop's unavailable message, should mark the selected SKU unavailable and disable Add to cart with it", () => {
    const s = reducer(start(), {
      type: 'markUnavailable',
      skuId: '20001',
      message: 'Out Of Stock',
    });
    expect(addToCartState(s, ctx)).toEqual({
      visible: true,
      enabled: false,
      reason: 'Out Of Stock',
      busy: false,
      showBackInStock: false,
    });
    // Another SKU is not affected.
    expect(addToCartState(reducer(s, { type: 'selectSku', skuId: '20009' }), ctx).enabled).toBe(
      true,
    );
  });
  it('given an eGift quantity above the max, should remember it until the quantity drops below it', () => {
    const egift = initialPurchaseState({ product: product('10003'), skuId: '20003', quantity });
    let s = reducer(egift, { type: 'quantityRefused', attempted: 7 });
    s = reducer(s, { type: 'setQuantity', quantity: 7 });
    expect(s).toMatchObject({ quantity: 5, refusedQuantity: 7 });
    s = reducer(s, { type: 'setQuantity', quantity: 4 });
    expect(s.refusedQuantity).toBeNull();
  });
  it('given a failure with a help link, should carry the link', () => {
    const help = { href: '/help/live-chat', label: 'Chat with us' };
    expect(reducer(start(), { type: 'addFailed', message: 'Too much', help }).submit).toEqual({
      status: 'failed',
      message: 'Too much',
      help,
    });
  });
});

describe('initial state after the form was posted without JavaScript', () => {
  const sam = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' };
  /** The state of product `id`'s page opened with the posted form's values and outcome. */
  const openedAfterPost = (id: string, posted: PurchaseFormOutcome) =>
    initialPurchaseState({ product: product(id), skuId: posted.values.skuId, quantity, posted });
  it('given a refused custom amount, should open with it, its error and the quantity', () => {
    const s = openedAfterPost('10001', {
      values: {
        skuId: '20001',
        amount: { kind: 'custom', amount: 2000 },
        quantity: 3,
        egift: null,
      },
      errors: [
        { field: 'customAmount', message: 'Gift card amount should be between $1 and $1500' },
      ],
      result: null,
    });
    expect(s).toMatchObject({
      amount: { kind: 'custom', amount: 2000 },
      quantity: 3,
      formErrors: [{ field: 'customAmount' }],
      submit: { status: 'idle' },
    });
    // The next add clears the summary.
    expect(reducer(s, { type: 'addStarted' }).formErrors).toEqual([]);
  });

  it('given an added eGift card, should open valid with its values and the added message', () => {
    const s = openedAfterPost('10003', {
      values: {
        skuId: '20005',
        amount: { kind: 'preset', amount: 50 },
        quantity: 9,
        egift: { sender: sam, recipients: [sam], message: '', sendToSame: true, quantity: 5 },
      },
      errors: [],
      result: { kind: 'added', message: 'Cairnfield eGift Card has been added to your cart.' },
    });
    expect(s).toMatchObject({
      quantity: 5,
      egift: { valid: true, values: { sender: sam, quantity: 5 } },
      submit: { status: 'added', message: 'Cairnfield eGift Card has been added to your cart.' },
    });
  });

  it('given the shop said unavailable, should mark the SKU unavailable with its message', () => {
    const s = openedAfterPost('10001', {
      values: { skuId: '20001', amount: { kind: 'preset', amount: 25 }, quantity: 1, egift: null },
      errors: [],
      result: { kind: 'unavailable', message: 'Sold out' },
    });
    expect(addToCartState(s, ctx)).toMatchObject({ enabled: false, reason: 'Sold out' });
  });
});
