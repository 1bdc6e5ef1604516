/** Orders, delivery and tax endpoints (spec 7). The wallet flows read the loose responses. */
import { safeParse } from 'valibot';
import type { EgiftOrderItem } from '../domain';
import { ignoredResponseWire, looseObjectWire, type HttpClient, type QueryValue } from './http';
import { reshapeEgiftOrderItems } from './eGiftOrderItems';
import { egiftDeliveryOptionsResponseWire } from './wire';

type Query = Readonly<Record<string, QueryValue>>;
type Body = Record<string, unknown>;

const id = (orderId: string) => encodeURIComponent(orderId);

export type EgiftLookup =
  | { kind: 'found'; items: EgiftOrderItem[] }
  /** Any answer but 201-with-data clears the eGift data (spec 7). */
  | { kind: 'cleared' };

export function orderEndpoints(http: HttpClient) {
  const post = (path: string, body: unknown, query: Query = {}) =>
    http.request(path, { method: 'POST', body, query, schema: looseObjectWire });
  return {
    /** GET /api/orders/{orderId} */
    getOrder: (orderId: string, query: Query = {}) =>
      http.request(`/api/orders/${id(orderId)}`, { query, schema: looseObjectWire }),
    /** POST /api/orders/{orderId}: an order update. */
    updateOrder: (orderId: string, body: Body) => post(`/api/orders/${id(orderId)}`, body),
    /** GET /api/orders/{orderId}/getDeliveryOptions */
    getDeliveryOptions: (orderId: string, query: Query = {}) =>
      http.request(`/api/orders/${id(orderId)}/getDeliveryOptions`, {
        query,
        schema: looseObjectWire,
      }),
    /**
     * POST /api/orders/egiftCard/getdeliveryoptions with { orderId }. A 201 with data fills the
     * eGift data; any other success clears it; failures throw (the caller stores the error).
     */
    async getEgiftDeliveryOptions(orderId: string, signal?: AbortSignal): Promise<EgiftLookup> {
      const { status, data } = await http.requestWithStatus(
        '/api/orders/egiftCard/getdeliveryoptions',
        {
          method: 'POST',
          body: { orderId },
          // Any JSON is accepted here; only a 201 holding the eGift data counts (below).
          schema: ignoredResponseWire,
          ...(signal ? { signal } : {}),
        },
      );
      const parsed = safeParse(egiftDeliveryOptionsResponseWire, data);
      return status === 201 && parsed.success
        ? { kind: 'found', items: reshapeEgiftOrderItems(parsed.output) }
        : { kind: 'cleared' };
    },
    /** POST /api/orders/{orderId}/removeAddressIdAssociation */
    removeAddressIdAssociation: (orderId: string) =>
      post(`/api/orders/${id(orderId)}/removeAddressIdAssociation`, {}),
    /** POST /api/orders/PUT/{orderId}/shipping: response updateShippingAddress.addressId. */
    updateShippingAddress: (orderId: string, body: Body) =>
      post(`/api/orders/PUT/${id(orderId)}/shipping`, body),
    /** POST /api/orders/{orderId}/sod/ship: reads data.ddResponse. */
    validateSameDay: (orderId: string, body: { validateSDDItems: boolean; hasSDDItems: boolean }) =>
      post(`/api/orders/${id(orderId)}/sod/ship`, body),
    /** POST /api/orders/{orderId}/sdd/updatewindow */
    updateSameDayWindow: (orderId: string, selectedSlotPosition: number) =>
      post(`/api/orders/${id(orderId)}/sdd/updatewindow`, { selectedSlotPosition }),
    /** POST /api/orders/ordersummary: totals. */
    orderSummary: (body: {
      deliveryZipCode?: string;
      orderId: string;
      taxCalculation?: boolean;
      isGcApplied?: boolean;
      storeZipCode?: string;
      paymentMethod?: string;
    }) => post('/api/orders/ordersummary', body),
    /** POST /api/orders/ewallet/paymentsummary */
    paymentSummary: (body: Body, query: Query = {}) =>
      post('/api/orders/ewallet/paymentsummary', body, query),
    /** GET /api/taxes/order/{orderId}/tax (orderId defaults to 00000). */
    getTax: (orderId = '00000', query: Query = {}) =>
      http.request(`/api/taxes/order/${id(orderId)}/tax`, {
        query: { orderId, ...query },
        schema: looseObjectWire,
      }),
  };
}
