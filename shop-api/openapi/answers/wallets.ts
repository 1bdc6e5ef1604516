import { z } from 'zod';

/** The answers of the wallet routes (routes/deviceWallet.ts, routes/accountWallet.ts). */

const merchantSession = z.looseObject({
  epochTimestamp: z.number(),
  expiresAt: z.number(),
  merchantSessionIdentifier: z.string(),
  nonce: z.string(),
  merchantIdentifier: z.string(),
  domainName: z.string(),
  displayName: z.string(),
  signature: z.string(),
  sandbox: z.literal(true),
});

export const merchantSessionAnswer = z.object({
  svcBdy: z.object({ getSessionRes: merchantSession }),
  data: merchantSession,
});

export const placeOrderAnswer = z.object({
  placeOrder: z.object({
    orderId: z.string(),
    orderStatus: z.literal('M'),
    confirmationUrl: z.string().describe('`/OrderConfirmation?orderId={orderId}`.'),
    orderTotal: z.number(),
    grandTotal: z.number(),
    placedAt: z.string(),
  }),
  errors: z.array(z.never()).describe('Always empty on success.'),
});

export const paymentAnswer = z
  .looseObject({
    id: z.string().describe('`PAYID-…`'),
    state: z.enum(['created', 'approved', 'completed']),
    intent: z.string(),
    transactions: z.array(
      z.looseObject({ amount: z.looseObject({ total: z.union([z.string(), z.number()]) }) }),
    ),
    links: z
      .array(z.object({ href: z.string(), rel: z.string(), method: z.string() }))
      .describe('`self` and `approval_url` (this sandbox), `execute`.'),
  })
  .meta({ id: 'AccountWalletPayment' });
