import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { monthlyReports, subscriptions, users } from "#db/schema";
import { clientPlan } from "~/features/calendar/index.server";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { queueMail } from "~/lib/mail.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { reportMail } from "./mails.server";
import { makeReportFile, type ReportServices, reportWithClient } from "./report-files.server";
import { REPORT_FORM_MESSAGES } from "./schemas.server";

export const reportMessages = {
  notFound: "There is no such report.",
  notMade: "This report has not been made yet: regenerate it first.",
  freelancer: "Monthly reports are for clients and admins.",
  sent: "The report was queued to be mailed again.",
  regenerated: "The report was made again.",
} as const;

/**
 * One of the reports' English answers (above, and the admin's forms' refusals) in the reader's language (issue 33);
 * any other text as it is.
 */
export function reportText(m: PortalMessages, english: string): string {
  const said: Record<string, () => string> = {
    [reportMessages.notFound]: m.report_not_found,
    [reportMessages.notMade]: m.report_unmade,
    [reportMessages.freelancer]: m.report_freelancer,
    [reportMessages.sent]: m.report_sent,
    [reportMessages.regenerated]: m.report_regenerated,
    [REPORT_FORM_MESSAGES.month]: m.report_choose_month,
    [REPORT_FORM_MESSAGES.client]: m.report_no_client,
  };
  return Object.hasOwn(said, english) ? (said[english] as () => string)() : english;
}

/** A result whose refusal is said in the reader's language (`reportText`). */
export function reportResultIn<T>(m: PortalMessages, result: Result<T>): Result<T> {
  return result.ok
    ? result
    : { ok: false, problem: { ...result.problem, message: reportText(m, result.problem.message) } };
}

/** A client's reports that have a file, newest month first. */
export function listClientReports(db: Db, clientId: string) {
  return db
    .select({
      id: monthlyReports.id,
      month: monthlyReports.month,
      bytes: monthlyReports.bytes,
      generatedAt: monthlyReports.generatedAt,
    })
    .from(monthlyReports)
    .where(and(eq(monthlyReports.clientId, clientId), isNotNull(monthlyReports.storageKey)))
    .orderBy(desc(monthlyReports.month));
}

/** Whether the client has any report: the Analytics area is theirs then, even before a project is completed. */
export async function hasReports(db: Db, clientId: string) {
  const [row] = await db
    .select({ id: monthlyReports.id })
    .from(monthlyReports)
    .where(and(eq(monthlyReports.clientId, clientId), isNotNull(monthlyReports.storageKey)))
    .limit(1);
  return Boolean(row);
}

/** The admin's list for a month: every client with an active plan or a report of that month, and the report. */
export async function listMonthReports(db: Db, month: string) {
  const active = db
    .select({ id: subscriptions.userId })
    .from(subscriptions)
    .where(inArray(subscriptions.status, ["active", "past_due"]));
  const withReport = db
    .select({ id: monthlyReports.clientId })
    .from(monthlyReports)
    .where(eq(monthlyReports.month, month));
  return db
    .select({
      clientId: users.id,
      email: users.email,
      deskId: users.flideskId,
      reportId: monthlyReports.id,
      bytes: monthlyReports.bytes,
      generatedAt: monthlyReports.generatedAt,
      sentAt: monthlyReports.sentAt,
    })
    .from(users)
    .leftJoin(monthlyReports, and(eq(monthlyReports.clientId, users.id), eq(monthlyReports.month, month)))
    .where(and(eq(users.role, "client"), sql`(${users.id} in ${active} or ${users.id} in ${withReport})`))
    .orderBy(users.email);
}

/**
 * The admin's "Regenerate": the client's report of `month` made again (or for the first time) from today's data.
 * The new file is stored under a new key, the row swapped to it in one transaction, then the old file deleted, so a
 * download meanwhile gets one whole file. Audited; no mail ("Send again" does that).
 */
export async function regenerateReport(
  services: ReportServices,
  target: { clientId: string; month: string },
  by: AuditActor,
): Promise<Result<{ id: string }>> {
  const [client] = await services.db.select({ role: users.role }).from(users).where(eq(users.id, target.clientId));
  if (client?.role !== "client") return fail("not-found", reportMessages.notFound);
  const file = await makeReportFile(services, target.clientId, target.month);
  const swapped = await services.db.transaction(async (tx) => {
    await tx.insert(monthlyReports).values(target).onConflictDoNothing();
    const [old] = await tx
      .select({ id: monthlyReports.id, key: monthlyReports.storageKey })
      .from(monthlyReports)
      .where(and(eq(monthlyReports.clientId, target.clientId), eq(monthlyReports.month, target.month)))
      .for("update");
    if (!old) throw new Error("monthly report row vanished");
    await tx
      .update(monthlyReports)
      .set({ storageKey: file.key, bytes: file.bytes, generatedAt: sql`now()`, claimedUntil: null })
      .where(eq(monthlyReports.id, old.id));
    await recordAudit(tx, {
      action: "report-regenerated",
      by,
      target: { type: "report", id: old.id },
      detail: { month: target.month },
    });
    return old;
  });
  if (swapped.key) await services.storage.delete(swapped.key);
  return ok({ id: swapped.id });
}

/** The admin's "Send again": the report's mail queued once more, as the job sent it. Audited. */
export async function sendReportAgain(
  services: ReportServices,
  reportId: string,
  by: AuditActor,
): Promise<Result<{ id: string }>> {
  const found = await reportWithClient(services.db, reportId);
  if (!found) return fail("not-found", reportMessages.notFound);
  const { report, email, locale } = found;
  if (!report.storageKey || report.bytes === null) return fail("conflict", reportMessages.notMade);
  const bytes = report.bytes;
  const { businessName } = await clientPlan(services.db, report.clientId);
  await services.db.transaction(async (tx) => {
    await queueMail(
      tx,
      reportMail(
        services.env,
        email,
        { id: report.id, month: report.month, bytes, businessName: businessName ?? "" },
        locale ?? "en",
      ),
    );
    await tx.update(monthlyReports).set({ sentAt: sql`now()` }).where(eq(monthlyReports.id, report.id));
    await recordAudit(tx, {
      action: "report-resent",
      by,
      target: { type: "report", id: report.id },
      detail: { month: report.month },
    });
  });
  return ok({ id: report.id });
}
