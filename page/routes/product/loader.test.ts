// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ShopClient } from '../../api';
import type { PublicConfig } from '../../config';
import type { PageQuery } from '../../routing/query';
import { GUEST } from '../../storefront/guest';
import { loadProductPage, type LoadContext, type LoadInput } from './loader';

const product = { productId: 'P1', name: 'Gift card' };
const inventory = { online: [], inventoryStatus: 'IN_STOCK' };
const stats = { productId: 'P1', average: 4.5, count: 12 };

/** A shop whose secondary calls answer as told, recording the signal each was given. */
function shopWith(answer: { inventory: 'now' | 'never'; stats: 'now' | 'never' }) {
  const signals: Record<string, AbortSignal> = {};
  const reply = <T>(how: 'now' | 'never', value: T, signal: AbortSignal, name: string) => {
    signals[name] = signal;
    return how === 'now' ? Promise.resolve(value) : new Promise<T>(() => undefined);
  };
  const shop = {
    getProduct: () => Promise.resolve({ product, inventory: null }),
    getInventory: ({ signal }: { signal: AbortSignal }) =>
      reply(answer.inventory, inventory, signal, 'inventory'),
    getReviewStatistics: ({ signal }: { signal: AbortSignal }) =>
      reply(answer.stats, stats, signal, 'stats'),
  } as unknown as ShopClient;
  return { shop, signals };
}

const context = (shop: ShopClient): LoadContext => ({
  shop,
  sanitizeHtml: (html) => html as ReturnType<LoadContext['sanitizeHtml']>,
  defaultBulkMinQuantity: 1,
  presetAmounts: null,
  secondaryDataWaitMs: 50,
  publicConfig: {} as PublicConfig,
});

const input: LoadInput = {
  slug: 'gift-card',
  productId: 'P1',
  query: {} as PageQuery,
  shopper: GUEST,
};

describe('loadProductPage', () => {
  it('given inventory and review statistics in time, should put both in the page and leave their calls alone', async () => {
    const { shop, signals } = shopWith({ inventory: 'now', stats: 'now' });
    const load = await loadProductPage(context(shop), input);
    expect(load).toMatchObject({
      kind: 'ok',
      data: {
        inventory: { status: 'ready', data: inventory },
        reviewStats: { status: 'ready', data: stats },
      },
    });
    expect(signals.inventory?.aborted).toBe(false);
    expect(signals.stats?.aborted).toBe(false);
  });

  it('given inventory that does not come within the wait, should send the page without it (the browser asks again) and stop waiting for it', async () => {
    const { shop, signals } = shopWith({ inventory: 'never', stats: 'now' });
    const load = await loadProductPage(context(shop), input);
    expect(load).toMatchObject({
      kind: 'ok',
      data: { inventory: { status: 'loading' }, reviewStats: { status: 'ready', data: stats } },
    });
    expect(signals.inventory?.aborted).toBe(true);
  });
});
