import type { CurrentDb } from '../database.ts';
import { encode } from '../encode.ts';

type ProfileDocument = Record<string, unknown>;

/** Shopper profiles: one JSON document each (the recently viewed list lives in it too). */
export interface ProfileRepository {
  upsert(profileId: string, doc: ProfileDocument): Promise<void>;
  get(profileId: string): Promise<ProfileDocument | null>;
}

export function profileRepository(db: CurrentDb): ProfileRepository {
  return {
    async upsert(profileId, doc) {
      await db()
        .insertInto('profiles')
        .values(encode({ profileId, doc }))
        .onConflict((conflict) =>
          conflict.column('profileId').doUpdateSet((eb) => ({ doc: eb.ref('excluded.doc') })),
        )
        .execute();
    },

    async get(profileId) {
      const row = await db()
        .selectFrom('profiles')
        .select('doc')
        .where('profileId', '=', profileId)
        .executeTakeFirst();
      return row?.doc ?? null;
    },
  };
}
