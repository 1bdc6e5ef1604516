import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultPublicConfig } from '../config';
import { ServicesProvider } from '../providers/ServicesProvider';
import { fakeServices } from '../test/fixtures';
import { ALL_EXPRESS_OPTIONS } from '../purchase/expressOptions';
import { useWalletButtons, type WalletButtonsInput } from './useWalletButtons';

const input: WalletButtonsInput = {
  wallets: { ...defaultPublicConfig.wallets, simulator: true },
  options: ALL_EXPRESS_OPTIONS,
  selection: () => null,
  busy: false,
  reloadCart: () => undefined,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <ServicesProvider services={fakeServices().services}>{children}</ServicesProvider>
);

// What a test installs on the window comes off after it (the next file starts without it).
afterEach(() => {
  delete window.__walletSimulator;
  delete window.ApplePaySession;
  delete window.ApplePayError;
  delete window.paypal;
});

describe('useWalletButtons with the simulated wallets (the demo)', () => {
  it('should install them and offer both wallets', async () => {
    const { result, unmount } = renderHook(() => useWalletButtons(input), { wrapper });
    await waitFor(() => expect(result.current.device).toBe('available'));
    expect(result.current.account).toBe('available');
    expect(window.__walletSimulator).toBe(true);
    unmount();
  });

  it('given the page gone before their code is here, should install nothing', async () => {
    const { unmount } = renderHook(() => useWalletButtons(input), { wrapper });
    unmount();
    // The simulator's module, awaited as the hook awaits it, and a turn more.
    await import('../walletSimulator');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.__walletSimulator).toBeUndefined();
    expect(window.ApplePaySession).toBeUndefined();
  });
});
