import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import {
  checkBodyOrderId,
  integerLike,
  kountSessionId,
  looseBoolean,
  moneyLike,
  orderId,
  passThroughFlags,
  sameDayFields,
  shortText,
  text,
  walletContact,
} from '../http/schemas.ts';
import { json, param, query } from '../http/validate.ts';
import { idempotency, type FaultHook } from '../middleware/idempotency.ts';
import {
  accountWalletSandboxView,
  createAccountWalletPayment,
  executeAccountWalletPayment,
  placeAccountWalletOrder,
  updateAccountWalletPayment,
} from '../services/wallets/accountWallet.ts';
import { readVisitor } from '../services/visitor.ts';
import { describe } from '../openapi/describe.ts';
import { paymentAnswer, placeOrderAnswer } from '../openapi/answers/wallets.ts';
import { WALLET_CHECKS } from '../openapi/answers/walletChecks.ts';

/**
 * The account wallet's calls (spec 7, "Account wallet"): the sandbox's payment resource (create,
 * update, execute) and the order's placement. The paths, the `paypalTender` parameter and the
 * payload field names are the provider's, as the contract has them.
 */

const paymentId = z
  .string()
  .regex(/^(?:PAYID|O)-[A-Z0-9]{6,40}$/, 'Payment id must look like PAYID-XXXX or O-XXXX');

const amount = z.object({
  total: moneyLike,
  currency: z.literal('USD', { error: 'currency must be USD' }),
  details: z
    .object({
      subtotal: moneyLike.optional(),
      tax: moneyLike.optional(),
      shipping: moneyLike.optional(),
      handling_fee: moneyLike.optional(),
      shipping_discount: moneyLike.optional(),
      insurance: moneyLike.optional(),
    })
    .optional(),
});

const item = z.object({
  name: shortText(127).min(1),
  // An Employee Discount line carries a negative price.
  price: moneyLike,
  quantity: integerLike.pipe(z.number().int().min(1).max(999)),
  currency: z.literal('USD', { error: 'currency must be USD' }),
  sku: shortText(127).optional(),
  description: shortText(127).optional(),
});

const shippingAddress = z.object({
  recipient_name: shortText(100).optional(),
  line1: shortText(100),
  line2: shortText(100).optional(),
  city: shortText(64),
  state: shortText(32),
  postal_code: shortText(16),
  country_code: z.literal('US', { error: 'Only US addresses are supported' }),
  phone: shortText(32).optional(),
});

const shippingOption = z.object({
  id: shortText(64),
  label: shortText(127),
  type: shortText(32).optional(),
  selected: z.boolean().optional(),
  amount: z.object({ value: moneyLike, currency_code: z.literal('USD') }).optional(),
});

const transaction = z.object({
  amount: amount,
  item_list: z
    .object({
      items: z.array(item).max(100).optional(),
      shipping_address: shippingAddress.optional(),
      shipping_options: z.array(shippingOption).max(10).optional(),
    })
    .optional(),
  invoice_number: shortText(127).optional(),
  description: shortText(127).optional(),
});

const shippingPreference = z.enum(['GET_FROM_FILE', 'SET_PROVIDED_ADDRESS', 'NO_SHIPPING']);

const createPaymentBody = z.object({
  intent: z.enum(['order', 'sale', 'authorize']).default('order'),
  payer: z.object({ payment_method: z.literal('paypal') }).optional(),
  transactions: z.array(transaction).length(1, 'Exactly one transaction'),
  shipping_preference: shippingPreference.optional(),
  application_context: z
    .object({
      shipping_preference: shippingPreference.optional(),
      brand_name: shortText(127).optional(),
      user_action: shortText(32).optional(),
    })
    .optional(),
  note_to_payer: shortText(165).optional(),
  redirect_urls: z.object({ return_url: text(2048), cancel_url: text(2048) }).optional(),
});

