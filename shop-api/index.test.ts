import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createShopApi, parseStockLevels } from './index.ts';
import {
  availableBackends,
  freshPgliteDir,
  freshPostgresUrl,
  removeScratch,
} from './test/helpers.ts';

afterAll(removeScratch);
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('parseStockLevels', () => {
  it('reads sku=level pairs', () => {
    expect(parseStockLevels('20001=40, 20002 = 100,')).toEqual({ '20001': 40, '20002': 100 });
    expect(parseStockLevels(undefined)).toEqual({});
  });
  it('refuses anything else', () => {
    expect(() => parseStockLevels('20001:40')).toThrow('SHOP_API_STOCK_LEVELS');
    expect(() => parseStockLevels('20001=-1')).toThrow('SHOP_API_STOCK_LEVELS');
  });
});

describe('createShopApi', () => {
  it('uses PGlite for an explicit dataDir even when DATABASE_URL is set', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none');
    const api = await createShopApi({ dataDir: freshPgliteDir() });
    try {
      expect(api.backend).toBe('pglite');
    } finally {
      await api.close();
    }
  });

  it.runIf(availableBackends().includes('postgres'))(
    'uses DATABASE_URL when no dataDir is given',
    async () => {
      vi.stubEnv('DATABASE_URL', await freshPostgresUrl());
      vi.stubEnv('SHOP_API_STOCK_LEVELS', '20001=7');
      const api = await createShopApi();
      try {
        expect(api.backend).toBe('postgres');
        expect((await api.repo.products.getSkus(['20001']))[0]?.stockLevel).toBe(7);
        // Closing twice is harmless.
        await api.close();
      } finally {
        await api.close();
      }
    },
  );

  it('refuses a DATABASE_URL that is not PostgreSQL', async () => {
    await expect(createShopApi({ databaseUrl: 'mysql://localhost/shop' })).rejects.toThrow(
      'postgres://',
    );
  });

  it('can start without seeding', async () => {
    const api = await createShopApi({
      dataDir: freshPgliteDir(),
      seed: false,
      stockLevels: { '20001': 1 },
    });
    try {
      // The template copy is already seeded; the stock override still applies.
      expect((await api.repo.products.getSkus(['20001']))[0]?.stockLevel).toBe(1);
    } finally {
      await api.close();
    }
  });

  it('reports unknown SKUs in stockLevels', async () => {
    await expect(
      createShopApi({ dataDir: freshPgliteDir(), stockLevels: { '424242': 1 } }),
    ).rejects.toThrow('unknown SKU');
  });
});
