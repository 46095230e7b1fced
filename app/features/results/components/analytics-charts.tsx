import { Link } from "react-router";
import { LineChart } from "~/components/charts/line-chart";
import { formatChange, formatCompact, formatDate, formatMonth, formatShortDay } from "~/lib/format";
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
  return (
    <nav aria-label="Period">
      <ul className="flex flex-wrap gap-2">
        {[7, 30, 90].map((d) => (
          <li key={d}>
            <Link
              to={`?days=${d}`}
              preventScrollReset
              aria-current={d === days ? "page" : undefined}
              className="inline-block rounded-md border border-border px-3 py-1.5 text-sm aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {d} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function changeText(figure: FigureView, days: number) {
  if (figure.change === null) return `No figures to compare with the previous ${days} days`;
  return `${formatChange(figure.change)} on the previous ${days} days`;
}

/** A family's figures over the period: the chart of its counts per day, then each figure's total and change. */
function FamilyCard({ family, view }: { family: FamilyView; view: ChartsView }) {
  return (
    <section aria-labelledby={`family-${family.id}`} className="grid min-w-0 gap-3">
      <h3 id={`family-${family.id}`} className="text-lg font-semibold">
        {family.title}
      </h3>
      {family.series.length > 0 ? (
        <LineChart
          title={`${family.title} per day`}
          description={`${formatDate(view.period.from)} to ${formatDate(view.period.to)}`}
          labels={view.labels.map((day) => formatDate(day))}
          shortLabels={view.labels.map(formatShortDay)}
          series={family.series.map((s) => ({ name: s.label, values: s.values }))}
          format={formatCompact}
          emptyText="No figure"
          labelHeading="Day"
          whole
        />
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {family.figures.map((figure) => (
          <div key={figure.key} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-xl font-semibold">
              {figure.value === null ? "No figure" : formatFigure(figure.unit, figure.value)}
            </dd>
            <dd className="text-sm text-muted-foreground">{changeText(figure, view.days)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Each figure of the last full month against the month before, with the change. */
function MonthTable({ months }: { months: ChartsView["months"] }) {
  const [current, previous] = [formatMonth(months.current.month), formatMonth(months.previous.month)];
  const cell = (f: FigureView, v: number | null) => (v === null ? "No figure" : formatFigure(f.unit, v));
  return (
    <section aria-labelledby="month-over-month" className="grid min-w-0 gap-3">
      <h3 id="month-over-month" className="text-lg font-semibold">
        Month over month
      </h3>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {current} against {previous}
          </caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="p-2">
                Figure
              </th>
              <th scope="col" className="p-2">
                {current}
              </th>
              <th scope="col" className="p-2">
                {previous}
              </th>
              <th scope="col" className="p-2">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {months.rows.map((f) => (
              <tr key={f.key} className="border-t border-border">
                <th scope="row" className="p-2 text-left font-normal">
                  {f.label}
                </th>
                <td className="p-2">{cell(f, f.value)}</td>
                <td className="p-2">{cell(f, f.previous)}</td>
                <td className="p-2">{f.change === null ? "None" : formatChange(f.change)}</td>
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
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground">
        No figures yet: connect Google Analytics and Search Console to a project, and its traffic and search figures
        show here from the next day.
      </p>
      <ul className="grid gap-1">
        {projects.map((p) => (
          <li key={p.id}>
            <Link to={`/dashboard/projects/${p.id}/google`} className="text-primary underline wrap-anywhere">
              Connect Google for {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Analytics trends: the period links, a chart per family with figures, and the month over month table. */
export function AnalyticsCharts({ view, title = "Trends" }: { view: ChartsView; title?: string }) {
  return (
    <section aria-labelledby="trends" className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trends" className="text-2xl font-bold wrap-anywhere">
          {title}
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
