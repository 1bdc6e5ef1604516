import { randomBytes } from 'node:crypto';
import type { ShopRepository } from '../db/repository.ts';
import type { OrderRecord, AccountWalletPaymentRecord } from '../db/schema.ts';
import { isValidEmail } from '../domain/address.ts';
import { checkShipToStore, findStore } from '../domain/stores.ts';
import { ErrorKey } from '../domain/errors.ts';
import type { RuleError } from '../domain/errors.ts';
import { toCents } from '../domain/money.ts';
import { SHIP_MODE_IDS } from '../domain/shipping.ts';
import type { OrderTotals } from '../domain/totals.ts';
import type { Address } from '../domain/types.ts';
import { validateWalletOrder } from '../domain/walletValidation.ts';
import type { ContactAddress } from '../domain/walletValidation.ts';
import { invalidInput, notFound, ruleFailure } from '../http/errors.ts';
import { loadLines, loadOwnOrder, requireItems, requirePending, totalsFor } from './orderView.ts';
import { checkStockForPlacement } from './orders.ts';
import type { OrderDeps } from './orders.ts';
import type { Visitor } from './visitor.ts';

/** Sandbox merchant identity: no real payment provider is ever contacted. */
export const SANDBOX_MERCHANT_ID = 'merchant.com.cairnfield.sandbox';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const upperId = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, length)
    .padEnd(length, '7');

/**
 * `POST /api/orders/applepay/session`: a sandbox merchant session. A real shop would post the
 * validation URL to the wallet provider with its merchant certificate; the sandbox only checks
 * the URL and signs nothing.
 */
export function applePaySession(input: {
  validationUrl: string;
  host: string;
  paymentSystem: string | null;
  now: Date;
}) {
  const session = {
    epochTimestamp: input.now.getTime(),
    expiresAt: input.now.getTime() + 60 * 60 * 1000,
    merchantSessionIdentifier: `SSH${hex(16).toUpperCase()}`,
    nonce: hex(4),
    merchantIdentifier: SANDBOX_MERCHANT_ID,
    domainName: input.host,
    displayName: 'Cairnfield Outfitters',
    signature: randomBytes(48).toString('base64'),
    operationalAnalyticsIdentifier: `Cairnfield Outfitters:${hex(8).toUpperCase()}`,
    retries: 0,
    pspId: 'CAIRNFIELD-SANDBOX',
    paymentSystem: input.paymentSystem ?? 'default',
    sandbox: true,
  };
  return { svcBdy: { getSessionRes: session }, data: session };
}

/**
 * Sandbox triggers so the page's error paths can be exercised for real: a device-wallet payment
 * whose `transactionId` is one of these fails at the (simulated) gateway.
 */
export const SANDBOX_GATEWAY_FAILURES: Record<
  string,
  { status: 400 | 502 | 503; rule: RuleError }
> = {
  SANDBOX_DECLINE: {
    status: 400,
    rule: {
      errorKey: ErrorKey.invalidGatewayPaymentResponse,
      message: 'The payment was declined by the gateway.',
    },
  },
  SANDBOX_AVS_FAIL: {
    status: 400,
    rule: {
      errorKey: ErrorKey.invalidBankResponse,
      message: 'The bank could not verify the billing address.',
    },
  },
  SANDBOX_TIMEOUT: {
    status: 502,
    rule: {
      errorKey: ErrorKey.paymentTimeout,
      message: 'The payment service did not answer in time.',
    },
  },
  SANDBOX_BAD_GATEWAY: {
    status: 503,
    rule: {
      errorKey: ErrorKey.badGatewayAuth,
      message: 'The payment gateway refused the authorisation.',
    },
  },
};

interface PlacementInput {
  billingAddress: ContactAddress | null | undefined;
  shippingAddress: ContactAddress | null | undefined;
  email: string | null | undefined;
  sameDayRequested: boolean;
  payment: Record<string, unknown>;
  /** Extra check run inside the transaction before anything is written (payment state). */
  beforePlace?: (repo: ShopRepository, order: OrderRecord, totals: OrderTotals) => Promise<void>;
  afterPlace?: (repo: ShopRepository, order: OrderRecord) => Promise<void>;
}

