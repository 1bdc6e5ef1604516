import { sql } from 'kysely';
import type { CurrentDb } from '../database.ts';
import { encode, instant } from '../encode.ts';
import type { BackoffState } from '../../services/signInThrottle.ts';

/** A failure count of one subject (an account or a client address) in its current window. */
export interface FailureCount {
  subject: string;
  failures: number;
  windowStart: Date;
}

/** A signed-in session as its cookie names it. */
export interface SessionRow {
  sessionId: string;
  profileId: string;
  expiresAt: Date;
  now: Date;
}

/**
 * Signed-in sessions and failed sign-ins, in the database so every instance shares them: a
 * session deleted at sign-out is gone everywhere, and a guess counted on one instance counts
 * on all.
 */
export interface SignInRepository {
  createSession(session: SessionRow): Promise<void>;
  /**
   * Makes the session's row unless it has one (ended or not): a signed cookie from before
   * sessions had rows is given its row on first use. Safe to call in parallel.
   */
  adoptSession(session: SessionRow): Promise<void>;
  /** Whether the session exists, belongs to the profile, was not ended and has not expired. */
  isSessionLive(sessionId: string, profileId: string, now: Date): Promise<boolean>;
  /**
   * Ends the session: its row, made if it had none, is marked ended and kept until it expires,
   * so the same cookie can never start it again.
   */
  endSession(session: SessionRow): Promise<void>;
  /**
   * Counts one attempt against each subject, atomically: a window older than `windowMs` (or
   * none) starts afresh at `now` with 1. Returns each subject's count after this attempt.
   */
  countAttempt(subjects: readonly string[], now: Date, windowMs: number): Promise<FailureCount[]>;
  /**
   * An account's failures in a row and the last one's time (kept in `window_start`: the time its
   * failures are forgotten from), its row locked until the calling transaction ends (made when
   * missing, so parallel attempts wait for each other here). Call it inside `repo.transaction`.
   */
  lockBackoff(subject: string, now: Date): Promise<BackoffState>;
  /** Writes an account's failures in a row (after lockBackoff, in the same transaction). */
  saveBackoff(subject: string, state: { failures: number; lastFailureAt: Date }): Promise<void>;
  /** Forgets the subject's failures (a successful sign-in). */
  clearFailures(subject: string): Promise<void>;
  /** Takes back one counted attempt (it succeeded); never below zero. */
  uncountAttempt(subject: string): Promise<void>;
  /** Drops expired sessions and failure windows that started before `olderThan`. */
  purge(now: Date, olderThan: Date): Promise<void>;
}

export function signInRepository(db: CurrentDb): SignInRepository {
  return {
    async createSession({ sessionId, profileId, expiresAt, now }) {
      await db()
        .insertInto('signInSessions')
        .values(encode({ sessionId, profileId, expiresAt, createdAt: now }))
        .execute();
    },

    async adoptSession({ sessionId, profileId, expiresAt, now }) {
      await db()
        .insertInto('signInSessions')
        .values(encode({ sessionId, profileId, expiresAt, createdAt: now }))
        .onConflict((conflict) => conflict.column('sessionId').doNothing())
        .execute();
    },

    async isSessionLive(sessionId, profileId, now) {
      const row = await db()
        .selectFrom('signInSessions')
        .select('sessionId')
        .where('sessionId', '=', sessionId)
        .where('profileId', '=', profileId)
        .where('endedAt', 'is', null)
        .where('expiresAt', '>', instant(now))
        .executeTakeFirst();
      return row !== undefined;
    },

    async endSession({ sessionId, profileId, expiresAt, now }) {
      await db()
        .insertInto('signInSessions')
        .values(encode({ sessionId, profileId, expiresAt, createdAt: now, endedAt: now }))
        .onConflict((conflict) =>
          conflict.column('sessionId').doUpdateSet({ endedAt: now.toISOString() }),
        )
        .execute();
    },

    async countAttempt(subjects, now, windowMs) {
      const counts: FailureCount[] = [];
      const expired = instant(new Date(now.getTime() - windowMs));
      for (const subject of subjects) {
        const row = await db()
          .insertInto('signInFailures')
          .values(encode({ subject, failures: 1, windowStart: now }))
          .onConflict((conflict) =>
            conflict.column('subject').doUpdateSet({
              failures: sql<number>`CASE WHEN sign_in_failures.window_start <= ${expired} THEN 1 ELSE sign_in_failures.failures + 1 END`,
              windowStart: sql<string>`CASE WHEN sign_in_failures.window_start <= ${expired} THEN excluded.window_start ELSE sign_in_failures.window_start END`,
            }),
          )
          .returning(['failures', 'windowStart'])
          .executeTakeFirstOrThrow();
        counts.push({ subject, failures: row.failures, windowStart: new Date(row.windowStart) });
      }
      return counts;
    },

    async lockBackoff(subject, now) {
      await db()
        .insertInto('signInFailures')
        .values(encode({ subject, failures: 0, windowStart: now }))
        .onConflict((conflict) => conflict.column('subject').doNothing())
        .execute();
      const row = await db()
        .selectFrom('signInFailures')
        .select(['failures', 'windowStart'])
        .where('subject', '=', subject)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return {
        failures: row.failures,
        lastFailureAt: row.failures > 0 ? new Date(row.windowStart) : null,
      };
    },

    async saveBackoff(subject, { failures, lastFailureAt }) {
      await db()
        .updateTable('signInFailures')
        .set(encode({ failures, windowStart: lastFailureAt }))
        .where('subject', '=', subject)
        .execute();
    },

    async clearFailures(subject) {
      await db().deleteFrom('signInFailures').where('subject', '=', subject).execute();
    },

    async uncountAttempt(subject) {
      await db()
        .updateTable('signInFailures')
        .set({ failures: sql<number>`GREATEST(failures - 1, 0)` })
        .where('subject', '=', subject)
        .execute();
    },

    async purge(now, olderThan) {
      await db().deleteFrom('signInSessions').where('expiresAt', '<=', instant(now)).execute();
      await db()
        .deleteFrom('signInFailures')
        .where('windowStart', '<', instant(olderThan))
        .execute();
    },
  };
}
