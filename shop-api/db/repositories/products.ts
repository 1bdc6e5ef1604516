import type { CurrentDb } from '../database.ts';
import { encode } from '../encode.ts';
import type { ProductRecord, SkuRecord } from '../schema.ts';

/** The catalogue: product documents (live and preview) and their SKUs with stock. */
export interface ProductRepository {
  upsert(product: Omit<ProductRecord, 'updatedAt'>, now: Date): Promise<void>;
  upsertSku(sku: SkuRecord): Promise<void>;
  /** A live product; with `preview`, a draft (by its preview id) or a live product. */
  get(productId: string, options?: { preview?: boolean }): Promise<ProductRecord | null>;
  findIdByPartNumber(partNumber: string): Promise<string | null>;
  listSkus(productId: string): Promise<SkuRecord[]>;
  getSkus(skuIds: readonly string[]): Promise<SkuRecord[]>;
  /** False when there is no such SKU. */
  setStockLevel(skuId: string, stockLevel: number | null): Promise<boolean>;
}

export function productRepository(db: CurrentDb): ProductRepository {
  return {
    async upsert(product, now) {
      await db()
        .insertInto('products')
        .values(encode({ ...product, updatedAt: now }))
        .onConflict((conflict) =>
          conflict.column('productId').doUpdateSet((eb) => ({
            isPreview: eb.ref('excluded.isPreview'),
            giftCardType: eb.ref('excluded.giftCardType'),
            partNumber: eb.ref('excluded.partNumber'),
            doc: eb.ref('excluded.doc'),
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .execute();
    },

    async upsertSku(sku) {
      await db()
        .insertInto('skus')
        .values(sku)
        .onConflict((conflict) =>
          conflict.column('skuId').doUpdateSet((eb) => ({
            productId: eb.ref('excluded.productId'),
            stockLevel: eb.ref('excluded.stockLevel'),
            position: eb.ref('excluded.position'),
          })),
        )
        .execute();
    },

    async get(productId, options = {}) {
      // The live route never serves drafts; the preview route serves drafts and live products.
      let query = db().selectFrom('products').selectAll().where('productId', '=', productId);
      if (!options.preview) query = query.where((eb) => eb.not(eb.ref('isPreview')));
      return (await query.executeTakeFirst()) ?? null;
    },

    async findIdByPartNumber(partNumber) {
      const row = await db()
        .selectFrom('products')
        .select('productId')
        .where('partNumber', '=', partNumber)
        .where((eb) => eb.not(eb.ref('isPreview')))
        .executeTakeFirst();
      return row?.productId ?? null;
    },

    async listSkus(productId) {
      return db()
        .selectFrom('skus')
        .selectAll()
        .where('productId', '=', productId)
        .orderBy('position')
        .orderBy('skuId')
        .execute();
    },

    async getSkus(skuIds) {
      if (skuIds.length === 0) return [];
      // One parameter per id (`IN ($1, $2)`), never an array parameter: the drivers encode
      // arrays differently.
      return db()
        .selectFrom('skus')
        .selectAll()
        .where('skuId', 'in', skuIds)
        .orderBy('position')
        .orderBy('skuId')
        .execute();
    },

    async setStockLevel(skuId, stockLevel) {
      const rows = await db()
        .updateTable('skus')
        .set({ stockLevel })
        .where('skuId', '=', skuId)
        .returning('skuId')
        .execute();
      return rows.length > 0;
    },
  };
}
