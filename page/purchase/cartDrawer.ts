/**
 * The cart drawer's content (spec 4, 6, 9), as pure rules: the cart's lines and subtotal read from
 * the shop's loose cart answer, and the free-shipping progress (threshold 24.99 signed in, 49.99
 * guest by default; purchase/freeShipping.ts, re-exported here). No React, no transport types:
 * the input is whatever the cart call returned.
 */
export {
  DEFAULT_FREE_SHIPPING_THRESHOLDS,
  freeShippingProgress,
  type FreeShippingProgress,
  type FreeShippingThresholds,
} from './freeShipping';

export interface CartLine {
  id: string;
  name: string;
  quantity: number;
  /** The card's amount (per card). */
  unitAmount: number;
  total: number;
  /** An eGift line's delivery: its send date ('YYYY-MM-DD', null for now) and recipients. */
  egift: CartEgift | null;
}

export interface CartEgift {
  sendDate: string | null;
  /** The chosen card design's name, null when none. */
  designName: string | null;
  /** 'Ana Ruiz', one per recipient. */
  recipients: string[];
}

export interface CartDetails {
  lines: CartLine[];
  subtotal: number;
}

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const finite = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const cents = (n: number) => Math.round(n * 100) / 100;

/** `{ cart: Order }` (shop-api/openapi.json), or the order bare or in `order`/`data`; bad lines are skipped. */
export function cartDetailsFrom(answer: unknown): CartDetails {
  const root = record(answer);
  const order =
    [root?.cart, root?.order, root?.data, root].map(record).find((o) => o && 'orderItems' in o) ??
    null;
  const items = Array.isArray(order?.orderItems) ? order.orderItems : [];
  const lines: CartLine[] = [];
  for (const raw of items) {
    const item = record(raw);
    const quantity = finite(item?.quantity);
    const unit = finite(item?.giftAmount) ?? finite(item?.unitPrice);
    if (!item || quantity === null || quantity <= 0 || unit === null) continue;
    const id = item.orderItemId ?? item.itemId;
    lines.push({
      id: typeof id === 'string' || typeof id === 'number' ? String(id) : String(lines.length),
      name: typeof item.name === 'string' && item.name.trim() ? item.name : 'Gift card',
      quantity,
      unitAmount: unit,
      total: cents(finite(item.itemTotal) ?? unit * quantity),
      egift: egiftOf(item.eGiftCard),
    });
  }
  const subtotal =
    finite(order?.totalProductPrice) ?? cents(lines.reduce((sum, l) => sum + l.total, 0));
  return { lines, subtotal };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An eGift item's `eGiftCard` (shop-api/openapi.json): its send date and recipients' names. */
function egiftOf(raw: unknown): CartEgift | null {
  const egift = record(raw);
  if (!egift) return null;
  const sendDate =
    typeof egift.sendDate === 'string' && ISO_DATE.test(egift.sendDate) ? egift.sendDate : null;
  const recipients = (Array.isArray(egift.recipients) ? egift.recipients : [])
    .map(record)
    .map((r) =>
      [r?.recipientFirstName, r?.recipientLastName]
        .filter((part): part is string => typeof part === 'string' && part !== '')
        .join(' '),
    )
    .filter((name) => name !== '');
  const designName =
    typeof egift.designName === 'string' && egift.designName.trim() ? egift.designName : null;
  return { sendDate, designName, recipients };
}
