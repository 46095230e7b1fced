import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTime, formatMonth } from "~/lib/format";

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
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:flex sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {row.deskId} · {row.email}
        </p>
        <p className="text-sm text-muted-foreground">
          {row.generatedAt ? `Made ${formatDateTime(row.generatedAt)}` : "Not made yet"}
          {row.sentAt ? ` · mailed ${formatDateTime(row.sentAt)}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {row.reportId && row.generatedAt && (
          <a className="font-medium underline underline-offset-4" href={`/dashboard/reports/${row.reportId}`} download>
            Preview<span className="sr-only"> {row.deskId}'s report</span>
          </a>
        )}
        {row.reportId && row.generatedAt && (
          <Form method="post">
            <input type="hidden" name="reportId" value={row.reportId} />
            <Button type="submit" name="intent" value="resend" size="sm" variant="outline">
              Send again<span className="sr-only"> to {row.deskId}</span>
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="clientId" value={row.clientId} />
          <input type="hidden" name="month" value={month} />
          <Button type="submit" name="intent" value="regenerate" size="sm" variant="outline">
            Regenerate<span className="sr-only"> for {row.deskId}</span>
          </Button>
        </Form>
      </div>
    </li>
  );
}

/** The admin's monthly reports for one month: every client with an active plan or a report, and what was done. */
export function AdminReports({ month, rows, message }: { month: string; rows: AdminReportRow[]; message?: string }) {
  return (
    <section aria-labelledby="admin-reports-title" className="grid gap-4">
      <h2 id="admin-reports-title" className="text-2xl font-bold">
        Monthly reports: {formatMonth(month)}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm" htmlFor="report-month">
          Month
          <input
            id="report-month"
            name="month"
            type="month"
            defaultValue={month}
            className="rounded-md border px-2 py-1"
          />
        </label>
        <Button type="submit" size="sm">
          Show
        </Button>
      </Form>
      {message && (
        <p role="status" className="text-sm">
          {message}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-muted-foreground">No client had an active plan that month.</p>
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
