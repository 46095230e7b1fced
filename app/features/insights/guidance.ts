/**
 * Local guidance (docs/product.md, Fli DESK portal): what the assistant says when no AI service answers. The topic is
 * chosen by the documented keywords; the content is computed from the projects the user may see, their updates and
 * their analytics reports, about the project the question is on (see focus.ts).
 */
import { statusText } from "~/features/projects";
import { formatDate, formatRelative } from "~/lib/format";
import type { PortalTexts } from "~/lib/portal-texts";
import * as english from "~/paraglide-portal/messages/en.js";
import { type Focus, focusOf } from "./focus";

export type InsightProject = {
  id: string;
  title: string;
  status: string;
  progress: number;
  deadline: string | null;
  createdAt: string | Date;
  completedAt?: string | Date | null;
  freelancerName: string | null;
  googleAnalyticsConnected: boolean;
};
export type InsightUpdate = { projectId: string; progress: number; notes?: string | null; createdAt: string | Date };
export type InsightReport = {
  projectId: string;
  createdAt: string | Date;
  pageViews: number | null;
  uniqueVisitors: number | null;
  bounceRate: number | null;
  avgSessionDuration: number | null;
  topPages: string[];
  notes?: string | null;
};
/** Everything the assistant may look at: the user's visible projects with their updates and reports. */
export type InsightData = { projects: InsightProject[]; updates: InsightUpdate[]; reports: InsightReport[] };

const DAY = 86_400_000;
const MAX_DETAILED = 5;

/** The guidance's words: the asker's portal texts (issue 33), English when none are given (the tests, the default). */
const ENGLISH: PortalTexts = { m: english as unknown as PortalTexts["m"], locale: "en" };

/** Progress points per day over the updates (or since the project started), and what that means for the deadline. */
export function projectOutlook(project: InsightProject, updates: InsightUpdate[], now = new Date()) {
  const daysLeft = project.deadline ? Math.ceil((new Date(project.deadline).getTime() - now.getTime()) / DAY) : null;
  const points = [...updates].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  const start = points.length >= 2 ? points[0] : { progress: 0, createdAt: project.createdAt };
  const elapsedDays = Math.max(1, (now.getTime() - new Date(start?.createdAt ?? now).getTime()) / DAY);
  const pace = Math.max(0, (project.progress - (start?.progress ?? 0)) / elapsedDays);
  const remaining = 100 - project.progress;
  const daysNeeded = remaining === 0 ? 0 : pace > 0 ? Math.ceil(remaining / pace) : null;
  const atRisk =
    project.status !== "completed" &&
    daysLeft !== null &&
    (daysLeft < 0 || daysNeeded === null || daysNeeded > daysLeft);
  return { daysLeft, pace: Math.round(pace * 10) / 10, daysNeeded, atRisk };
}

export type GuidanceTopic = "projects" | "people" | "analytics" | "general";

/**
 * The spec's topics (project or task; user, client or freelancer; analytics, report or statistics) with a few
 * words people use for them. Analytics is looked for first, so "my project's analytics" is about analytics.
 */
export function topicOf(prompt: string): GuidanceTopic {
  const p = prompt.toLowerCase();
  if (/analytic|report|statistic|visitor|page ?view|traffic|bounce/.test(p)) return "analytics";
  if (/user|client|freelancer|developer|team|\bwho\b/.test(p)) return "people";
  if (/project|task|status|progress|deadline|\bdue\b|\bnext\b|update|late|track|finish|done/.test(p)) return "projects";
  return "general";
}

const count = (n: number) => n.toLocaleString("en-US");
const latestOf = <T extends { projectId: string; createdAt: string | Date }>(rows: T[], id: string) =>
  rows
    .filter((r) => r.projectId === id)
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0];

function deadlineWords({ m, locale }: PortalTexts, project: InsightProject, daysLeft: number | null) {
  if (!project.deadline || daysLeft === null) return m.insights_deadline_none();
  const date = formatDate(project.deadline, locale);
  if (daysLeft < 0) return m.insights_deadline_past({ days: -daysLeft, date });
  return daysLeft === 0 ? m.insights_deadline_today({ date }) : m.insights_deadline_on({ date, days: daysLeft });
}

function nextStep({ m }: PortalTexts, project: InsightProject, data: InsightData) {
  switch (project.status) {
    case "pending":
      return project.freelancerName ? m.insights_next_work_starts() : m.insights_next_assign();
    case "in_progress":
      return m.insights_next_development();
    case "testing":
      return m.insights_next_testing();
    case "completed":
      if (latestOf(data.reports, project.id)) return m.insights_next_report_ready();
      return project.googleAnalyticsConnected ? m.insights_next_first_report() : m.insights_next_connect();
    default:
      return null;
  }
}

