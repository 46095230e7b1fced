import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { auditLog, projects, users } from "#db/schema";
import { auditActions } from "#db/schema/values";
import { personNameOrNull } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { DESK_ID_PATTERN } from "~/lib/validation";

/** Rows on one page of the Audit tab. */
export const AUDIT_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));

/**
 * The Audit tab's filters, read from the address (`/dashboard/admin/audit?user=&action=&from=&to=&page=`). Like the rest of
 * the dashboard's address, a part that does not parse falls back to "any" (`catch`): a stale link still opens.
 */
export const auditFilterSchema = z.object({
  user: z.string().trim().toUpperCase().regex(DESK_ID_PATTERN).nullable().catch(null),
  action: z.enum(auditActions).nullable().catch(null),
  from: day.nullable().catch(null),
  to: day.nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

export function readAuditFilter(url: URL): AuditFilter {
  const get = (name: string) => url.searchParams.get(name) || null;
  return auditFilterSchema.parse({
    user: get("user"),
    action: get("action"),
    from: get("from"),
    to: get("to"),
    page: get("page"),
  });
}

/** Midnight in Sri Lanka of a YYYY-MM-DD day, `plusDays` later (the zone has kept +05:30 since 2006). */
const colomboMidnight = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00+05:30`) + plusDays * 24 * 60 * 60 * 1000);

/**
 * The rows a filter keeps. A user is matched as the one who acted (by the desk ID as it was, which also finds
 * failed sign-ins to that ID) or as the user acted upon; the dates are whole days in Sri Lanka, both included.
 */
export function auditWhere(filter: AuditFilter): SQL | undefined {
  const { user, action, from, to } = filter;
  const asTarget = user
    ? and(
        eq(auditLog.targetType, "user"),
        sql`${auditLog.targetId} in (select ${users.id}::text from ${users} where ${users.flideskId} = ${user})`,
      )
    : undefined;
  return and(
    user ? or(eq(auditLog.actorDeskId, user), asTarget) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? gte(auditLog.at, colomboMidnight(from)) : undefined,
    to ? lt(auditLog.at, colomboMidnight(to, 1)) : undefined,
  );
}

const targetUser = alias(users, "target_user");
const actor = alias(users, "actor");

/** The columns of an audit row as the tab and the CSV show it: the record it names, by its desk ID or title. */
export const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorDeskId: auditLog.actorDeskId,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  ip: auditLog.ip,
  detail: auditLog.detail,
  targetDeskId: targetUser.flideskId,
  // People by name in the tab (the CSV keeps the desk IDs): who acted, and the user acted upon.
  actorName: personNameOrNull(actor),
  targetName: personNameOrNull(targetUser),
  projectTitle: projects.title,
  // The time with its microseconds, where the CSV export's batches continue (export.server.ts, Cursor).
  cursorAt: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** The audit log with each row's record looked up (a user's desk ID, a project's title), to select from. */
export const auditWithTargets = (db: Db) =>
  db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(targetUser, and(eq(auditLog.targetType, "user"), sql`${auditLog.targetId} = ${targetUser.id}::text`))
    .leftJoin(projects, and(eq(auditLog.targetType, "project"), sql`${auditLog.targetId} = ${projects.id}::text`))
    .$dynamic();

export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditWithTargets>["execute"]>>[number];

/** What an audit row acted upon, in words. */
export function targetLabel(row: Pick<AuditRow, "targetType" | "targetId" | "targetDeskId" | "projectTitle">) {
  switch (row.targetType) {
    case "user":
      return row.targetDeskId ?? "A removed user";
    case "project":
      return row.projectTitle ?? "A removed project";
    case "contact":
      return "A contact message";
    case "quote":
      return "A quote request";
    case "ticket":
      return "A support ticket";
    case "export":
      return `${row.targetId}.csv`;
    case "payment":
      return `Payment ${row.targetId}`;
    default:
      return "";
  }
}

/** One page of the filtered log, newest first, and whether another page follows. */
export async function listAuditLog(db: Db, filter: AuditFilter) {
  const rows = await auditWithTargets(db)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  return {
    filter,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    rows: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorDeskId: row.actorDeskId,
      // Nobody signed in, but a name was given (a decision through a review link): "Ama via review link".
      actorName: row.actorName ?? (typeof row.detail.name === "string" ? row.detail.name : null),
      action: row.action,
      target: targetLabel(row),
      /** A user acted upon, by name (`target` then holds their desk ID). */
      targetName: row.targetName,
      ip: row.ip,
      detail: row.detail,
    })),
  };
}