function toStoredAddress(address: ContactAddress | null | undefined): Address | null {
  if (!address) return null;
  return {
    firstName: address.firstName?.trim() ?? '',
    lastName: address.lastName?.trim() ?? '',
    address: address.address?.trim() ?? '',
    address2: address.address2?.trim() || null,
    city: address.city?.trim() ?? '',
    state: address.state?.trim().toUpperCase() ?? '',
    zipCode: address.zipCode?.trim() ?? '',
    country: 'US',
    // Only an address that passes the one e-mail rule is kept with the contact.
    email: isValidEmail(address.email?.trim() ?? '') ? (address.email?.trim() ?? null) : null,
  };
}

/** Validates the wallet contacts against the order and places it (status M). */
async function placeOrder(
  deps: OrderDeps,
  visitor: Visitor,
  orderId: string,
  input: PlacementInput,
) {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    const lines = await loadLines(repo, await repo.orders.listItems(order.orderId));
    const items = lines.map((line) => line.item);
    requireItems(order, items);
    // The first e-mail given, skipping blanks: wallet sheets often send empty strings.
    const email =
      [input.email, input.shippingAddress?.email, input.billingAddress?.email, order.email]
        .map((value) => value?.trim())
        .find((value) => value) ?? null;
    const rule = validateWalletOrder({
      billingAddress: input.billingAddress,
      shippingAddress: input.shippingAddress ?? order.shippingAddress,
      // eGift cards are e-mailed and ship-to-store items go to the store; the rest to an address.
      needsShipping: items.some(
        (item) => !item.isEgc && item.shipModeId !== SHIP_MODE_IDS.shipToStore,
      ),
      isSameDay:
        input.sameDayRequested || items.some((item) => item.shipModeId === SHIP_MODE_IDS.sameDay),
      email,
      items: lines
        .filter((line) => !line.item.isEgc)
        .map((line) => ({
          name: line.product?.name ?? 'This item',
          stateRestriction: line.product?.stateRestriction ?? [],
        })),
    });
    if (rule) throw ruleFailure(400, rule);
    const shipToStore = lines.filter((line) => line.item.shipModeId === SHIP_MODE_IDS.shipToStore);
    if (shipToStore.length > 0) {
      const ineligible = checkShipToStore(
        findStore(order.stsStoreId),
        shipToStore.map((line) => ({
          skuId: line.item.skuId,
          giftCardType: line.product?.giftCardType ?? 'standard',
        })),
      );
      if (ineligible) throw ruleFailure(400, ineligible);
    }
    await checkStockForPlacement(repo, items);
    const totals = totalsFor(order, items, visitor.userType);
    await input.beforePlace?.(repo, order, totals);
    const shipping = toStoredAddress(input.shippingAddress) ?? order.shippingAddress;
    await repo.orders.update(
      order.orderId,
      {
        status: 'M',
        billingAddress: toStoredAddress(input.billingAddress),
        shippingAddress: shipping,
        email,
        payment: input.payment,
        placedTotals: { ...totals },
        placedAt: now,
      },
      now,
    );
    await input.afterPlace?.(repo, order);
    return {
      placeOrder: {
        orderId: order.orderId,
        orderStatus: 'M',
        confirmationUrl: `/OrderConfirmation?orderId=${order.orderId}`,
        orderTotal: totals.orderTotal,
        grandTotal: totals.grandTotal,
        placedAt: now.toISOString(),
      },
      errors: [],
    };
  });
}

export interface ApplePayOrder {
  billingAddress?: ContactAddress | null | undefined;
  shippingAddress?: ContactAddress | null | undefined;
  email?: string | null | undefined;
  kountSessionId?: string | undefined;
  ccType?: string | undefined;
  paymentSystem?: string | undefined;
  ddDeliveryMethod?: string | undefined;
  noOfAttempts?: number | undefined;
  applePayTransactionDetails: {
    transactionId: string;
    merchantIdentifier?: string | undefined;
    eWalletId?: string | undefined;
  };
}

