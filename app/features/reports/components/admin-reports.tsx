import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTime, formatMonth } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";

export type AdminReportRow = {
  clientId: string;
  email: string;
  deskId: string;
  reportId: string | null;
  generatedAt: Date | string | null;
  sentAt: Date | string | null;
};

/** One client's report of the month: its download (the preview), "Send again" and "Regenerate". */
function ReportRow({ row, month }: { row: AdminReportRow; month: string }) {
  const { m, locale } = usePortalTexts();
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:flex sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {row.deskId} · {row.email}
        </p>
        <p className="text-sm text-muted-foreground">
          {row.generatedAt ? m.report_made({ time: formatDateTime(row.generatedAt, locale) }) : m.report_not_made()}
          {row.sentAt ? ` · ${m.report_mailed({ time: formatDateTime(row.sentAt, locale) })}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {row.reportId && row.generatedAt && (
          <a className="font-medium underline underline-offset-4" href={`/dashboard/reports/${row.reportId}`} download>
            {m.report_preview()}
            <span className="sr-only"> {m.report_preview_of({ id: row.deskId })}</span>
          </a>
        )}
        {row.reportId && row.generatedAt && (
          <Form method="post">
            <input type="hidden" name="reportId" value={row.reportId} />
            <Button type="submit" name="intent" value="resend" size="sm" variant="outline">
              {m.report_send_again()}
              <span className="sr-only"> {m.report_send_again_to({ id: row.deskId })}</span>
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="clientId" value={row.clientId} />
          <input type="hidden" name="month" value={month} />
          <Button type="submit" name="intent" value="regenerate" size="sm" variant="outline">
            {m.report_regenerate()}
            <span className="sr-only"> {m.report_regenerate_for({ id: row.deskId })}</span>
          </Button>
        </Form>
      </div>
    </li>
  );
}

/** The admin's monthly reports for one month: every client with an active plan or a report, and what was done. */
export function AdminReports({ month, rows, message }: { month: string; rows: AdminReportRow[]; message?: string }) {
  const { m, locale } = usePortalTexts();
  return (
    <section aria-labelledby="admin-reports-title" className="grid gap-4">
      <h2 id="admin-reports-title" className="text-2xl font-bold">
        {m.report_monthly_for({ month: formatMonth(month, "long", locale) })}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm" htmlFor="report-month">
          {m.report_month()}
          <input
            id="report-month"
            name="month"
            type="month"
            defaultValue={month}
            className="rounded-md border px-2 py-1"
          />
        </label>
        <Button type="submit" size="sm">
          {m.report_show()}
        </Button>
      </Form>
      {message && (
        <p role="status" className="text-sm">
          {message}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{m.report_none()}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <ReportRow key={row.clientId} row={row} month={month} />
          ))}
        </ul>
      )}
    </section>
  );
}
