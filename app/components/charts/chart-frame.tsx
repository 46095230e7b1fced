import type { ReactNode } from "react";

/** One line or set of bars of a chart: its name (the legend, the table's column) and its colour's classes. */
export type Series = { name: string; values: (number | null)[] };

/** The series' colours, in order: the brand's gold first, then colours that read apart from it on the dark card. */
export const SERIES_COLOURS = [
  { stroke: "stroke-primary", fill: "fill-primary", swatch: "bg-primary" },
  { stroke: "stroke-info-text", fill: "fill-info-text", swatch: "bg-info-text" },
  { stroke: "stroke-success-text", fill: "fill-success-text", swatch: "bg-success-text" },
  { stroke: "stroke-danger-text", fill: "fill-danger-text", swatch: "bg-danger-text" },
] as const;

export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length] ?? SERIES_COLOURS[0];

/** The drawing's box, in its own units: the SVG scales to its card's width and keeps these proportions. */
export const BOX = { width: 320, height: 180, top: 10, right: 8, bottom: 24, left: 40 } as const;

export type ChartProps = {
  title: string;
  /** The x axis: one label per point (e.g. "Dec 2025"); the short form is drawn, the full one is in the table. */
  labels: string[];
  shortLabels?: string[];
  series: Series[];
  /** How a value reads in the table and on the axis. */
  format: (value: number) => string;
  /** A sentence under the title: what the figure counts. */
  description?: string;
  /** What the table says for a month without a value (a null), which the drawing leaves out. */
  emptyText?: string;
  /** Counts: the axis shows whole numbers only. */
  whole?: boolean;
  /** Ranks (a search position): 1 is drawn at the top and larger values below it. */
  invert?: boolean;
  /** The table's heading over the labels ("Month" unless the points are something else, such as days). */
  labelHeading?: string;
};

export const missing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined;

/**
 * A chart as a figure: the title, a legend, the drawing (hidden from screen readers) and the same figures as a
 * table that screen readers read instead (visually hidden). Server-rendered: no script draws it.
 */
export function ChartFrame({
  title,
  labels,
  series,
  format,
  description,
  emptyText,
  labelHeading = "Month",
  children,
}: ChartProps & { children: ReactNode }) {
  return (
    <figure className="relative min-w-0 rounded-xl border border-border bg-card p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${colourOf(i).swatch}`} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3" aria-hidden="true">
        {children}
      </div>
      {/* A table ignores the 1px box of sr-only and would widen the page: its wrapper takes the class instead. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.name}>{missing(s.values[row]) ? (emptyText ?? "None") : format(s.values[row] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
