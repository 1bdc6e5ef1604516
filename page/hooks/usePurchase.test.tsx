import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../providers/ServicesProvider';
import { fakeServices, fixturePageData } from '../test/fixtures';
import { DataProvider } from '../providers/DataProvider';
import { usePurchase } from './usePurchase';

// How often the add-to-cart action's module has been evaluated (once at most in this file).
const addFlowLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../purchase/addToCartAction', async (importOriginal) => {
  addFlowLoads.count += 1;
  return importOriginal();
});

function renderPurchase(id = '10001') {
  const fake = fakeServices();
  const addToCart = vi.spyOn(fake.services.shop, 'addToCart');
  const data = fixturePageData(id);
  if (data.kind !== 'product') throw new Error('a product page fixture');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={fake.services}>
      <DataProvider>{children}</DataProvider>
    </ServicesProvider>
  );
  const hook = renderHook(
    () =>
      usePurchase({
        product: data.product,
        inventory: { status: 'ready', data: fixtureInventoryOf(data), refreshing: false },
        config: data.config,
        shopper: data.shopper,
        storeId: null,
        initialSkuId: data.product.skus[0]!.skuId,
      }),
    { wrapper },
  );
  return { ...hook, addToCart };
}

function fixtureInventoryOf(data: ReturnType<typeof fixturePageData>) {
  if (data.kind !== 'product' || data.inventory.status !== 'ready') throw new Error('inventory');
  return data.inventory.data;
}

describe('usePurchase', () => {
  // First in the file: it watches the add flow's module load for the first time.
  it('given a pointer down on the controls, when the add is prepared, should load its code once the browser is idle, not inside the event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback'] });
    try {
      const { result } = renderPurchase();

      act(() => result.current.prepareAdd());
      await vi.dynamicImportSettled();
      expect(addFlowLoads.count).toBe(0);

      vi.runAllTimers();
      await vi.dynamicImportSettled();
      expect(addFlowLoads.count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('given a quantity change React has not rendered yet, when Add to cart is pressed, should buy the new quantity', async () => {
    const { result, addToCart } = renderPurchase();
    const { dispatch, addToCart: add } = result.current;

    // Both in one act: the quantity change is not rendered when the add reads the state, as on a
    // busy phone where the stepper's debounce fires just before the tap.
    await act(async () => {
      dispatch({ type: 'setQuantity', quantity: 3 });
      await add();
    });

    expect(addToCart).toHaveBeenCalledTimes(1);
    expect(addToCart.mock.calls[0]?.[0].skus).toMatchObject([{ quantity: 3 }]);
    await waitFor(() => expect(result.current.state.quantity).toBe(3));
  });

  it('given an add in flight, when Add to cart is pressed again before React renders, should send one request', async () => {
    const { result, addToCart } = renderPurchase();
    const { addToCart: add } = result.current;

    await act(async () => {
      await Promise.all([add(), add()]);
    });

    expect(addToCart).toHaveBeenCalledTimes(1);
  });
});
