/**
 * The shop calls a page makes before the shopper does anything (spec 7): the cart's count once
 * hydrated, and the fraud collector's calls once settled. They read their answers loosely
 * (http.ts), so the browser's client (lazy.ts) serves them before the rest of the client is
 * wanted: the other calls wait for the shopper's first sign of use.
 */
import { NO_ORDER_ID } from './constants';
import {
  httpClientsFor,
  ignoredResponseWire,
  looseObjectWire,
  type HttpClient,
  type ShopClientOptions,
} from './http';

export interface CartQuery {
  deliveryZipCode?: string;
  storeZipCode?: string;
  [flag: string]: string | number | boolean | undefined;
}

export function earlyEndpoints(http: HttpClient) {
  return {
    /** GET /api/cart/{orderId} (000000 when there is no order yet). */
    getCart(orderId: string = NO_ORDER_ID, query: CartQuery = {}, signal?: AbortSignal) {
      return http.request(`/api/cart/${encodeURIComponent(orderId)}`, {
        schema: looseObjectWire,
        query,
        ...(signal ? { signal } : {}),
      });
    },
    /** GET /cs/config (3 s time-out, spec 9). */
    fraudConfig: () => http.request('/cs/config', { schema: looseObjectWire, timeoutMs: 3000 }),
    /** POST /session/{id} */
    fraudSession: (sessionId: string, body: Record<string, unknown> = {}) =>
      http.request(`/session/${encodeURIComponent(sessionId)}`, {
        method: 'POST',
        body,
        schema: ignoredResponseWire,
      }),
    /** GET /cs/generatecookie */
    fraudGenerateCookie: () => http.request('/cs/generatecookie', { schema: ignoredResponseWire }),
    /** POST /cs/storecookie */
    fraudStoreCookie: (body: Record<string, unknown>) =>
      http.request('/cs/storecookie', { method: 'POST', body, schema: ignoredResponseWire }),
    /** POST /cs/location (5 s time-out, spec 9). */
    fraudLocation: (body: Record<string, unknown>) =>
      http.request('/cs/location', {
        method: 'POST',
        body,
        schema: ignoredResponseWire,
        timeoutMs: 5000,
      }),
  };
}
export type EarlyShopClient = ReturnType<typeof earlyEndpoints>;

export function createEarlyShopClientFor(options: ShopClientOptions): EarlyShopClient {
  return earlyEndpoints(httpClientsFor(options).shop);
}
