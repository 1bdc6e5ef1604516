import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import { invalidInput } from '../http/errors.ts';
import {
  integerLike,
  looseBoolean,
  moneyLike,
  orderId,
  passThroughFlags,
  shippingModesField,
  shortText,
  text,
} from '../http/schemas.ts';
import { parseBody, parseParams, parseQuery } from '../http/validate.ts';
import { idempotency, type FaultHook } from '../middleware/idempotency.ts';
import {
  applePaySession,
  createPaypalPayment,
  executePaypalPayment,
  guestIdentity,
  paypalSandboxView,
  placeApplePayOrder,
  placePaypalOrder,
  updatePaypalPayment,
} from '../services/wallet.ts';
import { readVisitor, setCartCookie } from '../services/visitor.ts';

const orderParams = z.object({ orderId });
const kountSessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'kountSessionId must be 8-64 letters/digits');
const paymentId = z
  .string()
  .regex(/^(?:PAYID|O)-[A-Z0-9]{6,40}$/, 'Payment id must look like PAYID-XXXX or O-XXXX');

/**
 * A wallet contact as the page hands it over. Deliberately loose: names may be missing here and
 * are then refused by the wallet rules with the messages the wallet sheet shows ("Missing First
 * Name"), which a schema error could not carry.
 */
const walletAddress = z
  .object({
    firstName: shortText(32).nullish(),
    lastName: shortText(32).nullish(),
    address: shortText(100).nullish(),
    address2: shortText(100).nullish(),
    city: shortText(50).nullish(),
    state: shortText(32).nullish(),
    zipCode: shortText(10).nullish(),
    country: shortText(32).nullish(),
    email: shortText(254).nullish(),
    phoneNumber: shortText(20).nullish(),
  })
  .nullish();

const shippingModes = shippingModesField;

const sameDayFields = {
  ddBestStores: z
    .union([shortText(256), z.array(z.union([shortText(16), z.number()])).max(20)])
    .optional(),
  ddStoreTimeZone: shortText(64).optional(),
  ddDeliveryMethod: shortText(32).optional(),
};

const applePayOrderBody = z.object({
  orderId: orderId.optional(),
  shippingModes,
  billingAddress: walletAddress,
  shippingAddress: walletAddress,
  email: shortText(254).optional(),
  kountSessionId: kountSessionId.optional(),
  ccType: shortText(32).optional(),
  payment_method: shortText(32).optional(),
  applePayTransactionDetails: z.object({
    signature: text(8192).optional(),
    data: text(16384).optional(),
    merchantIdentifier: shortText(128).optional(),
    ephemeralPublicKey: text(1024).optional(),
    publicKeyHash: text(256).optional(),
    transactionId: shortText(128).min(1, 'transactionId is required'),
    eWalletId: shortText(64).optional(),
  }),
  noOfAttempts: integerLike.pipe(z.number().int().min(0).max(50)).optional(),
  overwriteShipping: looseBoolean.optional(),
  checkoutMethod: shortText(32).optional(),
  paymentSystem: shortText(16).optional(),
  ...sameDayFields,
});

