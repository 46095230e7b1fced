import { statusBadge } from "~/features/projects";
import { formatFigure } from "~/features/results";
import { formatCount, formatDate, formatMonth } from "~/lib/format";
import type { ReportData, TrafficFigures } from "./report-types";

/** A section of the report: its heading, its lines of text and the bars drawn under them. */
export type Section = { title: string; lines: string[]; bars?: { label: string; value: number; of: number }[] };

/** The report's words (docs/product.md, Monthly report): each text once, for the PDF and the tests. */
export const reportTexts = {
  bestPostsRule: "Chosen as the most recent published post on each platform, until post figures are connected.",
  bestPostsByReach: "Chosen by the people each post reached on Facebook and Instagram.",
  noApprovals: "No posts were approved this month.",
  noBestPosts: "No posts were published this month.",
  noTraffic: "No website figures were uploaded for this month.",
  noKeywords: "No keywords are tracked yet.",
  noWork: "No project work was recorded this month.",
  nothingPlanned: "Nothing is scheduled for next month yet.",
} as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "+12%" or "-5%" against last month, or "" when there is nothing to compare. */
export function change(now: number | null, before: number | null) {
  if (now === null || before === null || before === 0) return "";
  const percent = Math.round(((now - before) / before) * 100);
  return ` (${percent >= 0 ? "+" : ""}${percent}% on last month)`;
}

function trafficLine(project: string, now: TrafficFigures | null, before: TrafficFigures | null) {
  if (!now) return `${project}: no figures this month (last month ${before?.pageViews ?? "n/a"} page views)`;
  const parts = [
    `${now.pageViews ?? "n/a"} page views${change(now.pageViews, before?.pageViews ?? null)}`,
    `${now.visitors ?? "n/a"} visitors${change(now.visitors, before?.visitors ?? null)}`,
    `bounce rate ${now.bounceRate === null ? "n/a" : `${now.bounceRate}%`}${before?.bounceRate != null ? ` (last month ${before.bounceRate}%)` : ""}`,
  ];
  return `${project}: ${parts.join(", ")}`;
}

/** "Sessions: 2,500 (+150% on last month)", a connected service's figure of the month. */
function figureLine({ label, unit, value, previous }: ReportData["figures"][number]) {
  if (value === null) return `${label}: no figures this month (last month ${formatFigure(unit, previous ?? 0)})`;
  // A rate or a position moves in points, not in per cent of itself: shown beside last month's.
  const against =
    unit === "count"
      ? change(value, previous)
      : previous === null
        ? ""
        : ` (last month ${formatFigure(unit, previous)})`;
  return `${label}: ${formatFigure(unit, value)}${against}`;
}

const posts = ({ posts: p, approvals: a }: ReportData): Section[] => [
  {
    title: "Posts delivered",
    lines: [
      `${p.published} of ${p.promised} posts published (the plan's quota).`,
      `${plural(p.planned, "post")} planned for the month${p.awaiting ? `, ${p.awaiting} still awaiting your approval` : ""}.`,
    ],
    bars: [{ label: `Published: ${p.published} of ${p.promised}`, value: p.published, of: p.promised }],
  },
  {
    title: "Approvals",
    lines:
      a.firstTime + a.afterChanges === 0
        ? [reportTexts.noApprovals]
        : [`${a.firstTime} approved the first time.`, `${a.afterChanges} approved after changes.`],
  },
];

const results = (data: ReportData): Section[] => [
  {
    title: "Best posts",
    lines: data.bestPosts.length
      ? [
          data.bestPosts.some((b) => b.reach !== null) ? reportTexts.bestPostsByReach : reportTexts.bestPostsRule,
          ...data.bestPosts.map(
            (b) =>
              `${b.title} (${b.platforms.join(", ")}), ${formatDate(b.publishedOn)}${b.reach === null ? "" : `, reached ${formatCount(b.reach)} ${b.reach === 1 ? "person" : "people"}`}${b.url ? `: ${b.url}` : ""}`,
          ),
        ]
      : [reportTexts.noBestPosts],
  },
  {
    title: "Traffic and social trends",
    lines: [
      ...data.figures.map(figureLine),
      ...(data.traffic.length
        ? data.traffic.map((t) => trafficLine(t.project, t.now, t.before))
        : data.figures.length
          ? []
          : [reportTexts.noTraffic]),
      ...data.social.map((s) => `${s.platform}: ${plural(s.now, "post")} published (${s.before} last month)`),
    ],
    bars: data.social.map((s) => ({ label: s.platform, value: s.now, of: Math.max(s.now, s.before, 1) })),
  },
  {
    title: "Keyword movements",
    lines: data.keywords.length
      ? data.keywords.map(
          (k) =>
            `${k.keyword}: position ${k.position ?? "n/a"}${k.change ? ` (${k.change > 0 ? "up" : "down"} ${Math.abs(k.change)})` : ""}`,
        )
      : [reportTexts.noKeywords],
  },
];

function work({ work: w }: ReportData): Section {
  const lines = [
    ...w.updates.map(
      (u) => `${formatDate(u.at)}, ${u.project}: ${u.progress}% done${u.notes ? `. ${u.notes.slice(0, 200)}` : ""}`,
    ),
    ...w.statusChanges.map(
      (c) => `${formatDate(c.at)}, ${c.project}: ${statusBadge(c.from).label} to ${statusBadge(c.to).label}`,
    ),
    ...w.completed.map((title) => `Completed: ${title}`),
  ];
  return { title: "Work done on projects", lines: lines.length ? lines : [reportTexts.noWork] };
}

function next({ next: n }: ReportData): Section {
  const lines = [
    `${plural(n.posts.length, "post")} scheduled for ${formatMonth(n.month)}.`,
    ...n.posts.slice(0, 20).map((p) => `${formatDate(p.scheduledAt)}: ${p.title} (${p.platforms.join(", ")})`),
    ...n.inProgress.map((p) => `In progress: ${p.title}, ${p.progress}% done`),
  ];
  return {
    title: "Planned next month",
    lines: n.posts.length + n.inProgress.length ? lines : [reportTexts.nothingPlanned],
  };
}

/** The report's sections in order, as text: the PDF draws them, the tests read them back. */
export const reportLines = (data: ReportData): Section[] => [...posts(data), ...results(data), work(data), next(data)];
