import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { googleConnections } from "#db/schema";
import { addDays, colomboDayKey } from "~/lib/colombo-month";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { tryJobLock } from "~/lib/job-locks.server";
import { RESULTS_MESSAGES } from "../messages";
import { upsertSnapshots } from "../store.server";
import { GoogleError } from "./client.server";
import { accessToken } from "./connection.server";
import { fetchDays, SEARCH_ROW_LIMIT, type Step, type Target } from "./fetch-days.server";
import { type GoogleEnv, type GoogleSettings, googleSettings } from "./settings.server";

/** Days a first import reaches back: the 90 days the charts show. */
export const FIRST_DAYS = 90;
/** Days fetched in one request: a month, so a step's answer stays small and a stopped run loses little. */
export const STEP_DAYS = 30;
/** Google revises the last days' figures for about three days; a night fetches them again. */
export const REVISED_DAYS = 3;
/** The first quota refusal waits this long; each one in a row doubles it, up to a day. */
export const QUOTA_WAIT_MS = 30 * 60_000;
const MAX_WAIT_MS = 24 * 60 * 60_000;
/** After another failure, the next try: soon enough to recover by itself, late enough not to hammer Google. */
const FAILURE_WAIT_MS = 60 * 60_000;
/** How long a run holds a connection, renewed at each step: only a dead process's claim runs out. */
const LEASE_MS = 15 * 60_000;

/** The steps from the day after the cursor (and the days Google still revises) to yesterday in Colombo. */
export function stepsFor(importedThrough: string | null, now: Date): Step[] {
  const yesterday = addDays(colomboDayKey(now), -1);
  const oldest = addDays(yesterday, -(FIRST_DAYS - 1));
  const next = importedThrough ? addDays(importedThrough, 1) : oldest;
  const revised = addDays(yesterday, -(REVISED_DAYS - 1));
  let from = [next, revised].sort()[0] ?? next;
  if (from < oldest) from = oldest;
  const steps: Step[] = [];
  while (from <= yesterday) {
    const end = addDays(from, STEP_DAYS - 1);
    const to = [end, yesterday].sort()[0] ?? yesterday;
    steps.push({ from, to });
    from = addDays(to, 1);
  }
  return steps;
}

/**
 * Under the job's lock, in one short transaction: the connections with a property and a site, not imported through
 * yesterday, not waiting out a refusal and not held by another run, each claimed for LEASE_MS.
 */
async function claimDue(db: Db, now: Date) {
  const yesterday = addDays(colomboDayKey(now), -1);
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "googleImport"))) return null;
    const c = googleConnections;
    return tx
      .update(c)
      .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          isNotNull(c.propertyId),
          isNotNull(c.siteUrl),
          or(isNull(c.importedThrough), lt(c.importedThrough, yesterday)),
          or(isNull(c.retryAfter), lt(c.retryAfter, now)),
          or(isNull(c.claimedUntil), lt(c.claimedUntil, now)),
        ),
      )
      .returning({
        projectId: c.projectId,
        propertyId: c.propertyId,
        siteUrl: c.siteUrl,
        importedThrough: c.importedThrough,
        quotaFailures: c.quotaFailures,
      });
  });
}
type Claimed = NonNullable<Awaited<ReturnType<typeof claimDue>>>[number];

/** A step's figures and the cursor past them, in one transaction: the cursor never runs ahead of the data. */
type Rows = Parameters<typeof upsertSnapshots>[1];
async function storeStep(db: Db, projectId: string, step: Step, rows: Rows, now: Date) {
  await db.transaction(async (tx) => {
    await upsertSnapshots(tx, rows);
    await tx
      .update(googleConnections)
      .set({ importedThrough: step.to, claimedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(eq(googleConnections.projectId, projectId));
  });
}

/** Why a run stopped, as the connection keeps it: the reason in words, and when to try again. */
function failureOf(error: unknown, quotaFailures: number, now: Date) {
  if (error instanceof GoogleError && error.kind === "quota") {
    const wait = Math.min(QUOTA_WAIT_MS * 2 ** quotaFailures, MAX_WAIT_MS);
    return { reason: error.message, retryAfter: new Date(now.getTime() + wait), quotaFailures: quotaFailures + 1 };
  }
  if (error instanceof GoogleError && error.kind === "invalid-grant")
    return { reason: RESULTS_MESSAGES.grantRevoked, retryAfter: new Date(now.getTime() + MAX_WAIT_MS), quotaFailures };
  // Google's own words (no token, no code: see client.server.ts); anything else is the app's and logged apart.
  const reason = error instanceof GoogleError ? error.message : RESULTS_MESSAGES.importBroke;
  return { reason, retryAfter: new Date(now.getTime() + FAILURE_WAIT_MS), quotaFailures };
}

/** Each step in turn with a token that works: one refused token is renewed once, a second refusal stops the run. */
async function importSteps(
  db: Db,
  settings: GoogleSettings,
  one: Claimed & Target,
  steps: Step[],
  now: Date,
  rowLimit: number,
) {
  let token = await accessToken(db, settings, one.projectId, now);
  let renewed = false;
  for (const step of steps) {
    let rows: Awaited<ReturnType<typeof fetchDays>>;
    try {
      rows = await fetchDays({ settings, token }, one, step, rowLimit);
    } catch (error) {
      if (!(error instanceof GoogleError) || error.kind !== "unauthenticated" || renewed) throw error;
      renewed = true;
      token = await accessToken(db, settings, one.projectId, now, true);
      rows = await fetchDays({ settings, token }, one, step, rowLimit);
    }
    await storeStep(db, one.projectId, step, rows, now);
  }
}

/** One claimed connection: its missing days imported, then its state: cleared after a good run, else the failure. */
async function importOne(db: Db, settings: GoogleSettings, one: Claimed, now: Date, rowLimit: number) {
  const c = googleConnections;
  const where = eq(c.projectId, one.projectId);
  if (!one.propertyId || !one.siteUrl) return false;
  try {
    const target = { ...one, propertyId: one.propertyId, siteUrl: one.siteUrl };
    await importSteps(db, settings, target, stepsFor(one.importedThrough, now), now, rowLimit);
    await db
      .update(c)
      .set({
        lastImportAt: now,
        lastError: null,
        lastErrorAt: null,
        retryAfter: null,
        quotaFailures: 0,
        claimedUntil: null,
      })
      .where(where);
    return true;
  } catch (error) {
    if (!(error instanceof GoogleError))
      console.error(`Google import of project ${one.projectId} failed:`, describeError(error));
    const failure = failureOf(error, one.quotaFailures, now);
    await db
      .update(c)
      .set({
        lastError: failure.reason,
        lastErrorAt: now,
        retryAfter: failure.retryAfter,
        quotaFailures: failure.quotaFailures,
        claimedUntil: null,
      })
      .where(where);
    return false;
  }
}

export type ImportOptions = { db: Db; env: GoogleEnv; rowLimit?: number };

/**
 * One run as of `now`: every due connection imported from its cursor to yesterday (Colombo), once even when two
 * processes run at the same time. Null when Google is not set up or another process holds the job's lock.
 */
export async function runGoogleImport(options: ImportOptions, now: Date = new Date()) {
  const settings = googleSettings(options.env);
  if (!settings) return null;
  const claimed = await claimDue(options.db, now);
  if (!claimed) return null;
  let imported = 0;
  let failed = 0;
  for (const one of claimed) {
    if (await importOne(options.db, settings, one, now, options.rowLimit ?? SEARCH_ROW_LIMIT)) imported += 1;
    else failed += 1;
  }
  return { imported, failed };
}