/** `POST /api/orders/{orderId}/applepayExpress`: place the express order with a device wallet. */
export async function placeApplePayOrder(
  deps: OrderDeps,
  visitor: Visitor,
  orderId: string,
  body: ApplePayOrder,
) {
  const failure = SANDBOX_GATEWAY_FAILURES[body.applePayTransactionDetails.transactionId];
  return placeOrder(deps, visitor, orderId, {
    billingAddress: body.billingAddress,
    shippingAddress: body.shippingAddress,
    email: body.email,
    sameDayRequested: /^s(?:ame)?_?d(?:ay)?_?d/i.test(body.ddDeliveryMethod ?? ''),
    payment: {
      method: 'applepay',
      ccType: body.ccType ?? null,
      transactionId: body.applePayTransactionDetails.transactionId,
      paymentSystem: body.paymentSystem ?? 'default',
      kountSessionId: body.kountSessionId ?? null,
      attempts: body.noOfAttempts ?? 1,
    },
    beforePlace: () => {
      // The gateway is asked only once the order itself is valid, like a real checkout.
      if (failure) return Promise.reject(ruleFailure(failure.status, failure.rule));
      return Promise.resolve();
    },
  });
}

/** `POST /api/identity/guest`: a guest identity for the wallet checkout of an eGift card. */
export async function guestIdentity(deps: OrderDeps, visitor: Visitor) {
  const now = deps.now();
  if (visitor.userType === 'R') {
    return {
      body: { identity: { userType: 'R', profileId: visitor.profileId, status: 'REGISTERED' } },
      newSessionToken: null,
    };
  }
  return deps.repo.transaction(async (repo) => {
    let newSessionToken: string | null = null;
    let session = visitor.sessionToken
      ? await repo.sessions.get(visitor.sessionToken, { forUpdate: true })
      : null;
    if (!session) {
      newSessionToken = crypto.randomUUID();
      session = await repo.sessions.create(newSessionToken, now);
    }
    const existing = session.guestId;
    const guestId = existing ?? `guest-${crypto.randomUUID()}`;
    if (!existing) await repo.sessions.update(session.token, { guestId }, now);
    return {
      body: { identity: { userType: 'G', guestId, status: existing ? 'EXISTING' : 'CREATED' } },
      newSessionToken,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Account wallet (PayPal-style sandbox)

export interface PaypalAmount {
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

export interface PaypalItem {
  name: string;
  price: number;
  quantity: number;
  currency: 'USD';
  sku?: string | undefined;
}

export interface PaypalTransaction {
  amount: PaypalAmount;
  item_list?:
    | {
        items?: PaypalItem[] | undefined;
        shipping_address?: Record<string, unknown> | undefined;
        shipping_options?: unknown[] | undefined;
      }
    | undefined;
  invoice_number?: string | undefined;
  description?: string | undefined;
}

/** PayPal's own rule: the details must add up to the total, and the items to the subtotal. */
export function checkPaypalAmounts(
  transaction: PaypalTransaction,
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
        errorKey: ErrorKey.paypalAmountMismatch,
        message: 'The amount details do not add up to the total.',
        field: `${field}.amount.total`,
      };
    }
    const items = transaction.item_list?.items;
    if (items && items.length > 0 && details.subtotal !== undefined) {
      const itemsCents = items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
      if (itemsCents !== toCents(details.subtotal)) {
        return {
          errorKey: ErrorKey.paypalAmountMismatch,
          message: 'The items do not add up to the subtotal.',
          field: `${field}.item_list.items`,
        };
      }
    }
  }
  return null;
}

function amountMatchesOrder(
  totalDollars: number,
  totals: OrderTotals,
  field: string,
): RuleError | null {
  if (toCents(totalDollars) === toCents(totals.orderTotal)) return null;
  return {
    errorKey: ErrorKey.paypalAmountMismatch,
    message: `The payment amount ${totalDollars.toFixed(2)} does not match the order total ${totals.orderTotal.toFixed(2)}.`,
    field,
    data: { expected: totals.orderTotal, received: totalDollars },
  };
}

function paymentLinks(orderId: string, paymentId: string) {
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

function paymentView(record: AccountWalletPaymentRecord) {
  return {
    id: record.paymentId,
    state: record.state,
    ...record.doc,
    links: paymentLinks(record.orderId, record.paymentId),
  };
}

/** The related order resource id shares the payment's suffix, so either id finds the payment. */
const relatedOrderId = (paymentId: string) => `O-${paymentId.replace(/^PAYID-/, '')}`;
const paymentIdFrom = (id: string) => (id.startsWith('O-') ? `PAYID-${id.slice(2)}` : id);

export interface CreatePaymentBody {
  intent: 'order' | 'sale' | 'authorize';
  transactions: PaypalTransaction[];
  shipping_preference?: string | undefined;
  note_to_payer?: string | undefined;
}

export async function createPaypalPayment(
  deps: OrderDeps,
  visitor: Visitor,
  orderId: string,
  tender: string,
  body: CreatePaymentBody,
) {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    const items = await repo.orders.listItems(order.orderId);
    requireItems(order, items);
    const [transaction] = body.transactions;
    if (!transaction)
      throw invalidInput([{ field: 'transactions', message: 'One transaction is required' }]);
    const rule =
      checkPaypalAmounts(transaction, 'transactions.0') ??
      amountMatchesOrder(
        transaction.amount.total,
        totalsFor(order, items, visitor.userType),
        'transactions.0.amount.total',
      );
    if (rule) throw ruleFailure(400, rule);
    const paymentId = `PAYID-${upperId(24)}`;
    const record = await repo.accountWalletPayments.insert(
      {
        paymentId,
        orderId: order.orderId,
        doc: {
          intent: body.intent,
          tender,
          token: `EC-${upperId(17)}`,
          create_time: now.toISOString(),
          payer: { payment_method: 'paypal' },
          transactions: body.transactions,
          shipping_preference: body.shipping_preference ?? 'GET_FROM_FILE',
          note_to_payer: body.note_to_payer ?? null,
        },
      },
      now,
    );
    return paymentView(record);
  });
}

async function loadPayment(repo: ShopRepository, order: OrderRecord, paymentId: string) {
  const payment = await repo.accountWalletPayments.get(paymentIdFrom(paymentId));
  if (!payment || payment.orderId !== order.orderId)
    throw notFound(`Payment ${paymentId} was not found`);
  return payment;
}

export type PatchOperation =
  | { op: 'replace'; path: '/transactions/0/amount'; value: PaypalAmount }
  | { op: 'replace' | 'add'; path: '/transactions/0/item_list/items'; value: PaypalItem[] }
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

const genericWalletError = (message: string, field?: string): RuleError => ({
  errorKey: ErrorKey.genericWallet,
  message,
  ...(field ? { field } : {}),
});

/** `updatePayment`: applies patch operations before the payment is executed. */
export async function updatePaypalPayment(
  deps: OrderDeps,
  visitor: Visitor,
  orderId: string,
  paymentId: string,
  operations: PatchOperation[],
) {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    const payment = await loadPayment(repo, order, paymentId);
    if (payment.state === 'completed') {
      throw ruleFailure(400, genericWalletError('A completed payment cannot be changed.'));
    }
    const doc = structuredClone(payment.doc) as { transactions: PaypalTransaction[] };
    const transaction = doc.transactions[0];
    if (!transaction) throw ruleFailure(400, genericWalletError('The payment has no transaction.'));
    for (const operation of operations) {
      const list = (transaction.item_list ??= {});
      switch (operation.path) {
        case '/transactions/0/amount':
          transaction.amount = operation.value;
          break;
        case '/transactions/0/item_list/items':
          list.items = operation.value;
          break;
        case '/transactions/0/item_list/shipping_address':
          list.shipping_address = operation.value;
          break;
        case '/transactions/0/item_list/shipping_options':
          list.shipping_options = operation.value;
          break;
        case '/transactions/0/invoice_number':
          transaction.invoice_number = operation.value;
          break;
        case '/transactions/0/description':
          transaction.description = operation.value;
          break;
      }
    }
    const rule = checkPaypalAmounts(transaction, 'transactions.0');
    if (rule) throw ruleFailure(400, genericWalletError(rule.message, rule.field));
    await repo.accountWalletPayments.update(
      payment.paymentId,
      { doc: { ...payment.doc, transactions: doc.transactions } },
      now,
    );
    const updated = await repo.accountWalletPayments.get(payment.paymentId);
    if (!updated) throw notFound(`Payment ${paymentId} was not found`);
    return paymentView(updated);
  });
}

