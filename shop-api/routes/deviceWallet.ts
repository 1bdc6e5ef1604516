import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import {
  checkBodyOrderId,
  integerLike,
  kountSessionId,
  looseBoolean,
  orderId,
  passThroughFlags,
  sameDayFields,
  shippingModesField,
  shortText,
  text,
  walletContact,
} from '../http/schemas.ts';
import { json, param, query } from '../http/validate.ts';
import { idempotency, type FaultHook } from '../middleware/idempotency.ts';
import { deviceWalletSession, placeDeviceWalletOrder } from '../services/wallets/deviceWallet.ts';
import { guestIdentity } from '../services/wallets/guestIdentity.ts';
import { readVisitor, setCartCookie } from '../services/visitor.ts';
import { describe } from '../openapi/describe.ts';
import { identityAnswer } from '../openapi/answers/other.ts';
import { merchantSessionAnswer, placeOrderAnswer } from '../openapi/answers/wallets.ts';
import { WALLET_CHECKS } from '../openapi/answers/walletChecks.ts';

/**
 * The device wallet's calls (spec 7, "Device wallet"): the merchant session, the express order's
 * placement, and the guest identity an eGift checkout takes. The paths and payload field names are
 * the provider's, as the contract has them.
 */

const deviceWalletOrderBody = z.object({
  orderId: orderId.optional(),
  shippingModes: shippingModesField,
  billingAddress: walletContact,
  shippingAddress: walletContact,
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

const sessionQuery = z.object({
  paymentSystem: z
    .string()
    .regex(/^[A-Za-z]{1,16}$/)
    .optional(),
  ...passThroughFlags,
});

const sessionBody = z.object({
  validationUrl: z
    .url({ protocol: /^https$/, error: 'validationUrl must be an https URL' })
    .max(2048),
});

export function deviceWalletRoutes(deps: {
  repo: ShopRepository;
  now: () => Date;
  faults?: FaultHook;
  /** Limits cart creation per client (middleware/cartRateLimit.ts). */
  newCarts?: MiddlewareHandler;
}) {
  const app = new Hono<AppEnv>();
  const idempotent = idempotency(deps);
  const newCarts: MiddlewareHandler = deps.newCarts ?? ((_c, next) => next());

  app.post(
    '/api/orders/applepay/session',
    describe(
      {
        tag: 'Wallets',
        summary: 'A device-wallet merchant session (sandbox)',
        description:
          '`paymentSystem` (e.g. `Ch` for the alternate gateway) is echoed. No provider is contacted.',
        answers: { 201: { description: 'The merchant session.', schema: merchantSessionAnswer } },
      },
      query(sessionQuery),
    ),
    json(sessionBody),
    (c) => {
      const session = deviceWalletSession({
        validationUrl: c.req.valid('json').validationUrl,
        host: new URL(c.req.url).hostname,
        paymentSystem: c.req.valid('query').paymentSystem ?? null,
        now: deps.now(),
      });
      return c.json(session, 201);
    },
  );

  app.post(
    '/api/orders/:orderId{[0-9]+}/applepayExpress',
    describe(
      {
        tag: 'Wallets',
        summary: 'Place an order with the device wallet',
        description: WALLET_CHECKS,
        idempotent: true,
        answers: {
          200: { description: 'Placed.', schema: placeOrderAnswer },
          400: 'A wallet check failed; or the sandbox gateway declined (`SANDBOX_DECLINE`, `SANDBOX_AVS_FAIL`).',
          404: "Not this visitor's order.",
          409: 'Not pending, out of stock (`_ERR_ITEM_OUT_OF_STOCK`, `_ERR_PARTIAL_QTY_LIMIT`), or the same `Idempotency-Key` still running.',
          422: '`_ERR_IDEMPOTENCY_KEY_REUSED`.',
          502: '`ERR_PAYMENT_API_TIMEOUT` (`SANDBOX_TIMEOUT`).',
        },
      },
      idempotent,
    ),
    param(z.object({ orderId })),
    json(deviceWalletOrderBody),
    async (c) => {
      const { orderId: id } = c.req.valid('param');
      const body = c.req.valid('json');
      checkBodyOrderId(id, body.orderId);
      return c.json(await placeDeviceWalletOrder(deps, readVisitor(c), id, body));
    },
  );

  app.post(
    '/api/identity/guest',
    describe(
      {
        tag: 'Wallets',
        summary: 'A guest identity for an eGift wallet checkout',
        description:
          'Creates the cart session if needed (sets `WC_CART_ID`) and a guest id (`EXISTING` the next ' +
          'time); a signed-in shopper gets `REGISTERED`. Calling it before adding closes the window in ' +
          'which a cookie-less replay of an add could hand out the new cart cookie.',
        answers: {
          200: { description: 'The identity.', schema: identityAnswer },
          429: '`_ERR_TOO_MANY_REQUESTS` with `Retry-After`: too many new carts from this address.',
        },
      },
      newCarts,
    ),
    json(z.object({}).optional()),
    async (c) => {
      const result = await guestIdentity(deps, readVisitor(c));
      if (result.newSessionToken) setCartCookie(c, result.newSessionToken);
      return c.json(result.body);
    },
  );

  return app;
}
