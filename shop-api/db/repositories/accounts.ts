import type { CurrentDb } from '../database.ts';
import { encode } from '../encode.ts';
import type { AccountRecord } from '../schema.ts';

/** Sign-in: the demo shop's accounts, and the secrets every instance on the database shares. */
export interface AccountRepository {
  /** Adds the account unless its e-mail is already there; true when it was added. */
  insert(account: AccountRecord): Promise<boolean>;
  getByEmail(email: string): Promise<AccountRecord | null>;
  /** The named secret, created with `generate()` by whichever instance asks first. */
  sharedSecret(name: string, generate: () => string, now: Date): Promise<string>;
}

export function accountRepository(db: CurrentDb): AccountRepository {
  return {
    async insert(account) {
      const rows = await db()
        .insertInto('accounts')
        .values(account)
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('email')
        .execute();
      return rows.length > 0;
    },

    async getByEmail(email) {
      return (
        (await db()
          .selectFrom('accounts')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirst()) ?? null
      );
    },

    async sharedSecret(name, generate, now) {
      // Two instances starting at once both try to insert; the first wins, both read its value.
      await db()
        .insertInto('shopSecrets')
        .values(encode({ name, value: generate(), createdAt: now }))
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db()
        .selectFrom('shopSecrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      if (!row) throw new Error(`secret ${name} could not be stored`);
      return row.value;
    },
  };
}
