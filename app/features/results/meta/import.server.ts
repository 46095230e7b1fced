import { and, eq, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { metaConnections } from "#db/schema";
import { addDays, colomboDayKey } from "~/lib/colombo-month";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { tryJobLock } from "~/lib/job-locks.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { openToken } from "../connection/token-crypto.server";
import { upsertSnapshots } from "../store.server";
import { MetaError } from "./client.server";
import { markReconnectNeeded, recordFailure } from "./connection.server";
import { instagramDays, pageDays } from "./insights.server";
import { META_MESSAGES } from "./messages";
import { postFigures } from "./post-figures.server";
import { type MetaEnv, type MetaSettings, metaSettings } from "./settings.server";

// A first import reaches back four weeks (Instagram keeps follower counts for 30 days only).
export const BACKFILL_DAYS = 28;
// Days fetched per step; the cursor moves after each, so a run stopped half way resumes at the next step.
export const STEP_DAYS = 7;
// Without a wait from Meta's usage headers, a rate limit pauses the connection this long.
export const RATE_LIMIT_PAUSE_MS = 60 * 60_000;
// A run holds a connection this long; one that dies mid-way leaves it to the next run after that.
const CLAIM_MS = 30 * 60_000;

type Services = { db: Db; env: MetaEnv };
type Row = typeof metaConnections.$inferSelect;

/** The start of `now`'s Colombo day, as an instant. */
const colomboDayStart = (now: Date) => new Date(`${colomboDayKey(now)}T00:00:00+05:30`);

/**
 * Claims the connections due: a Page picked, no new login awaited, no rate-limit pause running, and either days
 * missing up to yesterday or no complete run yet today. Null when another process holds the job's lock.
 */
async function claimDue(db: Db, now: Date) {
  const yesterday = addDays(colomboDayKey(now), -1);
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "metaImport"))) return null;
    const due = await tx
      .select()
      .from(metaConnections)
      .where(
        and(
          isNotNull(metaConnections.pageToken),
          eq(metaConnections.reconnectNeeded, false),
          or(isNull(metaConnections.retryAfter), lte(metaConnections.retryAfter, now)),
          or(isNull(metaConnections.claimedUntil), lte(metaConnections.claimedUntil, now)),
          or(
            isNull(metaConnections.importedThrough),
            lt(metaConnections.importedThrough, yesterday),
            isNull(metaConnections.lastImportAt),
            lt(metaConnections.lastImportAt, colomboDayStart(now)),
          ),
        ),
      )
      .for("update", { skipLocked: true });
    if (due.length > 0)
      await tx
        .update(metaConnections)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(
          inArray(
            metaConnections.projectId,
            due.map((r) => r.projectId),
          ),
        );
    return due;
  });
}

/** One connection: the missing days step by step (cursor saved with each step's figures), then the posts' figures. */
async function importOne(db: Db, settings: MetaSettings, row: Row, now: Date) {
  if (!row.pageId || !row.pageToken) return;
  const token = openToken(settings.key, row.pageToken);
  const today = colomboDayKey(now);
  const yesterday = addDays(today, -1);
  let from = row.importedThrough ? addDays(row.importedThrough, 1) : addDays(yesterday, 1 - BACKFILL_DAYS);
  while (from <= yesterday) {
    const to = [addDays(from, STEP_DAYS - 1), yesterday].sort()[0] ?? yesterday;
    const rows = await pageDays(settings, token, row.pageId, { from, to });
    if (row.instagramId) rows.push(...(await instagramDays(settings, token, row.instagramId, { from, to })));
    await db.transaction(async (tx) => {
      if (rows.length > 0) await upsertSnapshots(tx, rows);
      await tx.update(metaConnections).set({ importedThrough: to }).where(eq(metaConnections.projectId, row.projectId));
    });
    from = addDays(to, 1);
  }
  const figures = await postFigures(db, settings, token, row.projectId, { kind: "page", id: row.pageId }, today);
  if (row.instagramId)
    figures.push(
      ...(await postFigures(db, settings, token, row.projectId, { kind: "instagram", id: row.instagramId }, today)),
    );
  if (figures.length > 0) await upsertSnapshots(db, figures);
  await db
    .update(metaConnections)
    .set({ lastImportAt: now, lastError: null, lastErrorAt: null, retryAfter: null })
    .where(eq(metaConnections.projectId, row.projectId));
}

/** A failed connection's record: a refused token waits for a new login, a rate limit pauses, anything else is said. */
async function recordOutcome(db: Db, projectId: string, error: unknown, now: Date) {
  if (error instanceof MetaError && error.kind === "token") return markReconnectNeeded(db, projectId, now);
  if (error instanceof MetaError && error.kind === "rate-limit") {
    const retryAfter = new Date(now.getTime() + (error.waitMs ?? RATE_LIMIT_PAUSE_MS));
    await db
      .update(metaConnections)
      .set({ retryAfter, lastError: META_MESSAGES.rateLimited, lastErrorAt: now })
      .where(eq(metaConnections.projectId, projectId));
    return;
  }
  const reason = error instanceof MetaError ? error.message : "the import stopped on an unexpected error";
  if (!(error instanceof MetaError))
    console.error(`Meta import for project ${projectId} failed:`, describeError(error));
  await recordFailure(db, projectId, reason, now);
}

/**
 * One run as of `now`: every due connection is brought up to yesterday (Colombo) and its posts' figures to today.
 * Null when Meta is not set up or another process holds the job. Calls to Meta run outside any transaction.
 */
export async function runMetaImport({ db, env }: Services, now: Date = new Date()) {
  const settings = metaSettings(env);
  if (!settings) return null;
  const claimed = await claimDue(db, now);
  if (!claimed) return null;
  let done = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await importOne(db, settings, row, now);
      done += 1;
    } catch (error) {
      failed += 1;
      await recordOutcome(db, row.projectId, error, now);
    } finally {
      await db.update(metaConnections).set({ claimedUntil: null }).where(eq(metaConnections.projectId, row.projectId));
    }
  }
  return { done, failed };
}

/**
 * The Meta import of this process: every hour and at start. A connection is imported once a Colombo day (its
 * first run after midnight), and again only after a failure or a rate-limit pause, so a server down at night
 * catches up within the hour.
 */
export function startMetaImport(services: Services & { everyMs?: number }) {
  return startPeriodicJob({
    label: "Meta import",
    everyMs: services.everyMs ?? 60 * 60_000,
    atStart: true,
    run: (now: Date = new Date()) => runMetaImport(services, now),
    report: (r) => (r && r.done + r.failed > 0 ? `Meta import: ${r.done} done, ${r.failed} failed` : null),
  });
}
