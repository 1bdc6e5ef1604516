import type { CurrentDb } from '../database.ts';
import { encode } from '../encode.ts';
import type { BackInStockRecord } from '../schema.ts';

export type NewBackInStock = Omit<BackInStockRecord, 'createdAt'>;

/** Back-in-stock e-mail registrations: one per e-mail and product. */
export interface BackInStockRepository {
  register(registration: NewBackInStock, now: Date): Promise<'created' | 'exists'>;
  list(productId: string): Promise<BackInStockRecord[]>;
}

export function backInStockRepository(db: CurrentDb): BackInStockRepository {
  return {
    async register(registration, now) {
      // ON CONFLICT DO NOTHING rather than catching the error: inside a PostgreSQL transaction a
      // failed statement would abort everything after it.
      const rows = await db()
        .insertInto('backInStock')
        .values(encode({ ...registration, createdAt: now }))
        .onConflict((conflict) => conflict.columns(['productId', 'email']).doNothing())
        .returning('registrationId')
        .execute();
      return rows.length > 0 ? 'created' : 'exists';
    },

    async list(productId) {
      return db()
        .selectFrom('backInStock')
        .selectAll()
        .where('productId', '=', productId)
        .orderBy('createdAt')
        .orderBy('registrationId')
        .execute();
    },
  };
}
