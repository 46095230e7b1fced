import { formatDate, formatMonth } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";

/** A report as the client's list shows it. */
export type ReportListItem = { id: string; month: string; bytes: number | null; generatedAt: Date | string | null };

const size = (bytes: number | null) => (bytes === null ? "" : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The client's monthly reports on their Analytics area, newest first, each a download of its PDF
 * (`/dashboard/reports/<id>`, a plain link: the file comes as an attachment).
 */
export function MonthlyReportList({ reports }: { reports: ReportListItem[] }) {
  const { m, locale } = usePortalTexts();
  return (
    <section aria-labelledby="monthly-reports-title" className="grid gap-3">
      <h2 id="monthly-reports-title" className="text-2xl font-bold">
        {m.report_monthly()}
      </h2>
      {reports.length === 0 ? (
        <p className="text-muted-foreground">{m.report_first()}</p>
      ) : (
        <ul className="grid gap-2">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <span>
                <span className="font-semibold">{formatMonth(report.month, "long", locale)}</span>
                {report.generatedAt && (
                  <span className="text-muted-foreground">
                    {" · "}
                    {m.report_made_on({ date: formatDate(report.generatedAt, locale) })}
                  </span>
                )}
              </span>
              <a className="font-medium underline underline-offset-4" href={`/dashboard/reports/${report.id}`} download>
                {m.report_download()}
                <span className="sr-only">
                  {" "}
                  {m.report_for_month({ month: formatMonth(report.month, "long", locale) })}
                </span>
                {report.bytes !== null && <span className="text-muted-foreground"> ({size(report.bytes)})</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
