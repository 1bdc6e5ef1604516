import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServices } from '../test/fixtures';
import { ServicesProvider } from '../providers/ServicesProvider';
import { useEgiftPrefill } from './useEGiftPrefill';

function render(filledByServer: boolean) {
  const fake = fakeServices();
  const dispatch = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={fake.services}>{children}</ServicesProvider>
  );
  const { result } = renderHook(
    () =>
      useEgiftPrefill({
        enabled: true,
        orderItemId: '7001',
        filledFrom: filledByServer ? '7001' : null,
        orderId: '9001',
        orderKnown: true,
        dispatch,
        presets: [25, 50],
        maxRecipients: 5,
      }),
    { wrapper },
  );
  const lookups = () => fake.calls().filter((call) => call.includes('getdeliveryoptions'));
  return { result, dispatch, lookups };
}

describe('useEgiftPrefill (spec 2, ?orderItemId=)', () => {
  it('given a form the server filled from the order item, should not look it up again nor refill the form', async () => {
    const { result, dispatch, lookups } = render(true);
    expect(result.current).toEqual({ status: 'applied', orderItemId: '7001' });
    // Long enough for a lookup to have been sent and answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups()).toEqual([]);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('given a form the server could not fill, should look the order item up in the browser', async () => {
    const { result, lookups } = render(false);
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(lookups()).toHaveLength(1));
    // The fake shop's order holds no such item.
    await waitFor(() => expect(result.current.status).not.toBe('loading'));
  });
});