/** The sandbox buyer the simulator "approves" as, shipping to the order's address when it has one. */
function sandboxPayer(order: OrderRecord, payerId: string) {
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

/** `executePayment`: the buyer approved in the simulator; the payment becomes `approved`. */
export async function executePaypalPayment(
  deps: OrderDeps,
  visitor: Visitor,
  orderId: string,
  body: { id: string; payerId?: string | undefined },
) {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    const payment = await loadPayment(repo, order, body.id);
    if (payment.state !== 'created') {
      throw ruleFailure(400, {
        errorKey: ErrorKey.paypalPaymentAlreadyExecuted,
        message: 'This payment has already been executed.',
        field: 'id',
      });
    }
    const payerId = body.payerId ?? `SANDBOX${upperId(6)}`;
    const doc = payment.doc as { intent?: string; transactions?: PaypalTransaction[] };
    const resourceKind =
      doc.intent === 'sale' ? 'sale' : doc.intent === 'authorize' ? 'authorization' : 'order';
    const transactions = (doc.transactions ?? []).map((transaction) => ({
      ...transaction,
      related_resources: [
        {
          [resourceKind]: {
            id: relatedOrderId(payment.paymentId),
            state: 'PENDING',
            amount: {
              total: transaction.amount.total.toFixed(2),
              currency: transaction.amount.currency,
            },
            create_time: now.toISOString(),
          },
        },
      ],
    }));
    const executed = {
      ...payment.doc,
      payer: sandboxPayer(order, payerId),
      transactions,
      update_time: now.toISOString(),
    };
    await repo.accountWalletPayments.update(
      payment.paymentId,
      { state: 'approved', doc: executed },
      now,
    );
    return {
      id: payment.paymentId,
      state: 'approved',
      ...executed,
      links: paymentLinks(order.orderId, payment.paymentId),
    };
  });
}

