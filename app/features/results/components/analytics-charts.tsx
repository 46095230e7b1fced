import { Link } from "react-router";
import { LineChart } from "~/components/charts/line-chart";
import { formatChange, formatCompact, formatDate, formatMonth, formatShortDay } from "~/lib/format";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { familyTitle, figureLabel } from "../charts/figure-labels";
import { formatFigure } from "../charts/metrics";
import type { FamilyView, FigureView } from "../charts/period";

/** What the page needs of the loader's figures (a plain object: it crosses the network as JSON). */
export type ChartsView = {
  days: number;
  period: { from: string; to: string };
  labels: string[];
  families: FamilyView[];
  months: { current: { month: string }; previous: { month: string }; rows: FigureView[] };
  projects: { id: string; title: string }[];
};

/** The 7, 30 and 90 days links, the chosen one marked for screen readers and by its look. */
function PeriodLinks({ days }: { days: number }) {
  const { m } = usePortalTexts();
  return (
    <nav aria-label={m.results_period()}>
      <ul className="flex flex-wrap gap-2">
        {[7, 30, 90].map((d) => (
          <li key={d}>
            <Link
              to={`?days=${d}`}
              preventScrollReset
              aria-current={d === days ? "page" : undefined}
              className="inline-block rounded-md border border-border px-3 py-1.5 text-sm aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {m.results_days({ days: d })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function changeText(m: PortalMessages, figure: FigureView, days: number) {
  if (figure.change === null) return m.results_change_none({ days });
  return m.results_change({ change: formatChange(figure.change), days });
}

/** A family's figures over the period: the chart of its counts per day, then each figure's total and change. */
function FamilyCard({ family, view }: { family: FamilyView; view: ChartsView }) {
  const { m, locale } = usePortalTexts();
  const title = familyTitle(m, family);
  return (
    <section aria-labelledby={`family-${family.id}`} className="grid min-w-0 gap-3">
      <h3 id={`family-${family.id}`} className="text-lg font-semibold">
        {title}
      </h3>
      {family.series.length > 0 ? (
        <LineChart
          title={m.results_per_day({ family: title })}
          description={m.results_date_range({
            from: formatDate(view.period.from, locale),
            to: formatDate(view.period.to, locale),
          })}
          labels={view.labels.map((day) => formatDate(day, locale))}
          shortLabels={view.labels.map((day) => formatShortDay(day, locale))}
          series={family.series.map((s) => ({ name: figureLabel(m, s), values: s.values }))}
          format={formatCompact}
          emptyText={m.results_no_figure()}
          labelHeading={m.results_day()}
          whole
        />
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {family.figures.map((figure) => (
          <div key={figure.key} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{figureLabel(m, figure)}</dt>
            <dd className="text-xl font-semibold">
              {figure.value === null ? m.results_no_figure() : formatFigure(figure.unit, figure.value)}
            </dd>
            <dd className="text-sm text-muted-foreground">{changeText(m, figure, view.days)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Each figure of the last full month against the month before, with the change. */
function MonthTable({ months }: { months: ChartsView["months"] }) {
  const { m, locale } = usePortalTexts();
  const [current, previous] = [
    formatMonth(months.current.month, "long", locale),
    formatMonth(months.previous.month, "long", locale),
  ];
  const cell = (f: FigureView, v: number | null) => (v === null ? m.results_no_figure() : formatFigure(f.unit, v));
  return (
    <section aria-labelledby="month-over-month" className="grid min-w-0 gap-3">
      <h3 id="month-over-month" className="text-lg font-semibold">
        {m.results_month_over_month()}
      </h3>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">{m.results_month_against({ current, previous })}</caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="p-2">
                {m.results_figure()}
              </th>
              <th scope="col" className="p-2">
                {current}
              </th>
              <th scope="col" className="p-2">
                {previous}
              </th>
              <th scope="col" className="p-2">
                {m.results_change_heading()}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.rows.map((f) => (
              <tr key={f.key} className="border-t border-border">
                <th scope="row" className="p-2 text-left font-normal">
                  {figureLabel(m, f)}
                </th>
                <td className="p-2">{cell(f, f.value)}</td>
                <td className="p-2">{cell(f, f.previous)}</td>
                <td className="p-2">{f.change === null ? m.results_none() : formatChange(f.change)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Nothing stored yet: no empty chart, but what to do: connect Google on a project's page. */
function NothingConnected({ projects }: { projects: ChartsView["projects"] }) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground">{m.results_nothing_connected()}</p>
      <ul className="grid gap-1">
        {projects.map((p) => (
          <li key={p.id}>
            <Link to={`/dashboard/projects/${p.id}/google`} className="text-primary underline wrap-anywhere">
              {m.results_connect_google_for({ title: p.title })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Analytics trends: the period links, a chart per family with figures, and the month over month table. */
export function AnalyticsCharts({ view, title }: { view: ChartsView; title?: string }) {
  const { m } = usePortalTexts();
  return (
    <section aria-labelledby="trends" className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trends" className="text-2xl font-bold wrap-anywhere">
          {title ?? m.results_trends()}
        </h2>
        <PeriodLinks days={view.days} />
      </div>
      {view.families.length === 0 ? (
        <NothingConnected projects={view.projects} />
      ) : (
        <>
          <div className="grid gap-8 xl:grid-cols-2">
            {view.families.map((family) => (
              <FamilyCard key={family.id} family={family} view={view} />
            ))}
          </div>
          <MonthTable months={view.months} />
        </>
      )}
    </section>
  );
}
