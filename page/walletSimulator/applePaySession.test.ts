import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { applePaySessionStandIn } from './applePaySession';
import { installWalletSimulator, type SimulatorLoaders } from './index';
import { closeSheet } from './state';

const request: ApplePayJS.ApplePayPaymentRequest = {
  countryCode: 'US',
  currencyCode: 'USD',
  merchantCapabilities: ['supports3DS'],
  supportedNetworks: ['visa'],
  total: { label: 'Cairnfield Outfitters', amount: '25.00' },
};

// The sheet and the session's workings are lazy modules: their first transform, paid here, would
// otherwise fall inside a test's wait on a busy machine.
beforeAll(
  () => Promise.all([import('./Sheet'), import('./sheetHost'), import('./applePaySimulator')]),
  60_000,
);

// A payment a test left open is closed, and the stand-ins it installed come off with their sheet
// (Radix's hold on <body> with it). Each installed simulator (and each class made here) loads its
// workings and hosts its sheet afresh, from the loaders it is given: a failed load in one test is
// no other test's, with no module mocked or reloaded (the project shares one module cache).
let uninstall = () => undefined as void;
afterEach(() => {
  closeSheet();
  uninstall();
  uninstall = () => undefined;
  document.body.innerHTML = '';
});

/** A chunk that cannot load (a page gone offline). */
const unloadable = () => Promise.reject(new Error('chunk failed'));

/** The simulator installed on the window, and its `ApplePaySession`. */
function installed(loaders?: SimulatorLoaders) {
  uninstall = installWalletSimulator(window, loaders);
  return window.ApplePaySession as ReturnType<typeof applePaySessionStandIn>;
}

describe('ApplePaySessionStandIn', () => {
  it('should answer the static checks at once, before its workings are loaded', () => {
    const ApplePaySessionStandIn = applePaySessionStandIn();
    expect(ApplePaySessionStandIn.canMakePayments()).toBe(true);
    expect(ApplePaySessionStandIn.supportsVersion(3)).toBe(true);
    expect(ApplePaySessionStandIn.supportsVersion(15)).toBe(false);
    expect(() => new ApplePaySessionStandIn(99, request)).toThrow('Unsupported version');
  });

  it('given calls made in the click, should run them in order once its workings are here, calling the handlers set on it', async () => {
    const ApplePaySessionStandIn = installed();
    const events: string[] = [];
    const session = new ApplePaySessionStandIn(3, request);
    session.onvalidatemerchant = ({ validationURL }) => {
      events.push(`validate ${new URL(validationURL).hostname}`);
      session.completeMerchantValidation({ merchantSession: 'ok' });
    };
    session.onpaymentmethodselected = ({ paymentMethod }) => {
      events.push(`method ${paymentMethod.network}`);
      session.completePaymentMethodSelection({
        newTotal: { label: 'Cairnfield Outfitters', amount: '25.00' },
      });
    };
    // Nothing is loaded yet: the sheet opens once it is.
    session.begin();
    expect(events).toEqual([]);
    const sheet = await screen.findByRole('dialog', { name: 'Apple Pay (simulated)' });
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events[0]).toBe('validate apple-pay-gateway.apple.com');
    expect(events[1]).toMatch(/^method /);
    expect(sheet).toHaveTextContent('$25.00');
  });

  it('given workings that cannot load, should end a begun session as a cancel, and leave one not begun alone', async () => {
    const ApplePaySessionStandIn = applePaySessionStandIn({ load: unloadable });
    const begun = new ApplePaySessionStandIn(3, request);
    const idle = new ApplePaySessionStandIn(3, request);
    const cancels: string[] = [];
    begun.oncancel = () => cancels.push('begun');
    idle.oncancel = () => cancels.push('idle');
    begun.begin();
    await waitFor(() => expect(cancels).toEqual(['begun']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancels).toEqual(['begun']);
  });

  it('given a sheet whose code cannot load, should end the begun payment as a cancel, and mount the next one', async () => {
    let online = false;
    const ApplePaySessionStandIn = installed({
      sheet: () => (online ? import('./Sheet') : unloadable()),
    });
    const first = new ApplePaySessionStandIn(3, request);
    let cancelled = false;
    first.oncancel = () => (cancelled = true);
    first.begin();
    await waitFor(() => expect(cancelled).toBe(true));
    expect(document.querySelector('[data-wallet-simulator]')).toBeNull();

    online = true;
    const second = new ApplePaySessionStandIn(3, request);
    second.begin();
    await screen.findByRole('dialog', { name: 'Apple Pay (simulated)' });
  });
});