const patchOperations = z
  .array(
    z.union([
      z.object({
        op: z.literal('replace'),
        path: z.literal('/transactions/0/amount'),
        value: amount,
      }),
      z.object({
        op: z.enum(['replace', 'add']),
        path: z.literal('/transactions/0/item_list/items'),
        value: z.array(item).max(100),
      }),
      z.object({
        op: z.enum(['replace', 'add']),
        path: z.literal('/transactions/0/item_list/shipping_address'),
        value: shippingAddress,
      }),
      z.object({
        op: z.enum(['replace', 'add']),
        path: z.literal('/transactions/0/item_list/shipping_options'),
        value: z.array(shippingOption).max(10),
      }),
      z.object({
        op: z.enum(['replace', 'add']),
        path: z.enum(['/transactions/0/invoice_number', '/transactions/0/description']),
        value: shortText(127),
      }),
    ]),
  )
  .min(1, 'At least one patch operation')
  .max(10, 'At most 10 patch operations');

const executeBody = z.object({
  id: paymentId,
  payerId: z
    .string()
    .regex(/^[A-Za-z0-9]{6,20}$/, 'payerId must be 6-20 letters/digits')
    .optional(),
  payer_id: z
    .string()
    .regex(/^[A-Za-z0-9]{6,20}$/, 'payer_id must be 6-20 letters/digits')
    .optional(),
});

const flag = looseBoolean.optional();
const placeOrderBody = z.object({
  transactionType: shortText(32).optional(),
  method: shortText(32).optional(),
  amount: moneyLike,
  currencyCode: z.literal('USD', { error: 'currencyCode must be USD' }).default('USD'),
  merchantReference: shortText(64).optional(),
  billingAddress: walletContact,
  shippingAddress: walletContact,
  email: shortText(254).optional(),
  paypalTransactionDetails: z.object({
    timestamp: shortText(64).optional(),
    authorization: shortText(64).optional(),
    status: shortText(32).optional(),
    paypalOrderId: paymentId,
    payerId: shortText(32).optional(),
    cardHolderName: shortText(64).optional(),
    eWalletId: shortText(64).optional(),
  }),
  PAYPAL_EXPRESS_PLACE_ORDER: flag,
  isSaveShipAddress: flag,
  SHOULD_RESTRICT_ORDER_QTY: flag,
  IS_STS_ENABLED: flag,
  egiftCardEnabled: flag,
  isClearanceEnabled: flag,
  kountSessionId: kountSessionId.optional(),
  checkoutMethod: shortText(32).optional(),
  myStoreDetails: z
    .record(text(64), z.union([text(256), z.number(), z.boolean(), z.null()]))
    .optional(),
  orderId: orderId.optional(),
  ...sameDayFields,
});

const tenderQuery = z.object({
  paypalTender: z
    .string()
    .regex(/^[A-Za-z_]{1,20}$/, 'paypalTender must be a word')
    .optional(),
  ...passThroughFlags,
});

const orderParams = z.object({ orderId });

