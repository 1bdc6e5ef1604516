import { sql } from 'kysely';
import type { CurrentDb } from '../database.ts';
import { encode } from '../encode.ts';

type Collected = Record<string, unknown>;

/** What the fraud collector gathered per session, merged call by call. */
export interface FraudSessionRepository {
  /** Adds `doc`'s keys to the session's document (a new key wins over an old one). */
  merge(sessionId: string, doc: Collected, now: Date): Promise<void>;
  get(sessionId: string): Promise<Collected | null>;
}

export function fraudSessionRepository(db: CurrentDb): FraudSessionRepository {
  return {
    async merge(sessionId, doc, now) {
      await db()
        .insertInto('fraudSessions')
        .values(encode({ sessionId, doc, updatedAt: now }))
        .onConflict((conflict) =>
          conflict.column('sessionId').doUpdateSet((eb) => ({
            doc: sql<string>`${eb.ref('fraudSessions.doc')} || ${eb.ref('excluded.doc')}`,
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .execute();
    },

    async get(sessionId) {
      const row = await db()
        .selectFrom('fraudSessions')
        .select('doc')
        .where('sessionId', '=', sessionId)
        .executeTakeFirst();
      return row?.doc ?? null;
    },
  };
}
