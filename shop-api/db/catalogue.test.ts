import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, openSeededRepository, removeScratch } from '../test/helpers.ts';
import { sql } from 'kysely';
import type { ShopDatabase } from './database.ts';
import { createRepository, type ShopRepository } from './repository.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');

afterAll(removeScratch);

describe.each(availableBackends())('the catalogue repository on %s', (backend) => {
  let client: ShopDatabase;
  let repo: ShopRepository;

  beforeAll(async () => ({ client, repo } = await openSeededRepository(backend, NOW)));
  afterAll(() => client.close());

  it('serves live products and hides drafts from the live lookup', async () => {
    const product = await repo.products.get('10001');
    expect(product).toMatchObject({
      productId: '10001',
      isPreview: false,
      giftCardType: 'standard',
      partNumber: 'CF-GC-STD',
    });
    expect(product?.doc.name).toBe('Cairnfield Gift Card');
    expect(await repo.products.get('preview-10001')).toBeNull();
    expect((await repo.products.get('preview-10001', { preview: true }))?.doc.name).toContain(
      'Draft',
    );
    expect(await repo.products.get('99999')).toBeNull();
  });

  it('keeps the document key order (json column)', async () => {
    const product = await repo.products.get('10001');
    expect(Object.keys(product?.doc ?? {}).slice(0, 3)).toEqual(['id', 'productId', 'name']);
  });

  it('finds a product by part number', async () => {
    expect(await repo.products.findIdByPartNumber('CF-EGC')).toBe('10003');
    expect(await repo.products.findIdByPartNumber('nope')).toBeNull();
  });

  it('lists SKUs in seed order with their stock', async () => {
    expect(
      (await repo.products.listSkus('10002')).map((sku) => [sku.skuId, sku.stockLevel]),
    ).toEqual([
      ['20002', null],
      ['20003', null],
      ['20004', null],
    ]);
    expect(
      (await repo.products.getSkus(['20006', '20001'])).map((sku) => [sku.skuId, sku.stockLevel]),
    ).toEqual([
      ['20001', 40],
      ['20006', 0],
    ]);
    expect(await repo.products.getSkus([])).toEqual([]);
  });

  it("reads a live product's stock in its document's order, in one query", async () => {
    expect(await repo.products.getStock('10002')).toEqual([
      { skuId: '20002', stocked: true, stockLevel: null },
      { skuId: '20003', stocked: true, stockLevel: null },
      { skuId: '20004', stocked: true, stockLevel: null },
    ]);
    expect(await repo.products.getStock('10001')).toEqual([
      { skuId: '20001', stocked: true, stockLevel: 40 },
    ]);
    expect(await repo.products.getStock('preview-10001')).toBeNull();
    expect(await repo.products.getStock('99999')).toBeNull();
    // A SKU in the document without a stock row, and a product without SKUs.
    const live = await repo.products.get('10001');
    if (!live) throw new Error('seeded product missing');
    const { updatedAt: _updatedAt, ...record } = live;
    const doc = {
      ...live.doc,
      productId: '10091',
      sKUs: [...live.doc.sKUs, { ...live.doc.sKUs[0]!, skuId: '29999' }],
    };
    await repo.products.upsert({ ...record, productId: '10091', partNumber: 'CF-T1', doc }, NOW);
    await repo.products.upsert(
      {
        ...record,
        productId: '10092',
        partNumber: 'CF-T2',
        doc: { ...doc, productId: '10092', sKUs: [] },
      },
      NOW,
    );
    expect(await repo.products.getStock('10091')).toEqual([
      { skuId: '20001', stocked: true, stockLevel: 40 },
      { skuId: '29999', stocked: false, stockLevel: null },
    ]);
    expect(await repo.products.getStock('10092')).toEqual([]);
  });

  it('keeps the stock read on the embedded database until a catalogue write', async () => {
    const levelOf = async () => (await repo.products.getStock('10001'))?.[0]?.stockLevel;
    expect(await levelOf()).toBe(40);
    // A write behind the repository's back: only the server (other instances write) reads it.
    await sql`UPDATE skus SET stock_level = 39 WHERE sku_id = '20001'`.execute(client.current());
    expect(await levelOf()).toBe(backend === 'pglite' ? 40 : 39);
    // A write through any repository over the database empties the copy.
    await createRepository(client).products.setStockLevel('20001', 38);
    expect(await levelOf()).toBe(38);
    // What a transaction read and then took back is never kept.
    await expect(
      repo.transaction(async (tx) => {
        await tx.products.setStockLevel('20001', 2);
        expect(await levelOf()).toBe(2);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await levelOf()).toBe(38);
    // A copy handed out cannot change the kept one.
    const stock = await repo.products.getStock('10001');
    stock![0]!.stockLevel = 0;
    expect(await levelOf()).toBe(38);
    await repo.products.setStockLevel('20001', 40);
    expect(await levelOf()).toBe(40);
  });

  it('sets stock levels', async () => {
    expect(await repo.products.setStockLevel('20003', 7)).toBe(true);
    expect((await repo.products.getSkus(['20003']))[0]?.stockLevel).toBe(7);
    expect(await repo.products.setStockLevel('20003', null)).toBe(true);
    expect(await repo.products.setStockLevel('424242', 1)).toBe(false);
  });
});