/** Status, progress, deadline, pace, the latest update and what is next, for one project. */
function projectAnswer(texts: PortalTexts, project: InsightProject, data: InsightData, now: Date) {
  const { m, locale } = texts;
  const updates = data.updates.filter((u) => u.projectId === project.id);
  // The status as the client's badge names it ("In Development"), in the asker's language.
  const said = { title: project.title, progress: project.progress, status: statusText(m, project.status) };
  const lines: string[] = [];
  if (project.status === "completed") {
    lines.push(
      project.completedAt
        ? m.insights_completed_on({ ...said, date: formatDate(project.completedAt, locale) })
        : m.insights_completed(said),
    );
  } else {
    const o = projectOutlook(project, updates, now);
    const pace = o.pace > 0 ? m.insights_pace({ pace: o.pace }) : m.insights_pace_none();
    lines.push(m.insights_project_line({ ...said, deadline: deadlineWords(texts, project, o.daysLeft), pace }));
    if (o.atRisk) lines.push(m.insights_at_risk_pace());
  }
  const latest = latestOf(updates, project.id);
  if (latest) {
    // The notes quoted without their closing full stop, which the sentence adds.
    const notes = latest.notes
      ?.trim()
      .slice(0, 200)
      .replace(/[.\s]+$/, "");
    const when = formatRelative(latest.createdAt, now, locale);
    lines.push(
      notes
        ? m.insights_latest_update_notes({ when, progress: latest.progress, notes })
        : m.insights_latest_update({ when, progress: latest.progress }),
    );
  }
  const next = nextStep(texts, project, data);
  if (next) lines.push(m.insights_next({ next }));
  return lines.join(" ");
}

function reportAnswer({ m, locale }: PortalTexts, project: InsightProject, report: InsightReport) {
  const figures = [
    report.pageViews !== null && m.insights_figure_page_views({ count: count(report.pageViews) }),
    report.uniqueVisitors !== null && m.insights_figure_visitors({ count: count(report.uniqueVisitors) }),
    report.bounceRate !== null && m.insights_figure_bounce({ rate: report.bounceRate }),
    report.avgSessionDuration !== null && m.insights_figure_session({ minutes: report.avgSessionDuration }),
  ].filter(Boolean);
  const line = m.insights_report({
    title: project.title,
    date: formatDate(report.createdAt, locale),
    figures: figures.join(", ") || m.insights_no_figures(),
  });
  return report.topPages.length ? `${line} ${m.insights_top_pages({ pages: report.topPages.join(", ") })}` : line;
}

/** Why a project has no report to show. */
function noReport({ m }: PortalTexts, project: InsightProject) {
  const title = project.title;
  if (project.status !== "completed") return m.insights_no_report_not_completed({ title });
  if (!project.googleAnalyticsConnected) return m.insights_no_report_not_connected({ title });
  return m.insights_no_report_yet({ title });
}

/**
 * The figures of the latest report of each project asked about. A question in the box of a project without a
 * report is answered with the reports of the user's other projects, since that is where the figures are.
 */
function analyticsAnswer(texts: PortalTexts, focus: Focus<InsightProject>, data: InsightData) {
  const withReport = (list: InsightProject[]) => list.filter((p) => latestOf(data.reports, p.id));
  let shown = withReport(focus.projects);
  const lines =
    focus.by === "all" ? [] : focus.projects.filter((p) => !shown.includes(p)).map((p) => noReport(texts, p));
  if (shown.length === 0 && focus.by === "box") shown = withReport(data.projects);
  if (shown.length === 0) {
    if (lines.length === 0 || (focus.by === "box" && data.projects.length > 1))
      lines.push(texts.m.insights_no_reports());
    return lines.join("\n");
  }
  for (const p of shown) {
    const report = latestOf(data.reports, p.id);
    if (report) lines.push(reportAnswer(texts, p, report));
  }
  lines.push(texts.m.insights_full_reports());
  return lines.join("\n");
}

/** Across all projects: how many, how far, what is at risk and what is due next. */
function summary({ m, locale }: PortalTexts, data: InsightData, now: Date) {
  const { projects } = data;
  const completed = projects.filter((p) => p.status === "completed").length;
  const average = Math.round(projects.reduce((s, p) => s + p.progress, 0) / projects.length);
  const outlook = (p: InsightProject) =>
    projectOutlook(
      p,
      data.updates.filter((u) => u.projectId === p.id),
      now,
    );
  const risky = projects.filter((p) => outlook(p).atRisk);
  const upcoming = projects
    .filter((p) => p.status !== "completed" && p.deadline && (outlook(p).daysLeft ?? -1) >= 0)
    .sort((a, b) => String(a.deadline).localeCompare(String(b.deadline)))[0];
  return [
    m.insights_summary({ count: projects.length, underWay: projects.length - completed, completed, average }),
    risky.length ? m.insights_at_risk({ titles: risky.map((p) => p.title).join(", ") }) : m.insights_none_at_risk(),
    upcoming?.deadline
      ? m.insights_next_deadline({ title: upcoming.title, date: formatDate(upcoming.deadline, locale) })
      : "",
    m.insights_ask_more(),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The answer to a question asked in the box of `boxProjectId` (if any), from the user's own data, in the asker's
 * language (`texts`, English by default). Names, titles and what people wrote stay as they are.
 */
export function localGuidance(
  prompt: string,
  data: InsightData,
  boxProjectId?: string,
  now = new Date(),
  texts: PortalTexts = ENGLISH,
) {
  const { m } = texts;
  if (data.projects.length === 0) return m.insights_no_projects();
  const topic = topicOf(prompt);
  const focus = focusOf(prompt, data.projects, boxProjectId);
  if (topic === "analytics") return analyticsAnswer(texts, focus, data);
  if (topic === "people") {
    return focus.projects
      .map((p) =>
        p.freelancerName
          ? m.insights_person_freelancer({ title: p.title, name: p.freelancerName })
          : m.insights_person_none({ title: p.title }),
      )
      .join("\n");
  }
  // Project by project while that stays readable; an admin's "all projects" is a summary.
  const detailed = topic === "projects" || focus.by === "name";
  if (detailed && focus.projects.length <= MAX_DETAILED) {
    return focus.projects.map((p) => projectAnswer(texts, p, data, now)).join("\n");
  }
  return summary(texts, data, now);
}
