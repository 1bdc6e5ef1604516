import { randomBytes } from 'node:crypto';
import { hex } from './sandboxIds.ts';
import { ErrorKey } from '../../domain/errors.ts';
import type { RuleError } from '../../domain/errors.ts';
import type { ContactAddress } from '../../domain/walletValidation.ts';
import { ruleFailure } from '../../http/errors.ts';
import type { ShopDeps } from '../orders/access.ts';
import { placeOrder } from '../orders/placement.ts';
import type { Visitor } from '../visitor.ts';

/** Sandbox merchant identity: no real payment provider is ever contacted. */
export const SANDBOX_MERCHANT_ID = 'merchant.com.cairnfield.sandbox';

/**
 * `POST /api/orders/applepay/session`: a sandbox merchant session. A real shop would post the
 * validation URL to the wallet provider with its merchant certificate; the sandbox only checks
 * the URL and signs nothing.
 */
export function deviceWalletSession(input: {
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

export interface DeviceWalletOrder {
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
export async function placeDeviceWalletOrder(
  deps: ShopDeps,
  visitor: Visitor,
  orderId: string,
  body: DeviceWalletOrder,
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
