import type { AccountWalletPaymentRecord, OrderRecord } from '../../db/schema.ts';
import { ErrorKey } from '../../domain/errors.ts';
import type { RuleError } from '../../domain/errors.ts';
import { toCents } from '../../domain/money.ts';
import type { OrderTotals } from '../../domain/totals.ts';

/**
 * The account-wallet payment resource of the sandbox, in the provider's wire shape (shop-api/openapi.json,
 * "Wallets"): its amounts and items and the rules they must follow, the patch operations, the
 * links and the sandbox buyer's details.
 */

export interface AccountWalletAmount {
  total: number;
  currency: 'USD';
  details?:
    | {
        subtotal?: number | undefined;
        tax?: number | undefined;
        shipping?: number | undefined;
        handling_fee?: number | undefined;
        shipping_discount?: number | undefined;
        insurance?: number | undefined;
      }
    | undefined;
}

export interface AccountWalletItem {
  name: string;
  price: number;
  quantity: number;
  currency: 'USD';
  sku?: string | undefined;
}

export interface AccountWalletTransaction {
  amount: AccountWalletAmount;
  item_list?:
    | {
        items?: AccountWalletItem[] | undefined;
        shipping_address?: Record<string, unknown> | undefined;
        shipping_options?: unknown[] | undefined;
      }
    | undefined;
  invoice_number?: string | undefined;
  description?: string | undefined;
}

/** The provider's own rule: the details must add up to the total, and the items to the subtotal. */
export function checkTransactionAmounts(
  transaction: AccountWalletTransaction,
  field: string,
): RuleError | null {
  const { amount } = transaction;
  const details = amount.details;
  if (details) {
    const sumCents =
      toCents(details.subtotal ?? 0) +
      toCents(details.tax ?? 0) +
      toCents(details.shipping ?? 0) +
      toCents(details.handling_fee ?? 0) +
      toCents(details.insurance ?? 0) -
      toCents(details.shipping_discount ?? 0);
    if (sumCents !== toCents(amount.total)) {
      return {
        errorKey: ErrorKey.accountWalletAmountMismatch,
        message: 'The amount details do not add up to the total.',
        field: `${field}.amount.total`,
      };
    }
    const items = transaction.item_list?.items;
    if (items && items.length > 0 && details.subtotal !== undefined) {
      const itemsCents = items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
      if (itemsCents !== toCents(details.subtotal)) {
        return {
          errorKey: ErrorKey.accountWalletAmountMismatch,
          message: 'The items do not add up to the subtotal.',
          field: `${field}.item_list.items`,
        };
      }
    }
  }
  return null;
}

export function amountMatchesOrder(
  totalDollars: number,
  totals: OrderTotals,
  field: string,
): RuleError | null {
  if (toCents(totalDollars) === toCents(totals.orderTotal)) return null;
  return {
    errorKey: ErrorKey.accountWalletAmountMismatch,
    message: `The payment amount ${totalDollars.toFixed(2)} does not match the order total ${totals.orderTotal.toFixed(2)}.`,
    field,
    data: { expected: totals.orderTotal, received: totalDollars },
  };
}

export function paymentLinks(orderId: string, paymentId: string) {
  // Root-relative links to this sandbox only; the approval itself happens in the page's simulator.
  return [
    { href: `/api/payment/paypal/sandbox/${paymentId}`, rel: 'self', method: 'GET' },
    { href: `/api/payment/paypal/sandbox/${paymentId}`, rel: 'approval_url', method: 'REDIRECT' },
    {
      href: `/api/payment/orders/${orderId}/paypal/v1/executePayment`,
      rel: 'execute',
      method: 'POST',
    },
  ];
}

export function paymentView(record: AccountWalletPaymentRecord) {
  return {
    id: record.paymentId,
    state: record.state,
    ...record.doc,
    links: paymentLinks(record.orderId, record.paymentId),
  };
}

/** The related order resource id shares the payment's suffix, so either id finds the payment. */
export const relatedOrderId = (paymentId: string) => `O-${paymentId.replace(/^PAYID-/, '')}`;
export const paymentIdFrom = (id: string) => (id.startsWith('O-') ? `PAYID-${id.slice(2)}` : id);

export type PatchOperation =
  | { op: 'replace'; path: '/transactions/0/amount'; value: AccountWalletAmount }
  | { op: 'replace' | 'add'; path: '/transactions/0/item_list/items'; value: AccountWalletItem[] }
  | {
      op: 'replace' | 'add';
      path: '/transactions/0/item_list/shipping_address';
      value: Record<string, unknown>;
    }
  | { op: 'replace' | 'add'; path: '/transactions/0/item_list/shipping_options'; value: unknown[] }
  | {
      op: 'replace' | 'add';
      path: '/transactions/0/invoice_number' | '/transactions/0/description';
      value: string;
    };

/** The sandbox buyer the simulator "approves" as, shipping to the order's address when it has one. */
export function sandboxPayer(order: OrderRecord, payerId: string) {
  const address = order.shippingAddress;
  return {
    payment_method: 'paypal',
    status: 'VERIFIED',
    payer_info: {
      email: 'sandbox.buyer@example.com',
      first_name: 'Sandbox',
      last_name: 'Buyer',
      payer_id: payerId,
      country_code: 'US',
      shipping_address: address
        ? {
            recipient_name: `${address.firstName} ${address.lastName}`.trim(),
            line1: address.address,
            line2: address.address2 ?? '',
            city: address.city,
            state: address.state,
            postal_code: address.zipCode,
            country_code: 'US',
          }
        : {
            recipient_name: 'Sandbox Buyer',
            line1: '1550 Larimer St',
            line2: '',
            city: 'Denver',
            state: 'CO',
            postal_code: '80202',
            country_code: 'US',
          },
    },
  };
}
