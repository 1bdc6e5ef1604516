import { toDollars } from './money.ts';

/** Visitor kind: registered (signed in) or guest. */
export type UserType = 'R' | 'G';

/** Spec 6: merchandise above this subtotal ships free with standard shipping. */
export const FREE_SHIPPING_THRESHOLD: Record<UserType, number> = { R: 24.99, G: 49.99 };

export interface ShipMode {
  shipModeId: string;
  shipModeCode: string;
  /** HOME for standard home delivery, SG for the expedited group (spec 9), SDD, EMAIL. */
  shippingType: 'HOME' | 'SG' | 'SDD' | 'STS' | 'EMAIL';
  displayName: string;
  description: string;
  chargeCents: number;
  /** Business days from today; `null` for same-day and e-mail delivery. */
  days: { min: number; max: number } | null;
  /** Standard shipping becomes free over the free-shipping threshold. */
  freeOverThreshold: boolean;
}

export const SHIP_MODE_IDS = {
  standard: '10551',
  express: '11360',
  nextDay: '11361',
  sameDay: '12010',
  /** Spec 9: 11363 is ship to store. */
  shipToStore: '11363',
  email: '10557',
} as const;

export const SHIP_MODES: Readonly<Record<string, ShipMode>> = {
  [SHIP_MODE_IDS.standard]: {
    shipModeId: SHIP_MODE_IDS.standard,
    shipModeCode: 'STANDARD',
    shippingType: 'HOME',
    displayName: 'Standard Shipping',
    description: 'Arrives in 3-5 business days',
    chargeCents: 599,
    days: { min: 3, max: 5 },
    freeOverThreshold: true,
  },
  [SHIP_MODE_IDS.express]: {
    shipModeId: SHIP_MODE_IDS.express,
    shipModeCode: 'EXPRESS',
    shippingType: 'SG',
    displayName: 'Express Shipping',
    description: 'Arrives in 2 business days',
    chargeCents: 1499,
    days: { min: 2, max: 2 },
    freeOverThreshold: false,
  },
  [SHIP_MODE_IDS.nextDay]: {
    shipModeId: SHIP_MODE_IDS.nextDay,
    shipModeCode: 'NEXT_DAY',
    shippingType: 'SG',
    displayName: 'Next Day Delivery',
    description: 'Arrives the next business day',
    chargeCents: 2499,
    days: { min: 1, max: 1 },
    freeOverThreshold: false,
  },
  [SHIP_MODE_IDS.sameDay]: {
    shipModeId: SHIP_MODE_IDS.sameDay,
    shipModeCode: 'SDD',
    shippingType: 'SDD',
    displayName: 'Same Day Delivery',
    description: 'Delivered today in the window you choose',
    // charged as sameDayDeliveryCharge from the chosen window, not as shipping
    chargeCents: 0,
    days: null,
    freeOverThreshold: false,
  },
  [SHIP_MODE_IDS.shipToStore]: {
    shipModeId: SHIP_MODE_IDS.shipToStore,
    shipModeCode: 'STS',
    shippingType: 'STS',
    displayName: 'Pick Up at a Later Date',
    description: 'Free shipping to your store',
    chargeCents: 0,
    days: { min: 5, max: 7 },
    freeOverThreshold: false,
  },
  [SHIP_MODE_IDS.email]: {
    shipModeId: SHIP_MODE_IDS.email,
    shipModeCode: 'EGIFT_EMAIL',
    shippingType: 'EMAIL',
    displayName: 'Email Delivery',
    description: 'Within 2 hours during business hours (8:00 AM to 7:00 PM Central)',
    chargeCents: 0,
    days: null,
    freeOverThreshold: false,
  },
};

/**
 * Ship modes an item may use: e-mail for eGift cards, ship to store for an item added for it;
 * home, expedited and maybe same day otherwise.
 */
export function shipModeIdsFor(item: {
  isEgc: boolean;
  sameDayDeliveryEligible: boolean;
  /** The item was added for ship to store: it goes to the store, by that mode only. */
  shipToStore?: boolean;
}): string[] {
  if (item.isEgc) return [SHIP_MODE_IDS.email];
  if (item.shipToStore) return [SHIP_MODE_IDS.shipToStore];
  const ids: string[] = [SHIP_MODE_IDS.standard, SHIP_MODE_IDS.express, SHIP_MODE_IDS.nextDay];
  if (item.sameDayDeliveryEligible) ids.push(SHIP_MODE_IDS.sameDay);
  return ids;
}

export function defaultShipModeId(isEgc: boolean): string {
  return isEgc ? SHIP_MODE_IDS.email : SHIP_MODE_IDS.standard;
}

export function qualifiesForFreeShipping(productTotalCents: number, userType: UserType): boolean {
  return productTotalCents > Math.round(FREE_SHIPPING_THRESHOLD[userType] * 100);
}

export function shipModeChargeCents(
  mode: ShipMode,
  productTotalCents: number,
  userType: UserType,
): number {
  if (mode.freeOverThreshold && qualifiesForFreeShipping(productTotalCents, userType)) return 0;
  return mode.chargeCents;
}

/** What is left to spend before standard shipping is free. */
export function freeShippingProgress(productTotalCents: number, userType: UserType) {
  const threshold = FREE_SHIPPING_THRESHOLD[userType];
  const qualified = qualifiesForFreeShipping(productTotalCents, userType);
  // "Over the threshold" means at least one cent above it.
  const remainingCents = Math.round(threshold * 100) + 1 - productTotalCents;
  return { threshold, qualified, remaining: qualified ? 0 : toDollars(remainingCents) };
}

/** Adds business days (Monday to Friday), counting from the given day. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
