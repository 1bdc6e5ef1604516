import { sql } from 'kysely';
import type { QueryCreator } from 'kysely';
import type { CurrentDb } from '../database.ts';
import { encode, instant } from '../encode.ts';
import type { Database, IdempotencyRecord } from '../schema.ts';

export type IdempotencyClaim = { claimed: true } | { claimed: false; record: IdempotencyRecord };

export interface StoredAnswer {
  status: number;
  body: string;
  headers: Record<string, string[]>;
}

/**
 * Idempotency keys with their stored answers (middleware/idempotency.ts), each kept per shopper
 * scope: the same key in two scopes is two records.
 */
export interface IdempotencyKeyRepository {
  /** Takes the key as pending, or returns the record already there. */
  claim(scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim>;
  /**
   * Stores the answer. `alsoScope`: a second scope that gets the same record, for an answer that
   * handed the shopper a new cart cookie (their retries will carry it).
   */
  complete(
    scope: string,
    key: string,
    answer: StoredAnswer,
    alsoScope?: string | null,
  ): Promise<void>;
  release(scope: string, key: string): Promise<void>;
  purge(olderThan: Date): Promise<number>;
}

export function idempotencyKeyRepository(db: CurrentDb): IdempotencyKeyRepository {
  return {
    async claim(scope, key, fingerprint, now) {
      // A concurrent release can delete the row between the two statements: try again then.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const inserted = await db()
          .insertInto('idempotencyKeys')
          .values(
            encode({ scope, idemKey: key, fingerprint, state: 'pending' as const, createdAt: now }),
          )
          .onConflict((conflict) => conflict.columns(['scope', 'idemKey']).doNothing())
          .returning('idemKey')
          .execute();
        if (inserted.length > 0) return { claimed: true };
        const record = await db()
          .selectFrom('idempotencyKeys')
          .selectAll()
          .where('scope', '=', scope)
          .where('idemKey', '=', key)
          .executeTakeFirst();
        if (record) return { claimed: false, record };
      }
      throw new Error(`idempotency key ${key} could not be claimed`);
    },

    async complete(scope, key, answer, alsoScope = null) {
      const done = (base: QueryCreator<Database>) =>
        base
          .updateTable('idempotencyKeys')
          .set(encode({ state: 'done', ...answer }))
          .where('scope', '=', scope)
          .where('idemKey', '=', key);
      if (alsoScope === null) {
        await done(db()).execute();
        return;
      }
      // One statement, so the copy for the new cookie's scope exists exactly when the answer does.
      await db()
        .with('done', (base) => done(base).returningAll())
        .insertInto('idempotencyKeys')
        .columns([
          'scope',
          'idemKey',
          'fingerprint',
          'state',
          'status',
          'body',
          'headers',
          'createdAt',
        ])
        .expression((eb) =>
          eb
            .selectFrom('done')
            .select([
              sql<string>`${alsoScope}::text`.as('scope'),
              'idemKey',
              'fingerprint',
              'state',
              'status',
              'body',
              'headers',
              'createdAt',
            ]),
        )
        .onConflict((conflict) => conflict.columns(['scope', 'idemKey']).doNothing())
        .execute();
    },

    async release(scope, key) {
      await db()
        .deleteFrom('idempotencyKeys')
        .where('scope', '=', scope)
        .where('idemKey', '=', key)
        .execute();
    },

    async purge(olderThan) {
      const rows = await db()
        .deleteFrom('idempotencyKeys')
        .where('createdAt', '<', instant(olderThan))
        .returning('idemKey')
        .execute();
      return rows.length;
    },
  };
}
