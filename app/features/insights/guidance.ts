/**
 * Local guidance (docs/product.md, Fli DESK portal): what the assistant says when no AI service answers. The topic is chosen by
 * the documented keywords; the content is computed from the user's own projects.
 */
export type InsightProject = {
  title: string;
  status: string;
  progress: number;
  deadline: string | null;
  createdAt: string | Date;
  freelancerDeskId: string | null;
  googleAnalyticsConnected: boolean;
};
export type InsightUpdate = { progress: number; createdAt: string | Date };

const DAY = 86_400_000;

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

export function topicOf(prompt: string): GuidanceTopic {
  const p = prompt.toLowerCase();
  if (/project|task/.test(p)) return "projects";
  if (/user|client|freelancer/.test(p)) return "people";
  if (/analytics|report|statistic/.test(p)) return "analytics";
  return "general";
}

function summarize(project: InsightProject, updates: InsightUpdate[], now: Date) {
  const o = projectOutlook(project, updates, now);
  if (project.status === "completed") return `${project.title} is completed.`;
  const deadline =
    o.daysLeft === null
      ? "has no deadline"
      : o.daysLeft < 0
        ? `is ${-o.daysLeft} days past its deadline`
        : `is due in ${o.daysLeft} days`;
  const pace = o.pace > 0 ? `moving about ${o.pace} points a day` : "with no measurable progress yet";
  const risk = o.atRisk
    ? " At this pace it is at risk of missing its deadline: consider a check-in with the team."
    : "";
  return `${project.title} is at ${project.progress}% and ${deadline}, ${pace}.${risk}`;
}

export function localGuidance(
  prompt: string,
  projects: InsightProject[],
  updatesOf: (title: string) => InsightUpdate[],
  now = new Date(),
) {
  if (projects.length === 0) return "You have no projects yet. Contact your admin to get started.";
  const topic = topicOf(prompt);
  if (topic === "projects") return projects.map((p) => summarize(p, updatesOf(p.title), now)).join(" ");
  if (topic === "people") {
    return projects
      .map(
        (p) => `${p.title}: ${p.freelancerDeskId ? `freelancer ${p.freelancerDeskId}` : "no freelancer assigned yet"}.`,
      )
      .join(" ");
  }
  if (topic === "analytics") {
    const connected = projects.filter((p) => p.googleAnalyticsConnected);
    return connected.length
      ? `Analytics is connected for ${connected.map((p) => p.title).join(", ")}. Open the Analytics tab for page views, visitors and bounce rate.`
      : "No project has analytics connected yet; reports appear once a completed project is connected.";
  }
  const risky = projects.filter((p) => projectOutlook(p, updatesOf(p.title), now).atRisk);
  const average = Math.round(projects.reduce((s, p) => s + p.progress, 0) / projects.length);
  return `You have ${projects.length} project${projects.length === 1 ? "" : "s"} at ${average}% on average. ${
    risky.length ? `At risk: ${risky.map((p) => p.title).join(", ")}.` : "None is at risk of missing its deadline."
  } Ask about a project, your team or your analytics for more.`;
}
