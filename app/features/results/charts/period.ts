import { addDays } from "~/lib/colombo-month";
import { FAMILIES, type FamilyId, FIGURES, type Figure, figureOf } from "./metrics";

/** A stored figure as the store answers it (dimension '': the account's day total). */
export type Row = { source: string; account: string; metric: string; day: string; value: number };

/**
 * One figure's day, over every account: the weighted sum and the weights (an average is Σ value×weight / Σ weight;
 * a count keeps its sum in `num`), and the plain sum and count for an average whose weights are all zero.
 */
type Cell = { num: number; den: number; plain: number; n: number };
type Daily = Map<string, Map<string, Cell>>;

export const PERIODS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];

/** `?days=`: 7, 30 or 90; anything else (absent, a word, 31) is the default 30, never an error. */
export function periodDays(value: string | null): PeriodDays {
  const days = Number(value);
  return (PERIODS as readonly number[]).includes(days) ? (days as PeriodDays) : 30;
}

/** Every Colombo day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string) {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The `days` days ending yesterday (Colombo), and the as many days before them. Yesterday, not today: the nightly
 * import brings a day once it is over, so a period ending today would compare a day not yet counted.
 */
export function periodOf(today: string, days: number) {
  const to = addDays(today, -1);
  const from = addDays(to, -(days - 1));
  const previousTo = addDays(from, -1);
  return { from, to, previousFrom: addDays(previousTo, -(days - 1)), previousTo };
}

/** The last full Colombo month before `today`'s and the one before it ("2026-10", "2026-09"), with their days. */
export function lastMonths(today: string) {
  const month = (back: number) => {
    const [year, index] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back];
    const first = new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(year, index + 1, 0)).toISOString().slice(0, 10);
    return { month: first.slice(0, 7), from: first, to: last };
  };
  return { current: month(1), previous: month(2) };
}

/** The days the page needs from the store: the period before the chosen one, or the month before last if earlier. */
export function readRange(today: string, days: number) {
  const { previousFrom, to } = periodOf(today, days);
  const { previous } = lastMonths(today);
  return { from: [previous.from, previousFrom].sort()[0] ?? previousFrom, to };
}

/** The rows as each figure's days, summed over the accounts; names the page does not know are left out. */
export function dailyCells(rows: Row[]): Daily {
  const known = rows.flatMap((r) => {
    const found = figureOf(r.source, r.metric);
    return found ? [{ ...r, figure: found.figure, value: r.value * found.factor }] : [];
  });
  const at = (r: { source: string; account: string; day: string }, key: string) =>
    `${r.source}\u0000${r.account}\u0000${r.day}\u0000${key}`;
  const values = new Map(known.map((r) => [at(r, r.figure.key), r.value]));
  const daily: Daily = new Map();
  for (const r of known) {
    const { aggregate } = r.figure;
    // An average whose weight the source does not give (the manual upload has no sessions) counts once.
    const weight = aggregate.kind === "average" ? (values.get(at(r, aggregate.weight)) ?? 1) : 1;
    const days = daily.get(r.figure.key) ?? new Map<string, Cell>();
    daily.set(r.figure.key, days);
    const cell = days.get(r.day) ?? { num: 0, den: 0, plain: 0, n: 0 };
    days.set(r.day, cell);
    cell.num += aggregate.kind === "average" ? r.value * weight : r.value;
    cell.den += weight;
    cell.plain += r.value;
    cell.n += 1;
  }
  return daily;
}

/** One figure over some days (oldest first): a count's sum, an average's weighted mean, a level's latest value. */
export function combine(figure: Figure, cells: (Cell | undefined)[]): number | null {
  const present = cells.filter((c): c is Cell => c !== undefined);
  if (present.length === 0) return null;
  if (figure.aggregate.kind === "level") return present[present.length - 1]?.num ?? null;
  if (figure.aggregate.kind === "sum") return present.reduce((total, c) => total + c.num, 0);
  const den = present.reduce((total, c) => total + c.den, 0);
  if (den > 0) return present.reduce((total, c) => total + c.num, 0) / den;
  return present.reduce((total, c) => total + c.plain, 0) / present.reduce((total, c) => total + c.n, 0);
}

/** The relative change from `previous` to `current` (0.12: 12% more), or none where there is nothing to compare. */
export function change(current: number | null, previous: number | null) {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

export type FigureView = {
  key: string;
  label: string;
  unit: Figure["unit"];
  value: number | null;
  previous: number | null;
  change: number | null;
};

const compare = (figure: Figure, current: number | null, previous: number | null): FigureView => ({
  key: figure.key,
  label: figure.label,
  unit: figure.unit,
  value: current,
  previous,
  change: change(current, previous),
});

export type FamilyView = {
  id: FamilyId;
  title: string;
  /** The charted figures' daily values (null: no figure that day, which breaks the line). */
  series: { key: string; label: string; values: (number | null)[] }[];
  figures: FigureView[];
};

/** Everything the Analytics charts show, from the store's rows: the period's families and the two last months. */
export function analyticsFigures(rows: Row[], today: string, days: number) {
  const daily = dailyCells(rows);
  const period = periodOf(today, days);
  const current = daysBetween(period.from, period.to);
  const before = daysBetween(period.previousFrom, period.previousTo);
  const over = (figure: Figure, list: string[]) =>
    combine(
      figure,
      list.map((d) => daily.get(figure.key)?.get(d)),
    );
  const present = FIGURES.filter((f) => daily.has(f.key));
  const families: FamilyView[] = FAMILIES.flatMap(({ id, title }) => {
    const mine = present.filter((f) => f.family === id);
    if (mine.length === 0) return [];
    const series = mine
      .filter((f) => f.charted)
      .map((f) => ({ key: f.key, label: f.label, values: current.map((d) => over(f, [d])) }));
    return [{ id, title, series, figures: mine.map((f) => compare(f, over(f, current), over(f, before))) }];
  });
  return { days, period, labels: current, families, months: monthOverMonth(daily, today) };
}

/** The last full Colombo month before `today`'s beside the one before, per figure with figures (the charts' table, the monthly report). */
export function monthOverMonth(daily: Daily, today: string) {
  const months = lastMonths(today);
  const over = (figure: Figure, m: { from: string; to: string }) =>
    combine(
      figure,
      daysBetween(m.from, m.to).map((d) => daily.get(figure.key)?.get(d)),
    );
  const rows = FIGURES.filter((f) => daily.has(f.key)).map((f) =>
    compare(f, over(f, months.current), over(f, months.previous)),
  );
  return { ...months, rows };
}

export type AnalyticsFigures = ReturnType<typeof analyticsFigures>;
