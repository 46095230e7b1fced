import { formatDate, formatNumber } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import type { ReportFigures } from "../reports";

/** A stored analytics report as bars: views and visitors on one scale, bounce rate out of 100. */
export type ReportView = ReportFigures & { id: string; createdAt: string | Date };

function Bar({ label, value, max, suffix = "" }: { label: string; value: number; max: number; suffix?: string }) {
  const width = max > 0 ? Math.max(2, Math.round((value / max) * 100)) : 0;
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold">
          {formatNumber(value)}
          {suffix}
        </span>
      </div>
      <div className="h-3 rounded-full bg-muted" aria-hidden="true">
        <div className="h-3 rounded-full bg-primary" style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

export function ReportChart({ report }: { report: ReportView }) {
  const { m, locale } = usePortalTexts();
  const views = report.pageViews ?? 0;
  const visitors = report.uniqueVisitors ?? 0;
  const max = Math.max(views, visitors);
  return (
    <figure className="grid gap-3 rounded-lg border border-border p-4">
      <figcaption className="text-sm text-muted-foreground">
        {m.project_report_of({ date: formatDate(report.createdAt, locale) })}
      </figcaption>
      <Bar label={m.project_report_page_views()} value={views} max={max} />
      <Bar label={m.project_report_unique_visitors()} value={visitors} max={max} />
      <Bar label={m.project_report_bounce_rate()} value={report.bounceRate ?? 0} max={100} suffix="%" />
      <p className="text-sm">
        <span className="text-muted-foreground">{m.project_report_average_session()}</span>{" "}
        {m.project_report_minutes({ count: report.avgSessionDuration ?? 0 })}
      </p>
      {report.topPages.length > 0 && (
        <p className="text-sm">
          <span className="text-muted-foreground">{m.project_report_top_pages()}</span> {report.topPages.join(", ")}
        </p>
      )}
      {report.notes && <p className="text-sm">{report.notes}</p>}
    </figure>
  );
}
