import type { Env } from "~/lib/env.server";
import { formatMonth } from "~/lib/format";
import type { Mail } from "~/lib/mail.server";
import { clientAreas } from "~/lib/portal-areas";

/** A report up to this size travels attached; a larger one is only linked (mail servers refuse large mails). */
export const ATTACH_LIMIT_BYTES = 2 * 1024 * 1024;

/** Where a client downloads a report: the portal's authorised route, which streams the stored file. */
export const reportDownload = (reportId: string) => `/dashboard/reports/${reportId}`;

/** The mail of a monthly report: attached when small, linked when not; the portal link in both cases. */
export function reportMail(
  env: Pick<Env, "PUBLIC_URL">,
  to: string,
  report: { id: string; month: string; bytes: number; businessName: string },
): Mail {
  const attached = report.bytes <= ATTACH_LIMIT_BYTES;
  const month = formatMonth(report.month);
  return {
    to,
    subject: `Your monthly report: ${month}`,
    text: [
      `Your report for ${month}${report.businessName ? ` (${report.businessName})` : ""} is ready: posts delivered, approvals, traffic, work on your projects and what is planned next month.`,
      "",
      attached
        ? "The report is attached as a PDF."
        : `The report is too large to attach. Download it here: ${env.PUBLIC_URL}${reportDownload(report.id)}`,
      `All your reports are on the Analytics tab of your Fli DESK: ${env.PUBLIC_URL}${clientAreas.analytics}`,
      "",
      "Fli Digital",
    ].join("\n"),
    ...(attached ? { attachments: [{ kind: "monthly-report" as const, ref: report.id }] } : {}),
  };
}