/** The sandbox payment behind the `self` link; only its order's shopper may read it. */
export async function paypalSandboxView(repo: ShopRepository, visitor: Visitor, paymentId: string) {
  const payment = await repo.accountWalletPayments.get(paymentIdFrom(paymentId));
  if (!payment) throw notFound(`Payment ${paymentId} was not found`);
  await loadOwnOrder(repo, visitor, payment.orderId);
  return paymentView(payment);
}

export interface PaypalPlaceOrder {
  amount: number;
  currencyCode: 'USD';
  billingAddress?: ContactAddress | null | undefined;
  shippingAddress?: ContactAddress | null | undefined;
  email?: string | null | undefined;
  kountSessionId?: string | undefined;
  ddDeliveryMethod?: string | undefined;
  paypalTransactionDetails: {
    paypalOrderId: string;
    payerId?: string | undefined;
    authorization?: string | undefined;
  };
}

/** `POST /api/orders/{orderId}/payments/paypalexpress`: place the order with an approved payment. */
export async function placePaypalOrder(
  deps: OrderDeps,
  visitor: Visitor,
  orderId: string,
  tender: string,
  body: PaypalPlaceOrder,
) {
  const now = deps.now();
  let paymentId = '';
  return placeOrder(deps, visitor, orderId, {
    billingAddress: body.billingAddress,
    shippingAddress: body.shippingAddress,
    email: body.email,
    sameDayRequested: /^s(?:ame)?_?d(?:ay)?_?d/i.test(body.ddDeliveryMethod ?? ''),
    payment: {
      method: 'paypal',
      tender,
      paypalOrderId: body.paypalTransactionDetails.paypalOrderId,
      payerId: body.paypalTransactionDetails.payerId ?? null,
      kountSessionId: body.kountSessionId ?? null,
    },
    beforePlace: async (repo, order, totals) => {
      const payment = await repo.accountWalletPayments.get(
        paymentIdFrom(body.paypalTransactionDetails.paypalOrderId),
      );
      if (!payment || payment.orderId !== order.orderId || payment.state !== 'approved') {
        throw ruleFailure(400, {
          errorKey: ErrorKey.paypalPaymentNotApproved,
          message:
            payment?.state === 'completed'
              ? 'This payment was already used.'
              : 'The payment has not been approved.',
          field: 'paypalTransactionDetails.paypalOrderId',
        });
      }
      const rule = amountMatchesOrder(body.amount, totals, 'amount');
      if (rule) throw ruleFailure(400, rule);
      paymentId = payment.paymentId;
    },
    afterPlace: async (repo) => {
      await repo.accountWalletPayments.update(paymentId, { state: 'completed' }, now);
    },
  });
}
