import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { MailAttachmentRef } from "#db/schema";
import { monthlyReports, users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { AttachmentMaker } from "~/lib/outbox-delivery.server";
import type { Storage } from "~/lib/storage.server";
import type { KeywordSource } from "./keywords";
import { reportData } from "./report-data.server";
import { renderReportPdf } from "./report-pdf.server";

/** What making, storing and mailing reports needs: the database, the file store, the site's address. */
export type ReportServices = { db: Db; storage: Storage; env: Pick<Env, "PUBLIC_URL">; keywords?: KeywordSource };

/** A report's file name when downloaded or attached. */
export const reportFilename = (month: string) => `fli-digital-report-${month}.pdf`;

/**
 * Makes a client's report for `month`, in the client's language (`users.locale`, English when null: decision 48),
 * and stores it under a new key (never over the one a row names, so a reader
 * of the old file is never cut short): the caller swaps the row to it, then deletes the old file.
 */
export async function makeReportFile(services: ReportServices, clientId: string, month: string) {
  const data = await reportData(services.db, clientId, month, services.keywords);
  const [owner] = await services.db.select({ locale: users.locale }).from(users).where(eq(users.id, clientId));
  const pdf = await renderReportPdf(data, { locale: owner?.locale ?? "en" });
  const key = `reports/${clientId}/${month}-${Date.now()}-${randomBytes(6).toString("hex")}.pdf`;
  await services.storage.put(key, pdf, "application/pdf");
  return { key, bytes: pdf.length, businessName: data.businessName };
}

/** The client's address and a report row, by the report's id. */
export async function reportWithClient(db: Db, reportId: string) {
  const [row] = await db
    .select({ report: monthlyReports, email: users.email, locale: users.locale })
    .from(monthlyReports)
    .innerJoin(users, eq(users.id, monthlyReports.clientId))
    .where(eq(monthlyReports.id, reportId));
  return row ?? null;
}

/** A stored report's bytes, whole (for a mail's attachment; downloads stream instead). */
async function readAll(storage: Storage, key: string) {
  const object = await storage.get(key);
  if (!object) return null;
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

/**
 * The outbox worker's maker of report attachments: the file the report's row names when the mail leaves (a report
 * regenerated meanwhile goes out as regenerated).
 */
export function reportAttachments(db: Db, storage: Storage): AttachmentMaker {
  return async (ref: MailAttachmentRef) => {
    if (ref.kind !== "monthly-report") throw new Error(`Unknown attachment kind ${ref.kind}`);
    const found = await reportWithClient(db, ref.ref);
    const key = found?.report.storageKey;
    const content = key ? await readAll(storage, key) : null;
    if (!found || !content) throw new Error(`No monthly report ${ref.ref} to attach`);
    return { filename: reportFilename(found.report.month), content, contentType: "application/pdf" };
  };
}