export function accountWalletRoutes(deps: {
  repo: ShopRepository;
  now: () => Date;
  faults?: FaultHook;
}) {
  const app = new Hono<AppEnv>();
  const idempotent = idempotency(deps);
  const tender = query(tenderQuery);

  app.post(
    '/api/payment/orders/:orderId{[0-9]+}/paypal/v1/createPayment',
    describe(
      {
        tag: 'Wallets',
        summary: 'Create an account-wallet payment (sandbox)',
        description:
          'Exactly one transaction. `_ERR_PAYPAL_AMOUNT_MISMATCH` (400) when the details do not add up ' +
          "to `total`, the items to `subtotal`, or `total` differs from the order's (`data.expected`).",
        answers: {
          201: { description: 'The payment.', schema: paymentAnswer },
          404: "Not this visitor's order.",
          409: '`_ERR_ORDER_NOT_PENDING`.',
        },
      },
      param(orderParams),
    ),
    tender,
    json(createPaymentBody),
    async (c) => {
      const body = c.req.valid('json');
      const payment = await createAccountWalletPayment(
        deps,
        readVisitor(c),
        c.req.valid('param').orderId,
        c.req.valid('query').paypalTender ?? 'paypal',
        {
          intent: body.intent,
          transactions: body.transactions,
          shipping_preference:
            body.shipping_preference ?? body.application_context?.shipping_preference,
          note_to_payer: body.note_to_payer,
        },
      );
      return c.json(payment, 201);
    },
  );

  app.post(
    '/api/payment/orders/:orderId{[0-9]+}/paypal/v1/updatePayment/:paymentId',
    describe(
      {
        tag: 'Wallets',
        summary: 'Change an account-wallet payment (sandbox)',
        description:
          '1-10 patch operations on `/transactions/0/amount` (replace), `…/item_list/items`, ' +
          '`…/shipping_address`, `…/shipping_options`, `…/invoice_number`, `…/description`. Amounts ' +
          'must still add up, and a completed payment cannot change (400 `_ERR_GENERIC_MSG`).',
        answers: {
          200: { description: 'The payment as changed.', schema: paymentAnswer },
          404: "Not this visitor's order or payment.",
          409: '`_ERR_ORDER_NOT_PENDING`.',
        },
      },
      param(z.object({ orderId, paymentId })),
    ),
    tender,
    json(patchOperations),
    async (c) => {
      const params = c.req.valid('param');
      return c.json(
        await updateAccountWalletPayment(
          deps,
          readVisitor(c),
          params.orderId,
          params.paymentId,
          c.req.valid('json'),
        ),
      );
    },
  );

  app.post(
    '/api/payment/orders/:orderId{[0-9]+}/paypal/v1/executePayment',
    describe(
      {
        tag: 'Wallets',
        summary: 'Approve an account-wallet payment (sandbox)',
        description:
          'The wallet simulator calls it after its approval step: any payment in state `created` is ' +
          "approved; a second execute is 400 `_ERR_PAYPAL_PAYMENT_ALREADY_EXECUTED`. The payer's " +
          "shipping address is the order's saved one, else a Denver sandbox address.",
        answers: {
          200: { description: 'The approved payment.', schema: paymentAnswer },
          404: "Not this visitor's order or payment.",
          409: '`_ERR_ORDER_NOT_PENDING`.',
        },
      },
      param(orderParams),
    ),
    tender,
    json(executeBody),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await executeAccountWalletPayment(deps, readVisitor(c), c.req.valid('param').orderId, {
          id: body.id,
          payerId: body.payerId ?? body.payer_id,
        }),
      );
    },
  );

  app.post(
    '/api/orders/:orderId{[0-9]+}/payments/paypalexpress',
    describe(
      {
        tag: 'Wallets',
        summary: 'Place an order with the account wallet',
        description:
          WALLET_CHECKS +
          " Then `_ERR_PAYPAL_PAYMENT_NOT_APPROVED` (not executed, another order's, or already used) " +
          'and `_ERR_PAYPAL_AMOUNT_MISMATCH` (`amount` is not the order total). `paypalOrderId` is the ' +
          'payment id (`PAYID-…`) or its related order id (`O-…`).',
        idempotent: true,
        answers: {
          200: { description: 'Placed.', schema: placeOrderAnswer },
          404: "Not this visitor's order.",
          409: 'Not pending, out of stock, or the same `Idempotency-Key` still running.',
          422: '`_ERR_IDEMPOTENCY_KEY_REUSED`.',
        },
      },
      idempotent,
    ),
    param(orderParams),
    tender,
    json(placeOrderBody),
    async (c) => {
      const { orderId: id } = c.req.valid('param');
      const body = c.req.valid('json');
      checkBodyOrderId(id, body.orderId);
      const tenderName = c.req.valid('query').paypalTender ?? 'paypal';
      return c.json(await placeAccountWalletOrder(deps, readVisitor(c), id, tenderName, body));
    },
  );

  // Read-only view of a sandbox payment (the `self`/`approval_url` link of createPayment).
  app.get(
    '/api/payment/paypal/sandbox/:paymentId',
    describe(
      {
        tag: 'Wallets',
        summary: 'A sandbox payment (its `self` and `approval_url` link)',
        answers: {
          200: { description: 'The payment.', schema: paymentAnswer },
          404: "Not a payment of this visitor's order.",
        },
      },
      param(z.object({ paymentId })),
    ),
    async (c) =>
      c.json(
        await accountWalletSandboxView(deps.repo, readVisitor(c), c.req.valid('param').paymentId),
      ),
  );

  return app;
}
