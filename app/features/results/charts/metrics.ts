import { formatCount, formatDuration, formatPercent } from "~/lib/format";
import type { MetricSource } from "../store.server";

/** The charts' families, in the order the page shows them. */
export const FAMILIES = [
  { id: "traffic", title: "Traffic" },
  { id: "search", title: "Search" },
  { id: "reach", title: "Social reach" },
  { id: "engagement", title: "Social engagement" },
] as const;
export type FamilyId = (typeof FAMILIES)[number]["id"];

/**
 * How a figure adds up over days and accounts: `sum` is counted (sessions, clicks); `average` is a rate or a mean
 * and is weighted by the figure named in `weight` (a bounce rate by sessions, a position by impressions), so a
 * quiet day or a small site does not count as much as a busy one; `level` is a standing count (a Page's
 * followers), read as its latest value, never added up over days.
 */
export type Aggregate = { kind: "sum" } | { kind: "average"; weight: string } | { kind: "level" };
export type Unit = "count" | "ratio" | "seconds" | "position";

export type Figure = {
  /** What the page says: one name per figure, whatever source it came from. */
  key: string;
  label: string;
  family: FamilyId;
  aggregate: Aggregate;
  unit: Unit;
  /** Drawn as a line in its family's chart; the others are figures beside it and rows of the month table. */
  charted: boolean;
};

const sum = { kind: "sum" } as const;
const level = { kind: "level" } as const;
const bySessions = { kind: "average", weight: "sessions" } as const;
const byImpressions = { kind: "average", weight: "impressions" } as const;

export const FIGURES: Figure[] = [
  { key: "sessions", label: "Sessions", family: "traffic", aggregate: sum, unit: "count", charted: true },
  { key: "users", label: "Users", family: "traffic", aggregate: sum, unit: "count", charted: true },
  { key: "pageViews", label: "Page views", family: "traffic", aggregate: sum, unit: "count", charted: true },
  { key: "bounceRate", label: "Bounce rate", family: "traffic", aggregate: bySessions, unit: "ratio", charted: false },
  {
    key: "sessionDuration",
    label: "Average session duration",
    family: "traffic",
    aggregate: bySessions,
    unit: "seconds",
    charted: false,
  },
  { key: "clicks", label: "Search clicks", family: "search", aggregate: sum, unit: "count", charted: true },
  { key: "impressions", label: "Search impressions", family: "search", aggregate: sum, unit: "count", charted: true },
  {
    key: "ctr",
    label: "Click-through rate",
    family: "search",
    aggregate: byImpressions,
    unit: "ratio",
    charted: false,
  },
  {
    key: "position",
    label: "Average position",
    family: "search",
    aggregate: byImpressions,
    unit: "position",
    charted: false,
  },
  { key: "fbReach", label: "Facebook reach", family: "reach", aggregate: sum, unit: "count", charted: true },
  {
    key: "fbImpressions",
    label: "Facebook impressions",
    family: "reach",
    aggregate: sum,
    unit: "count",
    charted: true,
  },
  { key: "igReach", label: "Instagram reach", family: "reach", aggregate: sum, unit: "count", charted: true },
  { key: "igViews", label: "Instagram views", family: "reach", aggregate: sum, unit: "count", charted: true },
  { key: "fbFollowers", label: "Facebook followers", family: "reach", aggregate: level, unit: "count", charted: false },
  // Instagram's follower_count is the day's new followers, not the standing total Facebook's page_follows is.
  {
    key: "igNewFollowers",
    label: "New Instagram followers",
    family: "reach",
    aggregate: sum,
    unit: "count",
    charted: false,
  },
  {
    key: "fbEngagement",
    label: "Facebook engagement",
    family: "engagement",
    aggregate: sum,
    unit: "count",
    charted: true,
  },
  {
    key: "igEngagement",
    label: "Instagram engagement",
    family: "engagement",
    aggregate: sum,
    unit: "count",
    charted: true,
  },
];

/**
 * The providers' metric names (data: Meta renames its own), per source, to the page's figures. A name not listed
 * here is skipped without a word: a renamed metric shows up by adding one line, never by breaking the page.
 * The admin's manual upload feeds the same traffic figures as GA4.
 */
const NAMES: Record<MetricSource, Record<string, string | [string, number]>> = {
  ga4: {
    sessions: "sessions",
    totalUsers: "users",
    screenPageViews: "pageViews",
    bounceRate: "bounceRate",
    averageSessionDuration: "sessionDuration",
  },
  "search-console": { clicks: "clicks", impressions: "impressions", ctr: "ctr", position: "position" },
  "meta-page": {
    page_impressions_unique: "fbReach",
    page_impressions: "fbImpressions",
    page_post_engagements: "fbEngagement",
    page_follows: "fbFollowers",
  },
  instagram: {
    reach: "igReach",
    views: "igViews",
    total_interactions: "igEngagement",
    follower_count: "igNewFollowers",
  },
  // The admin's form takes the bounce rate in per cent; the page keeps every rate as a fraction (GA4's 0-1).
  manual: {
    pageViews: "pageViews",
    uniqueVisitors: "users",
    bounceRate: ["bounceRate", 0.01],
    avgSessionDuration: "sessionDuration",
  },
};

const byKey = new Map(FIGURES.map((f) => [f.key, f]));

/** The page's figure a provider's metric feeds and the factor its values take, or none for an unknown name. */
export function figureOf(source: string, metric: string): { figure: Figure; factor: number } | undefined {
  const named = (NAMES as Record<string, Record<string, string | [string, number]> | undefined>)[source]?.[metric];
  if (!named) return undefined;
  const [key, factor] = typeof named === "string" ? [named, 1] : named;
  const figure = byKey.get(key);
  return figure ? { figure, factor } : undefined;
}

/** The provider's names to ask the store for, per source. */
export const metricNames = (source: MetricSource) => Object.keys(NAMES[source]);

/** A figure's value as its unit reads: "41.5%", "2m 05s", "4.2" (a position), "12,480". */
export function formatFigure(unit: Unit, value: number) {
  if (unit === "ratio") return formatPercent(value);
  if (unit === "seconds") return formatDuration(value);
  if (unit === "position") return value.toLocaleString("en-US", { maximumFractionDigits: 1 });
  return formatCount(value);
}
