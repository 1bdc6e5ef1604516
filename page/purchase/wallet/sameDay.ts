/**
 * Same-day delivery in the wallet sheets (spec 3 "Same-day delivery slot", spec 7
 * `POST /api/orders/{orderId}/sod/ship`, spec 9 "Delivery labels"). Pure: the shopper's same-day
 * store and ZIP in, the wallet add-to-cart choice out; the shop's `data.ddResponse` in, the
 * sheet's shipping methods (one per delivery slot) and the order payload's dd* fields out.
 *
 * The device wallet's sheet has no notion of delivery windows, so each slot is offered as a
 * shipping method of its own ('Same Day Delivery', the window as its detail, the slot's charge as
 * its amount); its identifier carries the slot's position for `sdd/updatewindow`.
 */
import type { SameDayFields } from './payloads';

/** Spec 9 "Delivery labels". */
export const DELIVERY_LABELS = {
  sameDay: 'Same Day Delivery',
  nextDay: 'Next Day Delivery',
  retailDeliveryFee: 'Retail Delivery Fee',
  sameDayFee: 'Same Day Delivery Fee',
} as const;

/** The order payload's ddDeliveryMethod for a same-day order. */
export const SAME_DAY_DELIVERY_METHOD = 'SDD';

/** The shop's shipping type of the same-day ship mode. */
export const SAME_DAY_SHIPPING_TYPE = 'SDD';

/** Spec 3 "Same-day delivery slot". */
export interface SameDaySlot {
  id: string;
  deliveryBy: string;
  deliveryStartTime: string;
  deliveryEndTime: string;
  deliveryCharge: number;
  selected: boolean;
}

/** `data.ddResponse` of `POST /api/orders/{orderId}/sod/ship`. */
export interface SameDayAnswer {
  storeId: string | null;
  bestStores: string[];
  storeTimeZone: string | null;
  slots: SameDaySlot[];
}

/** The shopper's same-day store and ZIP (spec 6 cookies and local keys). */
export { sameDayChoice } from './fulfilment';

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : {};
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
};
const isInstant = (v: string) => v !== '' && !Number.isNaN(Date.parse(v));

/** Reads `data.ddResponse`; malformed slots are dropped, never thrown on. */
export function readSameDayAnswer(body: unknown): SameDayAnswer {
  const d = rec(rec(rec(body).data).ddResponse);
  const slots = (Array.isArray(d.deliveryWindows) ? d.deliveryWindows : [])
    .map(rec)
    .map((s) => ({
      id: str(s.id),
      deliveryBy: str(s.deliveryBy),
      deliveryStartTime: str(s.deliveryStartTime),
      deliveryEndTime: str(s.deliveryEndTime),
      deliveryCharge: num(s.deliveryCharge),
      selected: s.selected === true,
    }))
    .filter((s) => s.id !== '' && isInstant(s.deliveryStartTime) && isInstant(s.deliveryEndTime));
  return {
    storeId: str(d.storeId) || null,
    bestStores: (Array.isArray(d.bestStores) ? d.bestStores : []).filter(
      (s): s is string => typeof s === 'string' && s !== '',
    ),
    storeTimeZone: str(d.storeTimeZone) || null,
    slots,
  };
}

/** The same-day ship mode the delivery options (`getDeliveryOptions`) offer, or null. */
export function sameDayModeId(deliveryOptions: unknown): string | null {
  const methods = rec(rec(deliveryOptions).deliveryOptions).shippingMethods;
  const found = (Array.isArray(methods) ? methods : [])
    .map(rec)
    .find((m) => str(m.shippingType) === SAME_DAY_SHIPPING_TYPE && str(m.shipmodeId) !== '');
  return found ? str(found.shipmodeId) : null;
}

const SLOT_PREFIX = 'sdd-slot-';

/** The sheet's shipping-method identifier of the slot at `position`. */
export const slotMethodId = (position: number): string => `${SLOT_PREFIX}${position}`;

/** The slot position a sheet method stands for, or null for a regular shipping method. */
export function slotPosition(identifier: string): number | null {
  if (!identifier.startsWith(SLOT_PREFIX)) return null;
  const rest = identifier.slice(SLOT_PREFIX.length);
  return /^\d{1,2}$/.test(rest) ? Number(rest) : null;
}

function timeFormat(timeZone: string | null): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) });
  } catch {
    // An unknown zone from the shop: the shopper's own clock still tells the window.
    return new Intl.DateTimeFormat('en-US', options);
  }
}

/** 'Today 3:00 – 5:00 PM MST' style: the window in the store's time zone. */
export function formatSlotWindow(slot: SameDaySlot, timeZone: string | null): string {
  const format = timeFormat(timeZone);
  const start = format.formatRange(
    new Date(slot.deliveryStartTime),
    new Date(slot.deliveryEndTime),
  );
  return `Today ${start.replace(/\u202f/g, ' ').replace(/\u2009/g, ' ')}`;
}

export interface SheetMethod {
  identifier: string;
  label: string;
  detail: string;
  amount: number;
}

/** One sheet shipping method per slot, labelled 'Same Day Delivery' (spec 9). */
export function slotMethods(answer: SameDayAnswer): SheetMethod[] {
  return answer.slots.map((slot, position) => ({
    identifier: slotMethodId(position),
    label: DELIVERY_LABELS.sameDay,
    detail: formatSlotWindow(slot, answer.storeTimeZone),
    amount: slot.deliveryCharge,
  }));
}

/** The order payload's ddBestStores, ddStoreTimeZone and ddDeliveryMethod for a same-day order. */
export function sameDayOrderFields(answer: SameDayAnswer): SameDayFields {
  return {
    bestStores: answer.bestStores,
    storeTimeZone: answer.storeTimeZone ?? '',
    deliveryMethod: SAME_DAY_DELIVERY_METHOD,
  };
}
