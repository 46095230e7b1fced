/**
 * Local guidance (docs/product.md, Fli DESK portal): what the assistant says when no AI service answers. The topic is
 * chosen by the documented keywords; the content is computed from the projects the user may see, their updates and
 * their analytics reports, about the project the question is on (see focus.ts).
 */
import { statusBadge } from "~/features/projects";
import { formatDate, formatRelative } from "~/lib/format";
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
const NO_REPORTS =
  "None of your projects has an analytics report yet; reports appear once a completed project is connected.";

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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const count = (n: number) => n.toLocaleString("en-US");
const latestOf = <T extends { projectId: string; createdAt: string | Date }>(rows: T[], id: string) =>
  rows
    .filter((r) => r.projectId === id)
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0];

function deadlineWords(project: InsightProject, daysLeft: number | null) {
  if (!project.deadline || daysLeft === null) return "has no deadline";
  const date = formatDate(project.deadline);
  if (daysLeft < 0) return `is ${plural(-daysLeft, "day")} past its deadline of ${date}`;
  return daysLeft === 0 ? `is due today (${date})` : `is due on ${date}, in ${plural(daysLeft, "day")}`;
}

function nextStep(project: InsightProject, data: InsightData) {
  switch (project.status) {
    case "pending":
      return project.freelancerName ? "work starts" : "a freelancer is assigned and work starts";
    case "in_progress":
      return "development continues towards 100%, then testing";
    case "testing":
      return "testing is finished and the project is completed";
    case "completed":
      if (latestOf(data.reports, project.id)) return "its analytics report is in the Analytics tab";
      return project.googleAnalyticsConnected
        ? "its first analytics report is uploaded"
        : "analytics is connected to follow its results";
    default:
      return null;
  }
}

/** Status, progress, deadline, pace, the latest update and what is next, for one project. */
function projectAnswer(project: InsightProject, data: InsightData, now: Date) {
  const updates = data.updates.filter((u) => u.projectId === project.id);
  const label = statusBadge(project.status).label;
  const lines: string[] = [];
  if (project.status === "completed") {
    const on = project.completedAt ? ` on ${formatDate(project.completedAt)}` : "";
    lines.push(`${project.title} is at ${project.progress}% (${label}): it was completed${on}.`);
  } else {
    const o = projectOutlook(project, updates, now);
    const pace = o.pace > 0 ? `moving about ${o.pace} points a day` : "with no measurable progress yet";
    lines.push(
      `${project.title} is at ${project.progress}% (${label}) and ${deadlineWords(project, o.daysLeft)}, ${pace}.`,
    );
    if (o.atRisk) lines.push("At this pace it may miss its deadline: consider a check-in with the team.");
  }
  const latest = latestOf(updates, project.id);
  if (latest) {
    // The notes quoted without their closing full stop, which the sentence adds.
    const said = latest.notes
      ?.trim()
      .slice(0, 200)
      .replace(/[.\s]+$/, "");
    const notes = said ? `: "${said}"` : "";
    lines.push(`Latest update ${formatRelative(latest.createdAt, now)} (${latest.progress}%)${notes}.`);
  }
  const next = nextStep(project, data);
  if (next) lines.push(`Next: ${next}.`);
  return lines.join(" ");
}

function reportAnswer(project: InsightProject, report: InsightReport) {
  const figures = [
    report.pageViews !== null && `${count(report.pageViews)} page views`,
    report.uniqueVisitors !== null && `${count(report.uniqueVisitors)} unique visitors`,
    report.bounceRate !== null && `a bounce rate of ${report.bounceRate}%`,
    report.avgSessionDuration !== null && `an average session of ${report.avgSessionDuration} min`,
  ].filter(Boolean);
  const pages = report.topPages.length ? ` Top pages: ${report.topPages.join(", ")}.` : "";
  return `${project.title}, report of ${formatDate(report.createdAt)}: ${figures.join(", ") || "no figures yet"}.${pages}`;
}

/** Why a project has no report to show. */
function noReport(project: InsightProject) {
  if (project.status !== "completed")
    return `${project.title} has no analytics yet: reports come once it is completed and connected.`;
  if (!project.googleAnalyticsConnected) return `${project.title} is completed but analytics is not connected yet.`;
  return `${project.title} has analytics connected; its first report has not been uploaded yet.`;
}

/**
 * The figures of the latest report of each project asked about. A question in the box of a project without a
 * report is answered with the reports of the user's other projects, since that is where the figures are.
 */
function analyticsAnswer(focus: Focus<InsightProject>, data: InsightData) {
  const withReport = (list: InsightProject[]) => list.filter((p) => latestOf(data.reports, p.id));
  let shown = withReport(focus.projects);
  const lines = focus.by === "all" ? [] : focus.projects.filter((p) => !shown.includes(p)).map(noReport);
  if (shown.length === 0 && focus.by === "box") shown = withReport(data.projects);
  if (shown.length === 0) {
    if (lines.length === 0 || (focus.by === "box" && data.projects.length > 1)) lines.push(NO_REPORTS);
    return lines.join("\n");
  }
  for (const p of shown) {
    const report = latestOf(data.reports, p.id);
    if (report) lines.push(reportAnswer(p, report));
  }
  lines.push("The full reports are in the Analytics tab.");
  return lines.join("\n");
}

/** Across all projects: how many, how far, what is at risk and what is due next. */
function summary(data: InsightData, now: Date) {
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
    `You have ${plural(projects.length, "project")}: ${projects.length - completed} under way and ${completed} completed, at ${average}% on average.`,
    risky.length ? `At risk: ${risky.map((p) => p.title).join(", ")}.` : "None is at risk of missing its deadline.",
    upcoming?.deadline ? `Next deadline: ${upcoming.title}, ${formatDate(upcoming.deadline)}.` : "",
    "Ask about a project by name, your team or your analytics for more.",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The answer to a question asked in the box of `boxProjectId` (if any), from the user's own data. */
export function localGuidance(prompt: string, data: InsightData, boxProjectId?: string, now = new Date()) {
  if (data.projects.length === 0) return "You have no projects yet. Contact your admin to get started.";
  const topic = topicOf(prompt);
  const focus = focusOf(prompt, data.projects, boxProjectId);
  if (topic === "analytics") return analyticsAnswer(focus, data);
  if (topic === "people") {
    return focus.projects
      .map((p) => `${p.title}: ${p.freelancerName ? `freelancer ${p.freelancerName}` : "no freelancer assigned yet"}.`)
      .join("\n");
  }
  // Project by project while that stays readable; an admin's "all projects" is a summary.
  const detailed = topic === "projects" || focus.by === "name";
  if (detailed && focus.projects.length <= MAX_DETAILED) {
    return focus.projects.map((p) => projectAnswer(p, data, now)).join("\n");
  }
  return summary(data, now);
}
