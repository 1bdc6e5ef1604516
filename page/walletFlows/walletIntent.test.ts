// @vitest-environment jsdom
/**
 * The wallet flows load on intent, so a click may come before they are here: the device wallet's
 * sheet still opens inside the click and its flow runs once loaded; the account wallet's callbacks
 * wait for theirs; a failed load ends the checkout with the general message. Against the real
 * flows and the simulator's session (the browser's interface), with the shop faked at the edge.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SimulatedApplePayError,
  SimulatedApplePaySession,
} from '../walletSimulator/applePaySimulator';
import { closeSheet, sheetStore } from '../walletSimulator/state';
import { PHYSICAL_CARD, recordingCall } from '../test/walletFlow';
import { HOME_DELIVERY } from '../purchase/wallet/fulfilment';
import type { WalletClick, WalletShop } from './flowContext';
import { createWalletIntent, loadFlowModules } from './walletIntent';

const GENERAL_MESSAGE = 'Sorry, Something went wrong. Please try after sometime.';

/**
 * The wallet buttons as a fresh page has them (nothing loaded): over the real flows, or over a
 * load that fails once (a page offline) and then succeeds.
 */
function freshIntent(failing = false) {
  let failures = failing ? 1 : 0;
  return createWalletIntent(() => {
    if (failures === 0) return loadFlowModules();
    failures -= 1;
    return Promise.reject(new Error('offline'));
  });
}

/** A shop whose every wallet call is recorded (in order) and answers an empty body. */
function recordingShop() {
  const calls: string[] = [];
  const made = new Map<string, ReturnType<typeof recordingCall>>();
  const shop = new Proxy(
    {},
    {
      get: (_target, name: string) => {
        const call = made.get(name) ?? recordingCall(calls, name, {});
        made.set(name, call);
        return call;
      },
    },
  ) as WalletShop;
  return { shop, calls };
}

/** A $25 card shipped home: what the page's hook knows of one click. */
function walletClick(shop: WalletShop) {
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
    showError: vi.fn(),
    reloadMiniCart: vi.fn(),
    onEnd: vi.fn(),
    fraud: {
      sessionId: () => 'fraudsession123',
      collected: () => Promise.resolve(),
      attemptFor: () => 1,
    },
    wallets: { alternateGatewayWindowMs: 300_000, sessionTimeoutMinutes: 10 },
    newSessionId: () => 'newsession',
  } satisfies WalletClick;
}

const actions = () => ({
  resolve: vi.fn(() => Promise.resolve()),
  reject: vi.fn(() => Promise.resolve()),
});

afterEach(() => {
  closeSheet();
});

describe('the device wallet before its flow is here', () => {
  it('when clicked, should open the sheet inside the click and run the flow once it arrives', async () => {
    const { openDeviceWalletSheet } = freshIntent();
    const { shop, calls } = recordingShop();
    openDeviceWalletSheet(SimulatedApplePaySession, SimulatedApplePayError, walletClick(shop));
    // Synchronously: the sheet is open with the page's total, and no flow code has run yet.
    expect(sheetStore.get().open).toBe(true);
    expect(sheetStore.get().sheet).toMatchObject({
      wallet: 'device',
      total: { label: 'Cairnfield Outfitters', amount: '25.00' },
    });
    expect(calls).toEqual([]);
    // The merchant validation the sheet asked for at once reaches the shop through the flow.
    await vi.waitFor(() => expect(calls[0]).toBe('deviceWalletSession'));
  });

  it('given its flow is here, when clicked, should run it at once', async () => {
    const { loadWalletFlows, openDeviceWalletSheet } = freshIntent();
    await loadWalletFlows();
    const { shop, calls } = recordingShop();
    openDeviceWalletSheet(SimulatedApplePaySession, SimulatedApplePayError, walletClick(shop));
    expect(calls).toEqual(['deviceWalletSession']);
  });

  it('given the flow cannot load, should close the sheet and end with the general message, and ask again on the next click', async () => {
    const { openDeviceWalletSheet } = freshIntent(true);
    const click = walletClick(recordingShop().shop);
    openDeviceWalletSheet(SimulatedApplePaySession, SimulatedApplePayError, click);
    expect(sheetStore.get().open).toBe(true);
    await vi.waitFor(() =>
      expect(click.onEnd).toHaveBeenCalledWith({ kind: 'failed', message: GENERAL_MESSAGE }),
    );
    expect(sheetStore.get().open).toBe(false);

    const { shop, calls } = recordingShop();
    openDeviceWalletSheet(SimulatedApplePaySession, SimulatedApplePayError, walletClick(shop));
    await vi.waitFor(() => expect(calls[0]).toBe('deviceWalletSession'));
  });
});

describe('the account wallet before its flow is here', () => {
  it('when its button is clicked, should hand the click to the flow once it arrives', async () => {
    const { deferredAccountWalletOptions } = freshIntent();
    const { shop } = recordingShop();
    const begin = vi.fn(() => walletClick(shop));
    const onNotLoaded = vi.fn();
    const options = deferredAccountWalletOptions(begin, onNotLoaded);
    expect(options.style).toMatchObject({ color: 'gold', height: 50 });
    const click = actions();
    await options.onClick!({}, click);
    expect(begin).toHaveBeenCalledTimes(1);
    expect(click.resolve).toHaveBeenCalledTimes(1);
    expect(onNotLoaded).not.toHaveBeenCalled();
  });

  it('given the flow cannot load, when its button is clicked, should refuse the click and say so', async () => {
    const { deferredAccountWalletOptions } = freshIntent(true);
    const begin = vi.fn(() => null);
    const onNotLoaded = vi.fn();
    const click = actions();
    await deferredAccountWalletOptions(begin, onNotLoaded).onClick!({}, click);
    expect(click.reject).toHaveBeenCalledTimes(1);
    expect(begin).not.toHaveBeenCalled();
    expect(onNotLoaded).toHaveBeenCalledWith(GENERAL_MESSAGE);
  });
});
