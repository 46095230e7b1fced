import { and, eq, isNull, sql } from "drizzle-orm";
import { monthlyReports } from "#db/schema";
import { monthOf, monthRange } from "~/features/calendar/index.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { tryJobLock } from "~/lib/job-locks.server";
import { queueMail } from "~/lib/mail.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { reportMail } from "./mails.server";
import { makeReportFile, type ReportServices, reportWithClient } from "./report-files.server";

/** How long a run holds a report it makes: far past one report's time, so only a dead process's claim runs out. */
const CLAIM_MINUTES = 10;

/** The month a run at `now` reports on: the Colombo month before `now`'s. */
export const reportMonthFor = (now: Date) => monthOf(new Date(monthRange(monthOf(now)).start.getTime() - 1));

/**
 * Under the job's lock, in one short transaction: a row for every client with an active plan (active or past due)
 * that began before the month ended and has none for the month, then a claim on each row of the month not made yet.
 */
async function claimMonth(db: Db, month: string) {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "monthlyReports"))) return null;
    await tx.execute(sql`insert into monthly_reports (client_id, month)
      select distinct s.user_id, ${month} from subscriptions s join users u on u.id = s.user_id
      where u.role = 'client' and s.status in ('active', 'past_due') and s.created_at < ${monthRange(month).end}
      on conflict (client_id, month) do nothing`);
    return tx
      .update(monthlyReports)
      .set({ claimedUntil: sql`now() + make_interval(mins => ${CLAIM_MINUTES})` })
      .where(
        and(
          eq(monthlyReports.month, month),
          isNull(monthlyReports.storageKey),
          sql`(${monthlyReports.claimedUntil} is null or ${monthlyReports.claimedUntil} < now())`,
        ),
      )
      .returning({ id: monthlyReports.id, clientId: monthlyReports.clientId });
  });
}

/**
 * Makes and mails one claimed report: the file first (outside any transaction), then, in one transaction, the row
 * takes its key and the mail is queued; a row another run finished meanwhile keeps its file, and ours is deleted.
 */
async function makeOne(services: ReportServices, report: { id: string; clientId: string }, month: string) {
  const file = await makeReportFile(services, report.clientId, month);
  const made = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(monthlyReports)
      .set({ storageKey: file.key, bytes: file.bytes, generatedAt: sql`now()`, sentAt: sql`now()`, claimedUntil: null })
      .where(and(eq(monthlyReports.id, report.id), isNull(monthlyReports.storageKey)))
      .returning({ id: monthlyReports.id });
    if (!row) return false;
    const found = await reportWithClient(tx, report.id);
    if (found)
      await queueMail(
        tx,
        reportMail(services.env, found.email, { ...file, id: report.id, month }, found.locale ?? "en"),
      );
    return true;
  });
  if (!made) await services.storage.delete(file.key);
  return made;
}

/**
 * One run as of `now`: every due report of the month before is made, stored and mailed once. Null when another
 * process holds the job. A report that fails is logged and left claimed; the next run after its claim tries again.
 */
export async function runMonthlyReports(services: ReportServices, now: Date = new Date()) {
  const month = reportMonthFor(now);
  const claimed = await claimMonth(services.db, month);
  if (!claimed) return null;
  let made = 0;
  let failed = 0;
  for (const report of claimed) {
    try {
      if (await makeOne(services, report, month)) made += 1;
    } catch (error) {
      failed += 1;
      console.error(`Monthly report ${month} for client ${report.clientId} failed:`, describeError(error));
    }
  }
  return { month, made, failed };
}

/**
 * The monthly reports of this process: every hour and at start. A run finds nothing to do except in the first
 * hours of a Colombo month (or after a failure), so the 1st's reports go out within the hour after midnight.
 */
export function startMonthlyReports(services: ReportServices & { everyMs?: number }) {
  return startPeriodicJob({
    label: "Monthly reports",
    everyMs: services.everyMs ?? 60 * 60_000,
    atStart: true,
    run: (now: Date = new Date()) => runMonthlyReports(services, now),
    report: (r) =>
      r && r.made + r.failed > 0 ? `Monthly reports ${r.month}: ${r.made} made, ${r.failed} failed` : null,
  });
}
