import { sql } from "drizzle-orm";
import type { Db } from "./db.server";

/**
 * Every PostgreSQL advisory lock the app takes, in one list so two jobs never share a number. The migrations hold
 * theirs for the session (db.server.ts); each job holds its own for one transaction, so a crashed process never
 * leaves one behind.
 */
export const jobLocks = {
  migrations: 7243001,
  cleanup: 7243002,
  digest: 7243003,
  reconcile: 7243004,
  cancellation: 7243010,
  dunning: 7243011,
  planChangeRefund: 7243013,
  instantMails: 7243020,
  paymentReturn: 7243014,
} as const;

export type JobLock = keyof typeof jobLocks;

/**
 * Takes a job's lock for the rest of the transaction `tx`, or answers false at once when another process holds it
 * (that process is doing the job: this one skips it).
 */
export async function tryJobLock(tx: Db, job: JobLock) {
  const answer = await tx.execute(sql`select pg_try_advisory_xact_lock(${jobLocks[job]}) as "locked"`);
  // Both drivers answer with a `rows` array; Drizzle's shared type does not say so.
  return Boolean((answer as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked);
}

/**
 * Claims a batch of due rows for a job that calls a slow outside service for each: in one short transaction under
 * the job's lock, `pick` reads the due rows (`for update skip locked`) and `mark` stamps them claimed until a time,
 * so the call itself runs after the commit, never inside a transaction, and no other run takes the same rows until
 * the claim runs out. Null when another process holds the lock.
 */
export async function claimDue<Row extends { id: string }>(
  db: Db,
  job: JobLock,
  pick: (tx: Db) => Promise<Row[]>,
  mark: (tx: Db, ids: string[]) => Promise<unknown>,
): Promise<Row[] | null> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, job))) return null;
    const due = await pick(tx);
    if (due.length > 0)
      await mark(
        tx,
        due.map((row) => row.id),
      );
    return due;
  });
}
