import { sql } from "drizzle-orm";
import type { Db } from "./db.server";

/**
 * The write side of the portal's live updates: a feature that changes what a dashboard shows announces it inside
 * the same transaction, and the change feed (features/realtime) delivers it to the browsers allowed to see it.
 * It lives here, below the features, because every feature that writes uses it.
 */

/** One Postgres channel for every change; each process listens once and fans out to its own SSE clients. */
export const CHANNEL = "fld_changes";

/**
 * Who a change concerns: admins see every change; clients and freelancers only their projects' (and a client their
 * own tickets). A `notification` goes to the users it names and nobody else, admins included.
 */
export type Change = {
  /** `user` and `lead` changes go to admins only; a `payment` to admins and the paying client. */
  kind: "project" | "update" | "user" | "lead" | "ticket" | "notification" | "payment" | "post";
  projectId?: string;
  clientId?: string;
  freelancerIds?: string[];
  /** For `notification`: whose bell changed. */
  userIds?: string[];
};

/** Announces a change to every process on this database (NOTIFY is delivered when the transaction commits). */
export async function publishChange(db: Pick<Db, "execute">, change: Change) {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
}
