import type { CurrentDb } from '../database.ts';
import { encode, instant } from '../encode.ts';
import type { SessionRecord } from '../schema.ts';

export type SessionPatch = Partial<
  Pick<SessionRecord, 'cartOrderId' | 'expressOrderId' | 'guestId' | 'lastAdd'>
>;

/** Shopper sessions: what the cart cookie stands for (its cart, express order, last add). */
export interface SessionRepository {
  create(token: string, now: Date): Promise<SessionRecord>;
  get(token: string, options?: { forUpdate?: boolean }): Promise<SessionRecord | null>;
  update(token: string, patch: SessionPatch, now: Date): Promise<void>;
  /** Notes the first request that carried the session's cookie; later calls change nothing. */
  markPresented(token: string, now: Date): Promise<void>;
  /** Deletes sessions untouched since `olderThan` that no order refers to any more. */
  purgeUnused(olderThan: Date): Promise<void>;
}

export function sessionRepository(db: CurrentDb): SessionRepository {
  return {
    async create(token, now) {
      return db()
        .insertInto('shopperSessions')
        .values(encode({ token, createdAt: now, updatedAt: now }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async get(token, options = {}) {
      let query = db().selectFrom('shopperSessions').selectAll().where('token', '=', token);
      if (options.forUpdate) query = query.forUpdate();
      return (await query.executeTakeFirst()) ?? null;
    },

    async update(token, patch, now) {
      await db()
        .updateTable('shopperSessions')
        .set(encode({ ...patch, updatedAt: now }))
        .where('token', '=', token)
        .execute();
    },

    async markPresented(token, now) {
      await db()
        .updateTable('shopperSessions')
        .set(encode({ presentedAt: now }))
        .where('token', '=', token)
        .where('presentedAt', 'is', null)
        .execute();
    },

    async purgeUnused(olderThan) {
      await db()
        .deleteFrom('shopperSessions')
        .where('updatedAt', '<', instant(olderThan))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('orders')
                .select(eb.lit(1).as('one'))
                .whereRef('orders.sessionToken', '=', 'shopperSessions.token'),
            ),
          ),
        )
        .execute();
    },
  };
}
