import { upperId } from './sandboxIds.ts';
import type { ShopRepository } from '../../db/repository.ts';
import type { OrderRecord } from '../../db/schema.ts';
import { ErrorKey } from '../../domain/errors.ts';
import {
  amountMatchesOrder,
  checkTransactionAmounts,
  paymentIdFrom,
  paymentLinks,
  paymentView,
  relatedOrderId,
  sandboxPayer,
} from './accountWalletPayment.ts';
import type { AccountWalletTransaction, PatchOperation } from './accountWalletPayment.ts';
import type { RuleError } from '../../domain/errors.ts';
import type { ContactAddress } from '../../domain/walletValidation.ts';
import { invalidInput, notFound, ruleFailure } from '../../http/errors.ts';
import { loadOwnOrder, requireItems, requirePending } from '../orders/access.ts';
import type { ShopDeps } from '../orders/access.ts';
import { placeOrder } from '../orders/placement.ts';
import { totalsFor } from '../orders/view.ts';
import type { Visitor } from '../visitor.ts';

/**
 * The account wallet's checkout in the sandbox: create, update and execute its payment resource
 * (accountWalletPayment.ts), then place the order with the approved payment.
 */

export interface CreatePaymentBody {
  intent: 'order' | 'sale' | 'authorize';
  transactions: AccountWalletTransaction[];
  shipping_preference?: string | undefined;
  note_to_payer?: string | undefined;
}

/** `createPayment`: a payment for the order's total, in state `created`. */
export async function createAccountWalletPayment(
  deps: ShopDeps,
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
      checkTransactionAmounts(transaction, 'transactions.0') ??
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

const genericWalletError = (message: string, field?: string): RuleError => ({
  errorKey: ErrorKey.genericWallet,
  message,
  ...(field ? { field } : {}),
});

/** `updatePayment`: applies patch operations before the payment is executed. */
export async function updateAccountWalletPayment(
  deps: ShopDeps,
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
    const doc = structuredClone(payment.doc) as { transactions: AccountWalletTransaction[] };
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
    const rule = checkTransactionAmounts(transaction, 'transactions.0');
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

/** `executePayment`: the buyer approved in the simulator; the payment becomes `approved`. */
export async function executeAccountWalletPayment(
  deps: ShopDeps,
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
        errorKey: ErrorKey.accountWalletPaymentAlreadyExecuted,
        message: 'This payment has already been executed.',
        field: 'id',
      });
    }
    const payerId = body.payerId ?? `SANDBOX${upperId(6)}`;
    const doc = payment.doc as { intent?: string; transactions?: AccountWalletTransaction[] };
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
export async function accountWalletSandboxView(
  repo: ShopRepository,
  visitor: Visitor,
  paymentId: string,
) {
  const payment = await repo.accountWalletPayments.get(paymentIdFrom(paymentId));
  if (!payment) throw notFound(`Payment ${paymentId} was not found`);
  await loadOwnOrder(repo, visitor, payment.orderId);
  return paymentView(payment);
}

export interface AccountWalletPlaceOrder {
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
export async function placeAccountWalletOrder(
  deps: ShopDeps,
  visitor: Visitor,
  orderId: string,
  tender: string,
  body: AccountWalletPlaceOrder,
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
          errorKey: ErrorKey.accountWalletPaymentNotApproved,
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
