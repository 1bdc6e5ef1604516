/** Device-wallet and account-wallet endpoints (spec 7); the flows are in page/walletFlows/. */
import { ignoredResponseWire, looseObjectWire, type HttpClient } from './http';

type Body = Record<string, unknown>;
const id = (orderId: string) => encodeURIComponent(orderId);

export function walletEndpoints(http: HttpClient) {
  const post = (path: string, body: unknown, query: Record<string, string | undefined> = {}) =>
    http.request(path, { method: 'POST', body, query, schema: looseObjectWire });
  return {
    /** POST /api/orders/applepay/session (paymentSystem=Ch for the alternate gateway); expects 201. */
    deviceWalletSession: (validationUrl: string, alternateGateway = false) =>
      http.request('/api/orders/applepay/session', {
        method: 'POST',
        body: { validationUrl },
        query: alternateGateway ? { paymentSystem: 'Ch' } : {},
        okStatus: (status) => status === 201,
        schema: looseObjectWire,
      }),
    /** POST /api/orders/{orderId}/applepayExpress; 200 is success. */
    deviceWalletExpress: (orderId: string, body: Body) =>
      http.request(`/api/orders/${id(orderId)}/applepayExpress`, {
        method: 'POST',
        body,
        okStatus: (status) => status === 200,
        schema: looseObjectWire,
      }),
    /** POST /api/identity/guest with an empty body. */
    guestIdentity: () =>
      http.request('/api/identity/guest', {
        method: 'POST',
        body: {},
        schema: ignoredResponseWire,
      }),
    /** POST /api/payment/orders/{orderId}/paypal/v1/createPayment?paypalTender= */
    createAccountWalletPayment: (orderId: string, tender: string, body: Body) =>
      post(`/api/payment/orders/${id(orderId)}/paypal/v1/createPayment`, body, {
        paypalTender: tender,
      }),
    /** POST …/paypal/v1/updatePayment/{paymentId}?paypalTender= with patch operations. */
    updateAccountWalletPayment: (
      orderId: string,
      paymentId: string,
      tender: string,
      operations: readonly Body[],
    ) =>
      post(
        `/api/payment/orders/${id(orderId)}/paypal/v1/updatePayment/${encodeURIComponent(paymentId)}`,
        operations,
        { paypalTender: tender },
      ),
    /** POST …/paypal/v1/executePayment?paypalTender= with { id }. */
    executeAccountWalletPayment: (orderId: string, tender: string, paymentId: string) =>
      post(
        `/api/payment/orders/${id(orderId)}/paypal/v1/executePayment`,
        { id: paymentId },
        { paypalTender: tender },
      ),
    /** POST /api/orders/{orderId}/payments/paypalexpress?paypalTender=: errors[] with errorKey. */
    placeAccountWalletOrder: (orderId: string, tender: string, body: Body) =>
      post(`/api/orders/${id(orderId)}/payments/paypalexpress`, body, { paypalTender: tender }),
  };
}
