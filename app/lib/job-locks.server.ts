import { sql } from "drizzle-orm";
import { type JobLock, jobLocks } from "./advisory-locks";
import type { Db } from "./db.server";

// The numbers live in advisory-locks.ts, which the database module also reads (for the migrations' lock)
// without importing this module, which needs the database's type.
export { type JobLock, jobLocks } from "./advisory-locks";

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
