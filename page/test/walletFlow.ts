/**
 * What the wallet-flow tests (page/walletFlows/*Flow.test.ts) share: a shop faked at the edge
 * that records the order of its calls, and the flow context the page's hook would build, with
 * its callbacks as spies.
 */
import { vi } from 'vitest';
import type { WalletFlowContext, WalletShop } from '../walletFlows/flowContext';
import { HOME_DELIVERY } from '../purchase/wallet/payloads';
import type { PayloadInput } from '../purchase/addToCartPayload';
import { fixtureProduct } from './fixtures';

/** One $25 physical card, shipped home: what the add-to-cart payload is built from. */
export const PHYSICAL_CARD: PayloadInput = {
  product: fixtureProduct('10001'),
  skuId: '20001',
  quantity: 1,
  amount: 25,
  storeId: null,
  egift: null,
};

/**
 * A fake shop call named `name`: records the name in `calls` and answers `value`, or rejects
 * with it when it is an Error.
 */
export function recordingCall(calls: string[], name: string, value: unknown) {
  return vi.fn((..._args: unknown[]) => {
    calls.push(name);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
}

/** The flow context of a $25 physical card shipped home, with every callback a spy. */
export function walletFlowContext(shop: WalletShop, overrides: Partial<WalletFlowContext> = {}) {
  return {
    shop,
    source: {
      kind: 'selection',
      order: PHYSICAL_CARD,
    },
    fulfilment: HOME_DELIVERY,
    initialTotal: 25,
    productName: 'Cairnfield Gift Card',
    shipsSomething: true,
    needsGuestIdentity: false,
    fraudSessionId: () => Promise.resolve('fraudsession123'),
    attemptFor: () => 1,
    alternateGatewayOn: () => false,
    switchAlternateGatewayOn: vi.fn(),
    sessionTimeoutMs: 600_000,
    track: vi.fn(),
    log: vi.fn(),
    showError: vi.fn(),
    reloadMiniCart: vi.fn(),
    navigate: vi.fn(),
    onEnd: vi.fn(),
    ...overrides,
  } satisfies WalletFlowContext;
}
