import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServices } from '../test/fixtures';
import { DataProvider } from '../providers/DataProvider';
import { ServicesProvider } from '../providers/ServicesProvider';
import { useCart } from './useCart';

function render() {
  const fake = fakeServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={fake.services}>
      <DataProvider>{children}</DataProvider>
    </ServicesProvider>
  );
  const { result } = renderHook(() => useCart(), { wrapper });
  const cartReads = () =>
    fake.calls().filter((call) => call.startsWith('GET') && call.includes('/api/cart/'));
  return { result, cartReads };
}

describe('useCart', () => {
  it('given the page has just hydrated, should read the count alone; the lines come with the next read (after an addition)', async () => {
    const { result, cartReads } = render();
    await waitFor(() => expect(result.current.cart).not.toBeNull());
    expect(cartReads()).toHaveLength(1);
    expect(result.current.cart).toEqual({ orderId: null, count: 0 });

    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.cart?.details).toBeDefined());
    expect(cartReads()).toHaveLength(2);
    expect(result.current.cart?.details).toEqual({ lines: [], subtotal: 0 });
  });
});
