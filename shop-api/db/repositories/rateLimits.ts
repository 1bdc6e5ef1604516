import type { CurrentDb } from '../database.ts';
import { encode, instant } from '../encode.ts';

/** Fixed-window counters kept in the database, so every instance shares them. */
export interface RateLimitRepository {
  /** Counts one hit in the window and returns the window's total so far. */
  hit(bucket: string, windowStart: Date): Promise<number>;
  /** Drops windows that started before `olderThan`. */
  purge(olderThan: Date): Promise<number>;
}

export function rateLimitRepository(db: CurrentDb): RateLimitRepository {
  return {
    async hit(bucket, windowStart) {
      const row = await db()
        .insertInto('rateLimits')
        .values(encode({ bucket, windowStart, hits: 1 }))
        .onConflict((conflict) =>
          conflict
            .columns(['bucket', 'windowStart'])
            .doUpdateSet((eb) => ({ hits: eb('rateLimits.hits', '+', 1) })),
        )
        .returning('hits')
        .executeTakeFirst();
      return row?.hits ?? 1;
    },

    async purge(olderThan) {
      const rows = await db()
        .deleteFrom('rateLimits')
        .where('windowStart', '<', instant(olderThan))
        .returning('bucket')
        .execute();
      return rows.length;
    },
  };
}
