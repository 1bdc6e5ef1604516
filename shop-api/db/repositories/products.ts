import { sql } from 'kysely';
import type { CurrentDb, ShopDatabase } from '../database.ts';
import { encode } from '../encode.ts';
import type { ProductRecord, SkuRecord } from '../schema.ts';

export interface SkuStock {
  skuId: string;
  stocked: boolean;
  stockLevel: number | null;
}

/** The catalogue: product documents (live and preview) and their SKUs with stock. */
export interface ProductRepository {
  upsert(product: Omit<ProductRecord, 'updatedAt'>, now: Date): Promise<void>;
  upsertSku(sku: SkuRecord): Promise<void>;
  /** A live product; with `preview`, a draft (by its preview id) or a live product. */
  get(productId: string, options?: { preview?: boolean }): Promise<ProductRecord | null>;
  findIdByPartNumber(partNumber: string): Promise<string | null>;
  listSkus(productId: string): Promise<SkuRecord[]>;
  getSkus(skuIds: readonly string[]): Promise<SkuRecord[]>;
  /**
   * A live product's SKUs in its document's order, each with its stock row (`stocked` false when
   * it has none); null for no such live product. With `preview`, the product as `get` finds it
   * then. One query that never reads the document out: the inventory a product page asks for on
   * every visit.
   */
  getStock(productId: string, options?: { preview?: boolean }): Promise<SkuStock[] | null>;
  /** False when there is no such SKU. */
  setStockLevel(skuId: string, stockLevel: number | null): Promise<boolean>;
}

/**
 * The live products' stock as last read, kept until a write to the catalogue (on the embedded
 * database only). There, this process is the database's only client and every catalogue write goes
 * through this repository, so the copy is exact: a write empties it when it starts, and a read
 * that overlapped a write (or ran inside a transaction, which may yet roll back) is not kept. Not
 * on a PostgreSQL server, where other instances write too.
 */
export interface StockMemo {
  entries: Map<string, SkuStock[] | null>;
  /** Counts the catalogue writes begun. */
  writes: number;
}

const memos = new WeakMap<ShopDatabase, StockMemo>();

/** The database's stock memo, shared by every repository over it; none but on PGlite. */
export function stockMemoFor(database: ShopDatabase): StockMemo | null {
  if (database.backend !== 'pglite') return null;
  let memo = memos.get(database);
  if (!memo) memos.set(database, (memo = { entries: new Map(), writes: 0 }));
  return memo;
}

const copyOf = (stock: SkuStock[] | null) => stock && stock.map((sku) => ({ ...sku }));

export function productRepository(db: CurrentDb, memo: StockMemo | null = null): ProductRepository {
  /** Called as each catalogue write starts: the memo is empty until the write has ended. */
  const changing = () => {
    if (!memo) return;
    memo.writes += 1;
    memo.entries.clear();
  };
  async function readStock(productId: string, preview: boolean): Promise<SkuStock[] | null> {
    // A product without SKUs still yields one row (sku_id null), so that it reads as found.
    const { rows } = await sql<{
      skuId: string | null;
      stocked: boolean;
      stockLevel: number | null;
    }>`
      SELECT e.sku->>'skuId' AS sku_id, s.sku_id IS NOT NULL AS stocked, s.stock_level
      FROM products p
      LEFT JOIN LATERAL json_array_elements(p.doc->'sKUs') WITH ORDINALITY AS e(sku, ord) ON true
      LEFT JOIN skus s ON s.sku_id = e.sku->>'skuId'
      WHERE p.product_id = ${productId} AND (${preview} OR NOT p.is_preview)
      ORDER BY e.ord`.execute(db());
    if (rows.length === 0) return null;
    return rows.flatMap((row) =>
      row.skuId === null
        ? []
        : [{ skuId: row.skuId, stocked: row.stocked, stockLevel: row.stockLevel }],
    );
  }

  return {
    async upsert(product, now) {
      changing();
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
      changing();
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

    async getStock(productId, { preview = false } = {}) {
      // Only live products' stock is kept: the preview route is rare.
      if (!memo || preview || db().isTransaction) return readStock(productId, preview);
      if (memo.entries.has(productId)) return copyOf(memo.entries.get(productId)!);
      const writes = memo.writes;
      const stock = await readStock(productId, false);
      if (memo.writes === writes) memo.entries.set(productId, copyOf(stock));
      return stock;
    },

    async setStockLevel(skuId, stockLevel) {
      changing();
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
