import { and, count, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { contactSubmissions, payments, projects, projectUpdates, quoteRequests, users } from "#db/schema";
import { isActive } from "~/features/projects";
import { colomboMonthStart } from "~/lib/colombo-month";
import type { Db } from "~/lib/db.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export { colomboMonthStart };

async function revenueBetween(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({ currency: payments.currency, total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    // Status 2 is a verified, successful payment (PayHere); pending and failed notifies are not revenue.
    .where(and(eq(payments.statusCode, "2"), gte(payments.createdAt, from), lt(payments.createdAt, to)))
    .groupBy(payments.currency);
  const of = (currency: string) => Number(rows.find((r) => r.currency === currency)?.total ?? 0);
  return { lkr: of("LKR"), usd: of("USD") };
}

/** One event, as fields: the page says it in the reader's language (`activity-texts.ts`). */
export type Activity = { at: Date } & (
  | { kind: "project-created"; title: string; client: string }
  | { kind: "update"; by: string; title: string; progress: number }
  | { kind: "user"; id: string; role: "client" | "freelancer" | "admin" }
  | { kind: "payment"; amount: string; currency: string; order: string }
  | { kind: "contact"; name: string }
  | { kind: "quote"; name: string }
);

/** The latest events across the system: projects created, updates posted, users added, payments, leads. */
async function recentActivity(db: Db, limit: number): Promise<Activity[]> {
  const client = alias(users, "client");
  const author = alias(users, "author");
  const [newProjects, updates, newUsers, paid, contacts, quotes] = await Promise.all([
    db
      .select({ at: projects.createdAt, title: projects.title, client: client.flideskId })
      .from(projects)
      .innerJoin(client, eq(client.id, projects.clientId))
      .orderBy(desc(projects.createdAt))
      .limit(limit),
    db
      .select({
        at: projectUpdates.createdAt,
        title: projects.title,
        progress: projectUpdates.progress,
        by: author.flideskId,
      })
      .from(projectUpdates)
      .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
      .innerJoin(author, eq(author.id, projectUpdates.updatedBy))
      .orderBy(desc(projectUpdates.createdAt))
      .limit(limit),
    db
      .select({ at: users.createdAt, id: users.flideskId, role: users.role })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(limit),
    db
      .select({ at: payments.createdAt, amount: payments.amount, currency: payments.currency, order: payments.orderId })
      .from(payments)
      .where(eq(payments.statusCode, "2"))
      .orderBy(desc(payments.createdAt))
      .limit(limit),
    db
      .select({
        at: contactSubmissions.createdAt,
        first: contactSubmissions.firstName,
        last: contactSubmissions.lastName,
      })
      .from(contactSubmissions)
      .orderBy(desc(contactSubmissions.createdAt))
      .limit(limit),
    db
      .select({ at: quoteRequests.createdAt, name: quoteRequests.name })
      .from(quoteRequests)
      .orderBy(desc(quoteRequests.createdAt))
      .limit(limit),
  ]);
  const events: Activity[] = [
    ...newProjects.map((p) => ({ kind: "project-created" as const, ...p })),
    ...updates.map((u) => ({ kind: "update" as const, ...u })),
    ...newUsers.map((u) => ({ kind: "user" as const, ...u })),
    ...paid.map((p) => ({ kind: "payment" as const, ...p })),
    ...contacts.map((c) => ({ kind: "contact" as const, at: c.at, name: `${c.first} ${c.last}` })),
    ...quotes.map((q) => ({ kind: "quote" as const, ...q })),
  ];
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

/**
 * The admin's Analytics figures, computed from the data (an earlier version hard-coded them): revenue this and last
 * month from verified payments, users signed in within 30 days, the success rate, the average time from a
 * project's creation to its completion, and the 5 latest activities.
 */
export async function systemAnalytics(db: Db, now = new Date()) {
  const thisMonth = colomboMonthStart(now);
  const lastMonth = colomboMonthStart(now, 1);
  const [revenueThisMonth, revenueLastMonth, [active], statusRows, [duration], activity] = await Promise.all([
    revenueBetween(db, thisMonth, colomboMonthStart(now, -1)),
    revenueBetween(db, lastMonth, thisMonth),
    db
      .select({ n: count() })
      .from(users)
      .where(gte(users.lastSignInAt, new Date(now.getTime() - 30 * DAY_MS))),
    db.select({ status: projects.status, n: count() }).from(projects).groupBy(projects.status),
    db
      .select({
        avgMs: sql<string | null>`avg(extract(epoch from (${projects.completedAt} - ${projects.createdAt})) * 1000)`,
      })
      .from(projects)
      .where(and(eq(projects.status, "completed"), isNotNull(projects.completedAt))),
    recentActivity(db, 5),
  ]);
  const total = statusRows.reduce((sum, r) => sum + r.n, 0);
  const completed = statusRows.find((r) => r.status === "completed")?.n ?? 0;
  const avgMs = duration?.avgMs == null ? null : Number(duration.avgMs);
  return {
    revenueThisMonth,
    revenueLastMonth,
    activeUsers: active?.n ?? 0,
    successRate: total === 0 ? 0 : Math.round((completed / total) * 100),
    averageProjectDays: avgMs === null ? null : Math.round((avgMs / DAY_MS) * 10) / 10,
    activity,
  };
}

/** The admin's cards (docs/product.md, Fli DESK portal) and the overview's system totals, counted from the lists the page loads. */
export function systemTotals(projectList: { status: string }[], userList: { role: string }[]) {
  const role = (r: string) => userList.filter((u) => u.role === r).length;
  const status = (s: string) => projectList.filter((p) => p.status === s).length;
  return {
    clients: role("client"),
    freelancers: role("freelancer"),
    admins: role("admin"),
    users: userList.length,
    projects: projectList.length,
    // The same test as the client's and freelancer's cards: in development or testing, not pending.
    active: projectList.filter((p) => isActive(p.status)).length,
    pending: status("pending"),
    completed: status("completed"),
  };
}
