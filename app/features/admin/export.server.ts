import { desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { contactSubmissions, projects, quoteRequests, users } from "#db/schema";
import { quoteDetail } from "~/features/leads/index.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { formatTimestamp } from "~/lib/format";

export const EXPORTS = ["projects", "users", "leads"] as const;
export type ExportName = (typeof EXPORTS)[number];

type Cell = string | number | boolean | Date | null | undefined | string[];

/** Rows read per query: enough to keep round trips few, small enough that memory stays flat for any table. */
export const EXPORT_BATCH = 500;

/**
 * One CSV cell (RFC 4180). A text starting with = + - @ or a tab is prefixed with ' so that a spreadsheet
 * never runs what a visitor typed into a form as a formula. Dates are Sri Lanka time (app/lib/format.ts).
 */
export function csvCell(value: Cell) {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? formatTimestamp(value) : Array.isArray(value) ? value.join("; ") : String(value);
  if (typeof value === "string" || Array.isArray(value)) {
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(row: Cell[]) {
  return `${row.map((c) => csvCell(c)).join(",")}\r\n`;
}

/**
 * Keyset pagination, newest first: where the last batch stopped, as (created_at, id). The time travels as
 * text with its microseconds: a JavaScript Date keeps only milliseconds, and a cursor rounded to them would
 * skip rows created in the same millisecond.
 */
type Cursor = { at: string; id: string };
const cursorAt = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const after = (createdAt: PgColumn | SQL, id: PgColumn | SQL, cursor: Cursor | null) =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

type Batch = { cursor: Cursor | null; lines: Cell[][] };

/** Every row of a data set, batch after batch, until a batch comes back short. */
async function* batches(read: (cursor: Cursor | null) => Promise<Batch>) {
  let cursor: Cursor | null = null;
  for (;;) {
    const batch = await read(cursor);
    if (batch.lines.length > 0) yield batch.lines;
    if (batch.lines.length < EXPORT_BATCH || !batch.cursor) return;
    cursor = batch.cursor;
  }
}

const HEADERS: Record<ExportName, string[]> = {
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

function readUsers(db: Db) {
  return async (cursor: Cursor | null): Promise<Batch> => {
    const rows = await db
      .select({
        id: users.id,
        at: cursorAt(users.createdAt),
        flideskId: users.flideskId,
        email: users.email,
        role: users.role,
        // Only whether a password is set: the hash itself is never read here.
        invitePending: sql<boolean>`${isNull(users.passwordHash)}`,
        lastSignInAt: users.lastSignInAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(after(users.createdAt, users.id, cursor))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(EXPORT_BATCH);
    const last = rows.at(-1);
    return {
      cursor: last ? { at: last.at, id: last.id } : null,
      lines: rows.map((u) => [u.flideskId, u.email, u.role, u.invitePending, u.lastSignInAt, u.createdAt]),
    };
  };
}

function readProjects(db: Db) {
  const client = alias(users, "client");
  const freelancer = alias(users, "freelancer");
  return async (cursor: Cursor | null): Promise<Batch> => {
    const rows = await db
      .select({
        id: projects.id,
        at: cursorAt(projects.createdAt),
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
      .leftJoin(freelancer, eq(freelancer.id, projects.assignedFreelancerId))
      .where(after(projects.createdAt, projects.id, cursor))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(EXPORT_BATCH);
    const last = rows.at(-1);
    return {
      cursor: last ? { at: last.at, id: last.id } : null,
      lines: rows.map((p) => [
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
      ]),
    };
  };
}

/**
 * Contact messages and quote requests as one list, newest first, like the Leads tab (but every row: the tab
 * shows the latest 200). Each table is read a batch at a time from the cursor, and the two are merged here.
 */
function readLeads(db: Db) {
  return async (cursor: Cursor | null): Promise<Batch> => {
    const [contacts, quotes] = await Promise.all([
      db
        .select({
          id: contactSubmissions.id,
          at: cursorAt(contactSubmissions.createdAt),
          firstName: contactSubmissions.firstName,
          lastName: contactSubmissions.lastName,
          email: contactSubmissions.email,
          message: contactSubmissions.message,
          status: contactSubmissions.status,
          createdAt: contactSubmissions.createdAt,
        })
        .from(contactSubmissions)
        .where(after(contactSubmissions.createdAt, contactSubmissions.id, cursor))
        .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
        .limit(EXPORT_BATCH),
      db
        .select({
          id: quoteRequests.id,
          at: cursorAt(quoteRequests.createdAt),
          name: quoteRequests.name,
          company: quoteRequests.company,
          email: quoteRequests.email,
          phone: quoteRequests.phone,
          selectedServices: quoteRequests.selectedServices,
          budget: quoteRequests.budget,
          timeline: quoteRequests.timeline,
          message: quoteRequests.message,
          status: quoteRequests.status,
          createdAt: quoteRequests.createdAt,
        })
        .from(quoteRequests)
        .where(after(quoteRequests.createdAt, quoteRequests.id, cursor))
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(EXPORT_BATCH),
    ]);
    const merged = [
      ...contacts.map((c) => ({
        key: { at: c.at, id: c.id },
        line: ["contact", `${c.firstName} ${c.lastName}`, c.email, [], c.message, c.status, c.createdAt] as Cell[],
      })),
      ...quotes.map((r) => ({
        key: { at: r.at, id: r.id },
        line: [
          "quote",
          r.company ? `${r.name} (${r.company})` : r.name,
          r.email,
          r.selectedServices,
          quoteDetail(r),
          r.status,
          r.createdAt,
        ] as Cell[],
      })),
    ]
      // The same order as the SQL: (created_at, id) descending. The fixed-width UTC text sorts as the time does.
      .sort((a, b) => compareKeys(b.key, a.key))
      // Up to one batch: past it, the table that ran out of rows first could still have older ones to come.
      .slice(0, EXPORT_BATCH);
    const last = merged.at(-1);
    return { cursor: last?.key ?? null, lines: merged.map((m) => m.line) };
  };
}

/** Orders cursors like PostgreSQL orders (timestamptz, uuid): uuids compare as their lowercase hex text. */
function compareKeys(a: Cursor, b: Cursor) {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

const readers: Record<ExportName, (db: Db) => (cursor: Cursor | null) => Promise<Batch>> = {
  users: readUsers,
  projects: readProjects,
  leads: readLeads,
};

/**
 * The admin's Settings > Export: one data set as CSV text, a chunk per batch of rows (the header first).
 * Export is admin-only (the route checks), so every row is included.
 */
export async function* exportCsv(db: Db, name: ExportName): AsyncGenerator<string> {
  yield csvLine(HEADERS[name]);
  for await (const lines of batches(readers[name](db))) yield lines.map(csvLine).join("");
}

/**
 * The CSV as a byte stream that reads the next batch only when the client has taken the last one, so a large
 * export holds one batch in memory. The first batch is read before this returns: a database that is down
 * answers with an error status, not a 200 that breaks off.
 */
export async function exportStream(db: Db, name: ExportName): Promise<ReadableStream<Uint8Array>> {
  const chunks = exportCsv(db, name);
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
