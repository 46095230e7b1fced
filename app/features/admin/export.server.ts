import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn, type PgSelect } from "drizzle-orm/pg-core";
import { auditLog, contactSubmissions, projects, quoteRequests, users } from "#db/schema";
import { BILLING_CSV_HEADER, billingCsvCells, listBilling, readBillingFilter } from "~/features/billing/index.server";
import { quoteDetail, serviceNames } from "~/features/leads/index.server";
import { type Cell, csvLine } from "~/lib/csv";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { type AuditFilter, auditWhere, auditWithTargets, readAuditFilter, targetLabel } from "./audit-log.server";

/** The data sets of Settings > Export, and the Audit and Billing tabs' (filtered as the tab is, by the same query). */
export const EXPORTS = ["projects", "users", "leads", "audit", "billing"] as const;
export type ExportName = (typeof EXPORTS)[number];

/** Rows read per query: enough to keep round trips few, small enough that memory stays flat for any table. */
export const EXPORT_BATCH = 500;

/**
 * Keyset pagination, newest first: where the last batch stopped, as (created_at, id). The time travels as
 * text with its microseconds: a JavaScript Date keeps only milliseconds, and a cursor rounded to them would
 * skip rows created in the same millisecond.
 */
type Cursor = { at: string; id: string };
type Keyed = { createdAt: PgColumn; id: PgColumn };

/** The columns a row's cursor is made of, to spread into a select. */
const keyOf = (table: Keyed) => ({
  id: table.id,
  at: sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
});

/** One batch of `query` over `table`: the rows after `cursor` (and kept by `filter`), newest first. */
function nextBatch<Q extends PgSelect>(query: Q, table: Keyed, cursor: Cursor | null, filter?: SQL) {
  const after = cursor
    ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return query.where(and(filter, after)).orderBy(desc(table.createdAt), desc(table.id)).limit(EXPORT_BATCH);
}

/** A row as a CSV line, with the cursor it leaves. */
type Line = Cursor & { line: Cell[] };
type Reader = (db: Db, cursor: Cursor | null) => Promise<Line[]>;

const linesOf = <R extends Cursor>(rows: R[], line: (row: R) => Cell[]): Line[] =>
  rows.map((row) => ({ at: row.at, id: row.id, line: line(row) }));

/** Every row of a data set, batch after batch, until a batch comes back short. */
async function* batches(db: Db, read: Reader) {
  let cursor: Cursor | null = null;
  for (;;) {
    const lines = await read(db, cursor);
    if (lines.length > 0) yield lines.map((l) => l.line);
    const last = lines.at(-1);
    if (lines.length < EXPORT_BATCH || !last) return;
    cursor = { at: last.at, id: last.id };
  }
}

const HEADERS: Record<ExportName, string[]> = {
  billing: BILLING_CSV_HEADER,
  audit: ["at", "actor_desk_id", "action", "target_type", "target_id", "target", "ip", "detail"],
  users: ["flidesk_id", "email", "role", "invite_pending", "last_sign_in_at", "created_at"],
  leads: ["type", "name", "email", "services", "details", "status", "created_at"],
  projects: [
    "title",
    "description",
    "client",
    "freelancer",
    "status",
    "progress",
    "deadline",
    "analytics_connected",
    "completed_at",
    "created_at",
  ],
};

