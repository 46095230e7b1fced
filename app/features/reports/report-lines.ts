import { statusBadge } from "~/features/projects";
import { formatFigure } from "~/features/results";
import { formatCount, formatDate, formatMonth } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import type { ReportData, TrafficFigures } from "./report-types";

/** A section of the report: its heading, its lines of text and the bars drawn under them. */
export type Section = { title: string; lines: string[]; bars?: { label: string; value: number; of: number }[] };

/** A project status's label in the report's language: the portal's words, given by the caller. */
export type StatusLabel = (status: string) => string;

/** What the lines are written with: the owner's language and a project status's label in it. */
type In = { locale: Locale; status: StatusLabel };
const en: In = { locale: "en", status: (status) => statusBadge(status).label };

/** "+12%" or "-5%" against last month, or "" when there is nothing to compare. */
export function change(now: number | null, before: number | null, locale: Locale = "en") {
  if (now === null || before === null || before === 0) return "";
  const percent = Math.round(((now - before) / before) * 100);
  return ` (${m.pdf_report_change({ percent: `${percent >= 0 ? "+" : ""}${percent}` }, { locale })})`;
}

/** " (last month 50%)": last month's value beside this month's. */
const lastMonth = (value: string, locale: Locale) => ` (${m.pdf_report_last_month({ value }, { locale })})`;

function trafficLine(project: string, now: TrafficFigures | null, before: TrafficFigures | null, locale: Locale) {
  const t = { locale };
  const na = m.pdf_report_na({}, t);
  if (!now)
    return m.pdf_report_no_figures(
      { label: project, value: m.pdf_report_page_views({ count: String(before?.pageViews ?? na) }, t) },
      t,
    );
  const parts = [
    `${m.pdf_report_page_views({ count: String(now.pageViews ?? na) }, t)}${change(now.pageViews, before?.pageViews ?? null, locale)}`,
    `${m.pdf_report_visitors({ count: String(now.visitors ?? na) }, t)}${change(now.visitors, before?.visitors ?? null, locale)}`,
    `${m.pdf_report_bounce_rate({ rate: now.bounceRate === null ? na : `${now.bounceRate}%` }, t)}${before?.bounceRate != null ? lastMonth(`${before.bounceRate}%`, locale) : ""}`,
  ];
  return `${project}: ${parts.join(", ")}`;
}

/** "Sessions: 2,500 (+150% on last month)", a connected service's figure of the month. */
function figureLine({ label, unit, value, previous }: ReportData["figures"][number], locale: Locale) {
  if (value === null) return m.pdf_report_no_figures({ label, value: formatFigure(unit, previous ?? 0) }, { locale });
  // A rate or a position moves in points, not in per cent of itself: shown beside last month's.
  const against =
    unit === "count"
      ? change(value, previous, locale)
      : previous === null
        ? ""
        : lastMonth(formatFigure(unit, previous), locale);
  return `${label}: ${formatFigure(unit, value)}${against}`;
}

const posts = ({ posts: p, approvals: a }: ReportData, { locale }: In): Section[] => [
  {
    title: m.pdf_report_posts_title({}, { locale }),
    lines: [
      m.pdf_report_published({ published: p.published, promised: p.promised }, { locale }),
      p.awaiting
        ? m.pdf_report_planned_awaiting({ count: p.planned, awaiting: p.awaiting }, { locale })
        : m.pdf_report_planned({ count: p.planned }, { locale }),
    ],
    bars: [
      {
        label: m.pdf_report_published_bar({ published: p.published, promised: p.promised }, { locale }),
        value: p.published,
        of: p.promised,
      },
    ],
  },
  {
    title: m.pdf_report_approvals_title({}, { locale }),
    lines:
      a.firstTime + a.afterChanges === 0
        ? [m.pdf_report_no_approvals({}, { locale })]
        : [
            m.pdf_report_first_time({ count: a.firstTime }, { locale }),
            m.pdf_report_after_changes({ count: a.afterChanges }, { locale }),
          ],
  },
];

