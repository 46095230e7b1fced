import type { Env } from "~/lib/env.server";
import { formatMonth } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { Mail } from "~/lib/mail.server";
import { clientAreas } from "~/lib/portal-areas";
import { m } from "~/paraglide/messages.js";

/** A report up to this size travels attached; a larger one is only linked (mail servers refuse large mails). */
export const ATTACH_LIMIT_BYTES = 2 * 1024 * 1024;

/** Where a client downloads a report: the portal's authorised route, which streams the stored file. */
export const reportDownload = (reportId: string) => `/dashboard/reports/${reportId}`;

/**
 * The mail of a monthly report: attached when small, linked when not; the portal link in both cases. In the client's
 * language (their profile's; English until they choose one), decided when it is queued.
 */
export function reportMail(
  env: Pick<Env, "PUBLIC_URL">,
  to: string,
  report: { id: string; month: string; bytes: number; businessName: string },
  locale: Locale = "en",
): Mail {
  const attached = report.bytes <= ATTACH_LIMIT_BYTES;
  const month = formatMonth(report.month, "long", locale);
  const business = report.businessName ? ` (${report.businessName})` : "";
  const download = `${env.PUBLIC_URL}${reportDownload(report.id)}`;
  return {
    to,
    subject: m.mail_report_subject({ month }, { locale }),
    text: [
      m.mail_report_ready({ month, business }, { locale }),
      "",
      attached ? m.mail_report_attached({}, { locale }) : m.mail_report_too_large({ link: download }, { locale }),
      m.mail_report_all({ link: `${env.PUBLIC_URL}${clientAreas.analytics}` }, { locale }),
      "",
      "Fli Digital",
    ].join("\n"),
    ...(attached ? { attachments: [{ kind: "monthly-report" as const, ref: report.id }] } : {}),
  };
}