async function userLines(db: Db, cursor: Cursor | null) {
  const query = db
    .select({
      ...keyOf(users),
      flideskId: users.flideskId,
      email: users.email,
      role: users.role,
      // Only whether a password is set: the hash itself is never read here.
      invitePending: sql<boolean>`${isNull(users.passwordHash)}`,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(users);
  return linesOf(await nextBatch(query.$dynamic(), users, cursor), (u) => [
    u.flideskId,
    u.email,
    u.role,
    u.invitePending,
    u.lastSignInAt,
    u.createdAt,
  ]);
}

const client = alias(users, "client");
const freelancer = alias(users, "freelancer");

async function projectLines(db: Db, cursor: Cursor | null) {
  const query = db
    .select({
      ...keyOf(projects),
      title: projects.title,
      description: projects.description,
      clientDeskId: client.flideskId,
      freelancerDeskId: freelancer.flideskId,
      status: projects.status,
      progress: projects.progress,
      deadline: projects.deadline,
      googleAnalyticsConnected: projects.googleAnalyticsConnected,
      completedAt: projects.completedAt,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .innerJoin(client, eq(client.id, projects.clientId))
    .leftJoin(freelancer, eq(freelancer.id, projects.assignedFreelancerId));
  return linesOf(await nextBatch(query.$dynamic(), projects, cursor), (p) => [
    p.title,
    p.description,
    p.clientDeskId,
    p.freelancerDeskId,
    p.status,
    p.progress,
    p.deadline,
    p.googleAnalyticsConnected,
    p.completedAt,
    p.createdAt,
  ]);
}

async function contactLines(db: Db, cursor: Cursor | null) {
  const c = contactSubmissions;
  const query = db
    .select({
      ...keyOf(c),
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      message: c.message,
      status: c.status,
      createdAt: c.createdAt,
    })
    .from(c);
  return linesOf(await nextBatch(query.$dynamic(), c, cursor), (r) => [
    "contact",
    `${r.firstName} ${r.lastName}`,
    r.email,
    [],
    r.message,
    r.status,
    r.createdAt,
  ]);
}

async function quoteLines(db: Db, cursor: Cursor | null) {
  const q = quoteRequests;
  const query = db
    .select({
      ...keyOf(q),
      name: q.name,
      company: q.company,
      email: q.email,
      phone: q.phone,
      selectedServices: q.selectedServices,
      budget: q.budget,
      timeline: q.timeline,
      message: q.message,
      status: q.status,
      createdAt: q.createdAt,
    })
    .from(q);
  return linesOf(await nextBatch(query.$dynamic(), q, cursor), (r) => [
    "quote",
    r.company ? `${r.name} (${r.company})` : r.name,
    r.email,
    serviceNames(r.selectedServices),
    quoteDetail(r),
    r.status,
    r.createdAt,
  ]);
}

/**
 * Contact messages and quote requests as one list, newest first, like the Leads tab (but every row: the tab
 * shows the latest 200). Each table is read a batch at a time from the cursor, and the two are merged here.
 */
async function leadLines(db: Db, cursor: Cursor | null) {
  const [contacts, quotes] = await Promise.all([contactLines(db, cursor), quoteLines(db, cursor)]);
  return (
    [...contacts, ...quotes]
      // The same order as the SQL: (created_at, id) descending. The fixed-width UTC text sorts as the time does.
      .sort((a, b) => compareKeys(b, a))
      // Up to one batch: past it, the table that ran out of rows first could still have older ones to come.
      .slice(0, EXPORT_BATCH)
  );
}

/** Orders cursors like PostgreSQL orders (timestamptz, uuid): uuids compare as their lowercase hex text. */
function compareKeys(a: Cursor, b: Cursor) {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

/** The audit log as the tab filters it; the time column is `at`. */
const auditLines =
  (filter: AuditFilter): Reader =>
  async (db, cursor) => {
    const keyed = { createdAt: auditLog.at, id: auditLog.id };
    const rows = await nextBatch(auditWithTargets(db), keyed, cursor, auditWhere(filter));
    return rows.map((r) => ({
      id: r.id,
      at: r.cursorAt,
      line: [r.at, r.actorDeskId, r.action, r.targetType, r.targetId, targetLabel(r), r.ip, JSON.stringify(r.detail)],
    }));
  };

/** Which reader a data set uses; the audit log's depends on the filters in the address. */
const readerFor = (name: Exclude<ExportName, "billing">, url: URL): Reader =>
  name === "audit"
    ? auditLines(readAuditFilter(url))
    : { users: userLines, projects: projectLines, leads: leadLines }[name];

/**
 * The admin's Settings > Export: one data set as CSV text, a chunk per batch of rows (the header first).
 * Export is admin-only (the route checks), so every row is included.
 */
export async function* exportCsv(db: Db, name: ExportName, url: URL): AsyncGenerator<string> {
  yield csvLine(HEADERS[name]);
  // The Billing tab's list in its own order (needing the agency first), read whole: it is capped per table.
  if (name === "billing") {
    yield (await listBilling(db, readBillingFilter(url))).map((row) => csvLine(billingCsvCells(row))).join("");
    return;
  }
  for await (const lines of batches(db, readerFor(name, url))) yield lines.map(csvLine).join("");
}

/**
 * The CSV as a byte stream that reads the next batch only when the client has taken the last one, so a large
 * export holds one batch in memory. The first batch is read before this returns: a database that is down
 * answers with an error status, not a 200 that breaks off.
 */
export async function exportStream(db: Db, name: ExportName, url: URL): Promise<ReadableStream<Uint8Array>> {
  const chunks = exportCsv(db, name, url);
  const encoder = new TextEncoder();
  const first: string[] = [];
  for (let i = 0; i < 2; i++) {
    const next = await chunks.next();
    if (next.done) break;
    first.push(next.value);
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.length) controller.enqueue(encoder.encode(first.join("")));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // Headers are sent by now: the download breaks off rather than ending as if it were complete.
        console.error(`CSV export of ${name} failed:`, describeError(error));
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
