/**
 * The page server's metric labels (./telemetry.ts): a shop call's endpoint never names an order,
 * a session or a product (each would be a series of its own, and some are personal), and its
 * outcome is a class, not a status.
 */
import { describe, expect, it } from 'vitest';
import { routeLabel } from '../../telemetry/httpTelemetry';
import { shopEndpoint, shopOutcome } from './telemetry';

describe('shop call labels', () => {
  it('should name each thing in a path :id and keep the words', () => {
    expect(shopEndpoint('/api/v2/products/10001')).toBe('/api/v2/products/:id');
    expect(shopEndpoint('/api/orders/3f1c2b9a-1d2e-4f00-9abc-0123456789ab/applepayExpress')).toBe(
      '/api/orders/:id/applepayExpress',
    );
    expect(shopEndpoint('/api/cart/sku?x=1')).toBe('/api/cart/sku');
    expect(shopEndpoint('/api/stores/someone%40example.org')).toBe('/api/stores/:id');
    expect(shopEndpoint(`/api/session/${'a'.repeat(40)}`)).toBe('/api/session/:id');
  });

  it('should give a status class, or why no answer came', () => {
    expect(shopOutcome({ status: 204 })).toBe('2xx');
    expect(shopOutcome({ status: 503 })).toBe('5xx');
    expect(shopOutcome({ error: new Error('x'), aborted: true })).toBe('timeout');
    expect(shopOutcome({ error: new Error('x'), aborted: false })).toBe('network');
  });

  it("should drop a route pattern's regular expressions", () => {
    expect(routeLabel('/api/orders/:orderId{[0-9]+}/items')).toBe('/api/orders/:orderId/items');
    expect(routeLabel('')).toBe('*');
  });
});
