/**
 * Tolerant readers for the wallet answers the shop client passes on whole (spec 7 "Orders,
 * delivery, tax", "Device wallet", "Account wallet"): unknown JSON in, the domain values the
 * flows need out. Missing or malformed fields fall back to safe defaults; nothing here throws.
 */
import type { WalletAddress } from './contact';
import type { ExecutedPayment, WalletItem, WalletTotals } from './payloads';

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : {};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}; // prettier-ignore
const bool = (v: unknown): boolean => v === true || v === 'true' || v === 'Y';

export interface WalletOrderItem extends WalletItem {
  orderItemId: string;
  isEgift: boolean;
  shipModeId: string;
  sameDayEligible: boolean;
  isSTSv1: boolean;
  isSTSv2: boolean;
}

export interface EgiftRecipient {
  firstName: string;
  lastName: string;
  email: string;
}

export interface WalletOrder {
  orderId: string;
  status: string;
  totals: WalletTotals;
  items: WalletOrderItem[];
  email: string;
  placedAt: string | null;
  shippingAddress: WalletAddress | null;
  /** The ship-to-store store and the programmes it takes part in (spec 5), when one was chosen. */
  shipToStore: { storeId: string; stsV1: boolean; stsV2: boolean } | null;
  /** eGift lines: sender, recipients and message (for the confirmation page). */
  egift: {
    orderItemId: string;
    senderName: string;
    message: string;
    recipients: EgiftRecipient[];
    /** The day the cards are sent ('YYYY-MM-DD'), null for right away. */
    sendDate: string | null;
    /** The chosen card design's name, null when none. */
    designName: string | null;
  }[];
}

export function readTotals(source: unknown): WalletTotals {
  const o = rec(source);
  return {
    orderTotal: num(o.orderTotal ?? o.grandTotal),
    totalProductPrice: num(o.totalProductPrice),
    totalTax: num(o.totalTax ?? o.totalEstimatedTax),
    totalShippingCharge: num(o.totalShippingCharge ?? o.totalEstimatedShippingCharge),
    sameDayDeliveryCharge: num(o.sameDayDeliveryCharge),
    retailDeliveryFee: num(o.retailDeliveryFee),
    employeeDiscount: num(o.employeeDiscount),
  };
}

function readAddress(source: unknown): WalletAddress | null {
  const a = rec(source);
  if (Object.keys(a).length === 0) return null;
  return {
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    address: str(a.address),
    address2: str(a.address2),
    city: str(a.city),
    state: str(a.state),
    zipCode: str(a.zipCode),
    country: str(a.country) || 'US',
    email: str(a.email),
    phoneNumber: str(a.phoneNumber),
  };
}

/** Reads `{ order }`, `{ cart }`, `{ orderSummary }` or a bare order. */
export function readOrder(body: unknown): WalletOrder {
  const b = rec(body);
  const o = rec(b.order ?? b.cart ?? b.orderSummary ?? body);
  const lines = arr(o.orderItems).map(rec);
  return {
    orderId: str(o.orderId),
    status: str(o.orderStatus),
    totals: readTotals(o),
    email: str(o.email),
    placedAt: str(o.placedAt) || null,
    shippingAddress: readAddress(o.shippingAddress),
    shipToStore: str(rec(o.shipToStore).storeId)
      ? {
          storeId: str(rec(o.shipToStore).storeId),
          stsV1: bool(rec(o.shipToStore).isSTSv1),
          stsV2: bool(rec(o.shipToStore).isSTSv2),
        }
      : null,
    items: lines.map((l) => {
      const info = rec(rec(l.skuDetails).skuInfo);
      return {
        orderItemId: str(l.orderItemId),
        name: str(l.name) || 'Gift card',
        skuId: str(l.skuId),
        unitPrice: num(l.unitPrice ?? l.giftAmount),
        quantity: Math.max(1, Math.trunc(num(l.quantity))),
        isEgift: bool(l.isEGCItem),
        shipModeId: str(l.shipModeId),
        sameDayEligible: bool(info.sameDayDeliveryEligible),
        isSTSv1: bool(info.isSTSv1),
        isSTSv2: bool(info.isSTSv2),
      };
    }),
    egift: lines
      .filter((l) => bool(l.isEGCItem) && Object.keys(rec(l.eGiftCard)).length > 0)
      .map((l) => {
        const e = rec(l.eGiftCard);
        return {
          orderItemId: str(l.orderItemId),
          senderName: `${str(e.senderFirstName)} ${str(e.senderLastName)}`.trim(),
          message: str(e.senderMessage),
          designName: str(e.designName) || null,
          sendDate: /^\d{4}-\d{2}-\d{2}$/.test(str(e.sendDate)) ? str(e.sendDate) : null,
          recipients: arr(e.recipients)
            .map(rec)
            .map((r) => ({
              firstName: str(r.recipientFirstName),
              lastName: str(r.recipientLastName),
              email: str(r.recipientEmail),
            })),
        };
      }),
  };
}