const results = (data: ReportData, { locale }: In): Section[] => [
  {
    title: m.pdf_report_best_posts_title({}, { locale }),
    lines: data.bestPosts.length
      ? [
          data.bestPosts.some((b) => b.reach !== null)
            ? m.pdf_report_best_reach({}, { locale })
            : m.pdf_report_best_rule({}, { locale }),
          ...data.bestPosts.map(
            (b) =>
              `${b.title} (${b.platforms.join(", ")}), ${formatDate(b.publishedOn, locale)}${b.reach === null ? "" : `, ${m.pdf_report_reached({ count: b.reach, people: formatCount(b.reach) }, { locale })}`}${b.url ? `: ${b.url}` : ""}`,
          ),
        ]
      : [m.pdf_report_no_best_posts({}, { locale })],
  },
  {
    title: m.pdf_report_trends_title({}, { locale }),
    lines: [
      ...data.figures.map((figure) => figureLine(figure, locale)),
      ...(data.traffic.length
        ? data.traffic.map((t) => trafficLine(t.project, t.now, t.before, locale))
        : data.figures.length
          ? []
          : [m.pdf_report_no_traffic({}, { locale })]),
      ...data.social.map((s) =>
        m.pdf_report_social({ platform: s.platform, count: s.now, before: s.before }, { locale }),
      ),
    ],
    bars: data.social.map((s) => ({ label: s.platform, value: s.now, of: Math.max(s.now, s.before, 1) })),
  },
  {
    title: m.pdf_report_keywords_title({}, { locale }),
    lines: data.keywords.length
      ? data.keywords.map(
          (k) =>
            `${m.pdf_report_position({ keyword: k.keyword, position: String(k.position ?? m.pdf_report_na({}, { locale })) }, { locale })}${k.change ? ` (${(k.change > 0 ? m.pdf_report_up : m.pdf_report_down)({ count: Math.abs(k.change) }, { locale })})` : ""}`,
        )
      : [m.pdf_report_no_keywords({}, { locale })],
  },
];

function work({ work: w }: ReportData, { locale, status }: In): Section {
  const lines = [
    ...w.updates.map(
      (u) =>
        `${m.pdf_report_progress({ date: formatDate(u.at, locale), project: u.project, progress: u.progress }, { locale })}${u.notes ? `. ${u.notes.slice(0, 200)}` : ""}`,
    ),
    ...w.statusChanges.map((c) =>
      m.pdf_report_status_change(
        { date: formatDate(c.at, locale), project: c.project, from: status(c.from), to: status(c.to) },
        { locale },
      ),
    ),
    ...w.completed.map((title) => m.pdf_report_completed({ title }, { locale })),
  ];
  return {
    title: m.pdf_report_work_title({}, { locale }),
    lines: lines.length ? lines : [m.pdf_report_no_work({}, { locale })],
  };
}

function next({ next: n }: ReportData, { locale }: In): Section {
  const lines = [
    m.pdf_report_scheduled({ count: n.posts.length, month: formatMonth(n.month, "long", locale) }, { locale }),
    ...n.posts.slice(0, 20).map((p) => `${formatDate(p.scheduledAt, locale)}: ${p.title} (${p.platforms.join(", ")})`),
    ...n.inProgress.map((p) => m.pdf_report_in_progress({ title: p.title, progress: p.progress }, { locale })),
  ];
  return {
    title: m.pdf_report_next_title({}, { locale }),
    lines: n.posts.length + n.inProgress.length ? lines : [m.pdf_report_nothing_planned({}, { locale })],
  };
}

/**
 * The report's sections in order, as text: the PDF draws them, the tests read them back. In the owner's language
 * (`locale`); `status` names a project's status in it (the portal's words; English by default).
 */
export const reportLines = (data: ReportData, locale: Locale = "en", status?: StatusLabel): Section[] => {
  const words: In = locale === "en" && !status ? en : { locale, status: status ?? en.status };
  return [...posts(data, words), ...results(data, words), work(data, words), next(data, words)];
};