const paypalAmount = z.object({
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

const paypalItem = z.object({
  name: shortText(127).min(1),
  // An Employee Discount line carries a negative price.
  price: moneyLike,
  quantity: integerLike.pipe(z.number().int().min(1).max(999)),
  currency: z.literal('USD', { error: 'currency must be USD' }),
  sku: shortText(127).optional(),
  description: shortText(127).optional(),
});

const paypalShippingAddress = z.object({
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

const paypalTransaction = z.object({
  amount: paypalAmount,
  item_list: z
    .object({
      items: z.array(paypalItem).max(100).optional(),
      shipping_address: paypalShippingAddress.optional(),
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
  transactions: z.array(paypalTransaction).length(1, 'Exactly one transaction'),
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
        value: paypalAmount,
      }),
      z.object({
        op: z.enum(['replace', 'add']),
        path: z.literal('/transactions/0/item_list/items'),
        value: z.array(paypalItem).max(100),
      }),
      z.object({
        op: z.enum(['replace', 'add']),
        path: z.literal('/transactions/0/item_list/shipping_address'),
        value: paypalShippingAddress,
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
const paypalPlaceOrderBody = z.object({
  transactionType: shortText(32).optional(),
  method: shortText(32).optional(),
  amount: moneyLike,
  currencyCode: z.literal('USD', { error: 'currencyCode must be USD' }).default('USD'),
  merchantReference: shortText(64).optional(),
  billingAddress: walletAddress,
  shippingAddress: walletAddress,
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

function checkBodyOrderId(pathId: string, bodyId: string | undefined): void {
  if (bodyId && bodyId !== pathId) {
    throw invalidInput([{ field: 'orderId', message: 'orderId does not match the path' }]);
  }
}

export function walletRoutes(deps: {
  repo: ShopRepository;
  now: () => Date;
  faults?: FaultHook;
  /** Limits cart creation per client (middleware/cartRateLimit.ts). */
  newCarts?: MiddlewareHandler;
}) {
  const app = new Hono<AppEnv>();
  const idempotent = idempotency(deps);
  const newCarts: MiddlewareHandler = deps.newCarts ?? ((_c, next) => next());

  app.post('/api/orders/applepay/session', async (c) => {
    const query = parseQuery(
      c,
      z.object({
        paymentSystem: z
          .string()
          .regex(/^[A-Za-z]{1,16}$/)
          .optional(),
        ...passThroughFlags,
      }),
    );
    const body = await parseBody(
      c,
      z.object({
        validationUrl: z
          .url({ protocol: /^https$/, error: 'validationUrl must be an https URL' })
          .max(2048),
      }),
    );
    const session = applePaySession({
      validationUrl: body.validationUrl,
      host: new URL(c.req.url).hostname,
      paymentSystem: query.paymentSystem ?? null,
      now: deps.now(),
    });
    return c.json(session, 201);
  });

  app.post('/api/orders/:orderId{[0-9]+}/applepayExpress', idempotent, async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    const body = await parseBody(c, applePayOrderBody);
    checkBodyOrderId(id, body.orderId);
    return c.json(await placeApplePayOrder(deps, readVisitor(c), id, body));
  });

  app.post('/api/identity/guest', newCarts, async (c) => {
    await parseBody(c, z.object({}).optional());
    const result = await guestIdentity(deps, readVisitor(c));
    if (result.newSessionToken) setCartCookie(c, result.newSessionToken);
    return c.json(result.body);
  });

  const tender = (c: Context) => parseQuery(c, tenderQuery).paypalTender ?? 'paypal';

  app.post('/api/payment/orders/:orderId{[0-9]+}/paypal/v1/createPayment', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    const paypalTender = tender(c);
    const body = await parseBody(c, createPaymentBody);
    const payment = await createPaypalPayment(deps, readVisitor(c), id, paypalTender, {
      intent: body.intent,
      transactions: body.transactions,
      shipping_preference:
        body.shipping_preference ?? body.application_context?.shipping_preference,
      note_to_payer: body.note_to_payer,
    });
    return c.json(payment, 201);
  });

  app.post('/api/payment/orders/:orderId{[0-9]+}/paypal/v1/updatePayment/:paymentId', async (c) => {
    const params = parseParams(c, z.object({ orderId, paymentId }));
    tender(c);
    const operations = await parseBody(c, patchOperations);
    return c.json(
      await updatePaypalPayment(deps, readVisitor(c), params.orderId, params.paymentId, operations),
    );
  });

  app.post('/api/payment/orders/:orderId{[0-9]+}/paypal/v1/executePayment', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    tender(c);
    const body = await parseBody(c, executeBody);
    return c.json(
      await executePaypalPayment(deps, readVisitor(c), id, {
        id: body.id,
        payerId: body.payerId ?? body.payer_id,
      }),
    );
  });

  app.post('/api/orders/:orderId{[0-9]+}/payments/paypalexpress', idempotent, async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    const paypalTender = tender(c);
    const body = await parseBody(c, paypalPlaceOrderBody);
    checkBodyOrderId(id, body.orderId);
    return c.json(await placePaypalOrder(deps, readVisitor(c), id, paypalTender, body));
  });

  // Read-only view of a sandbox payment (the `self`/`approval_url` link of createPayment).
  app.get('/api/payment/paypal/sandbox/:paymentId', async (c) => {
    const { paymentId: id } = parseParams(c, z.object({ paymentId }));
    return c.json(await paypalSandboxView(deps.repo, readVisitor(c), id));
  });

  return app;
}