/**
 * The express order of a wallet add to cart: its id, or the shop's reason nothing was added.
 * Reads the API layer's answer (`{ orderId, problem }`) or the wire's `addToCart`.
 */
export function readWalletAdd(body: unknown): { orderId: string | null; problem: string | null } {
  const b = rec(body);
  const a = 'addToCart' in b ? rec(b.addToCart) : b;
  const id = str(a.orderId);
  const problem = [a.problem, a.exceptionMessage, a.errorMessage].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return {
    orderId: /^\d{1,20}$/.test(id) && !/^0+$/.test(id) ? id : null,
    problem: problem ?? null,
  };
}

export interface SheetShippingMethod {
  identifier: string;
  label: string;
  detail: string;
  amount: number;
  shippingType: string;
  selected: boolean;
}

/** Ship modes the wallet sheets offer: home and expedited (e-mail and same day are not offered). */
const SHEET_TYPES = new Set(['HOME', 'SG']);

/** `getDeliveryOptions` → the methods a wallet sheet offers, the selected one first. */
export function readShippingMethods(body: unknown): SheetShippingMethod[] {
  const d = rec(rec(body).deliveryOptions);
  const methods = arr(d.shippingMethods)
    .map(rec)
    .map((m) => ({
      identifier: str(m.shipmodeId),
      label: str(m.shipmodeDisplayName) || str(m.shipModeCode),
      detail: str(m.shipmodeDesc),
      amount: num(m.saleShippingCharge),
      shippingType: str(m.shippingType),
      selected: bool(m.isSelected),
    }))
    .filter((m) => m.identifier !== '' && SHEET_TYPES.has(m.shippingType));
  return [...methods.filter((m) => m.selected), ...methods.filter((m) => !m.selected)];
}

export interface SheetLine {
  label: string;
  amount: string;
}

/** `paymentSummary` → the sheet's line items and total (amounts as 2-decimal strings). */
export function readPaymentSummary(body: unknown): {
  total: SheetLine;
  lineItems: SheetLine[];
  totals: WalletTotals;
} {
  const s = rec(rec(body).paymentSummary);
  const total = rec(s.total);
  return {
    total: {
      label: str(total.label) || 'Cairnfield Outfitters',
      amount: num(total.amount ?? s.orderTotal).toFixed(2),
    },
    lineItems: arr(s.lineItems)
      .map(rec)
      .map((l) => ({ label: str(l.label), amount: num(l.amount).toFixed(2) })),
    totals: readTotals(s),
  };
}

/** `executePayment` → what the place-order payload needs. */
export function readExecutedPayment(body: unknown): ExecutedPayment {
  const p = rec(body);
  const payer = rec(p.payer);
  const info = rec(payer.payer_info);
  const ship = rec(info.shipping_address);
  const related = rec(arr(rec(arr(p.transactions)[0]).related_resources)[0]);
  const resource = rec(related.order ?? related.authorization ?? related.sale);
  const [first = '', ...rest] = str(ship.recipient_name).split(' ');
  const hasShip = str(ship.line1) !== '';
  return {
    paymentId: str(p.id),
    payerId: str(info.payer_id) || null,
    status: str(p.state) || 'approved',
    authorizationId: str(resource.id) || null,
    createTime: str(resource.create_time) || str(p.create_time) || null,
    payer:
      Object.keys(info).length > 0
        ? { email: str(info.email), firstName: str(info.first_name), lastName: str(info.last_name) }
        : null,
    shippingAddress: hasShip
      ? {
          firstName: first,
          lastName: rest.join(' '),
          address: str(ship.line1),
          address2: str(ship.line2),
          city: str(ship.city),
          state: str(ship.state),
          zipCode: str(ship.postal_code),
          country: str(ship.country_code) || 'US',
          email: str(info.email),
          phoneNumber: str(ship.phone),
        }
      : null,
  };
}

/** A placed order's answer: its id, and a free-gift promotion to log when present. */
export function readPlacedOrder(body: unknown): {
  orderId: string | null;
  freeGiftPromotion: string | null;
} {
  const b = rec(body);
  const placed = rec(b.placeOrder);
  const promo = rec(placed.freeGiftPromotion ?? b.freeGiftPromotion);
  return {
    orderId: str(placed.orderId) || null,
    freeGiftPromotion: str(promo.promotionCode ?? promo.name) || null,
  };
}
