import { formatDate, formatMonth } from "~/lib/format";

/** A report as the client's list shows it. */
export type ReportListItem = { id: string; month: string; bytes: number | null; generatedAt: Date | string | null };

const size = (bytes: number | null) => (bytes === null ? "" : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The client's monthly reports on their Analytics area, newest first, each a download of its PDF
 * (`/dashboard/reports/<id>`, a plain link: the file comes as an attachment).
 */
export function MonthlyReportList({ reports }: { reports: ReportListItem[] }) {
  return (
    <section aria-labelledby="monthly-reports-title" className="grid gap-3">
      <h2 id="monthly-reports-title" className="text-2xl font-bold">
        Monthly reports
      </h2>
      {reports.length === 0 ? (
        <p className="text-muted-foreground">Your first monthly report arrives on the 1st of next month.</p>
      ) : (
        <ul className="grid gap-2">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <span>
                <span className="font-semibold">{formatMonth(report.month)}</span>
                {report.generatedAt && (
                  <span className="text-muted-foreground"> · made {formatDate(report.generatedAt)}</span>
                )}
              </span>
              <a className="font-medium underline underline-offset-4" href={`/dashboard/reports/${report.id}`} download>
                Download PDF<span className="sr-only"> report for {formatMonth(report.month)}</span>
                {report.bytes !== null && <span className="text-muted-foreground"> ({size(report.bytes)})</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
