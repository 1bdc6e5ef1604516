// @vitest-environment jsdom
/**
 * The fraud session id a wallet order carries (spec 3 kountSessionId): the collected one, also when
 * the order comes while the collection (started at the shopper's first sign of use) is still on
 * its way; a stand-in only when the collection ends without one.
 */
import { describe, expect, it, vi } from 'vitest';
import { HOME_DELIVERY } from '../purchase/wallet/fulfilment';
import {
  browserWalletContext,
  type FraudSession,
  type WalletClick,
  type WalletShop,
} from './flowContext';

function clickWith(fraud: FraudSession): WalletClick {
  return {
    shop: {} as WalletShop,
    source: { kind: 'cart', orderId: '3000001' },
    fulfilment: HOME_DELIVERY,
    initialTotal: 25,
    productName: 'Cairnfield Gift Card',
    shipsSomething: true,
    needsGuestIdentity: false,
    showError: vi.fn(),
    reloadMiniCart: vi.fn(),
    onEnd: vi.fn(),
    fraud,
    wallets: { alternateGatewayWindowMs: 300_000, sessionTimeoutMinutes: 10 },
    newSessionId: () => 'standin0001',
  };
}

/** A fraud session whose first collection is on its way until `finish(id)`. */
function collecting() {
  let session: string | null = null;
  let finish: (id: string | null) => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = (id) => {
      session = id;
      resolve();
    };
  });
  const fraud: FraudSession = {
    sessionId: () => session,
    collected: () => done,
    attemptFor: () => 1,
  };
  return { fraud, finish: (id: string | null) => finish(id) };
}

describe('the fraud session id of a wallet order', () => {
  it('given the collection still on its way, should wait for it and carry the collected id', async () => {
    const { fraud, finish } = collecting();
    const id = browserWalletContext(clickWith(fraud)).fraudSessionId();
    finish('collected0001');
    await expect(id).resolves.toBe('collected0001');
  });

  it('given a collection that ends without a session, should carry a stand-in id', async () => {
    const { fraud, finish } = collecting();
    const id = browserWalletContext(clickWith(fraud)).fraudSessionId();
    finish(null);
    await expect(id).resolves.toBe('standin0001');
  });
});
