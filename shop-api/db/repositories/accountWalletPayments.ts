import type { CurrentDb } from '../database.ts';
import { encode } from '../encode.ts';
import type { AccountWalletPaymentRecord } from '../schema.ts';

export type AccountWalletPaymentPatch = Partial<Pick<AccountWalletPaymentRecord, 'state' | 'doc'>>;

/** The sandbox's account-wallet payments (created, approved, completed) and their documents. */
export interface AccountWalletPaymentRepository {
  insert(
    payment: Pick<AccountWalletPaymentRecord, 'paymentId' | 'orderId' | 'doc'>,
    now: Date,
  ): Promise<AccountWalletPaymentRecord>;
  get(paymentId: string): Promise<AccountWalletPaymentRecord | null>;
  update(paymentId: string, patch: AccountWalletPaymentPatch, now: Date): Promise<void>;
}

export function accountWalletPaymentRepository(db: CurrentDb): AccountWalletPaymentRepository {
  return {
    async insert(payment, now) {
      return db()
        .insertInto('paypalPayments')
        .values(encode({ ...payment, state: 'created' as const, createdAt: now, updatedAt: now }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async get(paymentId) {
      return (
        (await db()
          .selectFrom('paypalPayments')
          .selectAll()
          .where('paymentId', '=', paymentId)
          .executeTakeFirst()) ?? null
      );
    },

    async update(paymentId, patch, now) {
      await db()
        .updateTable('paypalPayments')
        .set(encode({ ...patch, updatedAt: now }))
        .where('paymentId', '=', paymentId)
        .execute();
    },
  };
}
