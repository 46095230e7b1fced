import { sql } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/session.server";
import type { Database, Db } from "~/lib/db.server";

/** One Postgres channel for every change; each process listens once and fans out to its own SSE clients. */
export const CHANNEL = "fld_changes";

/** Who a change concerns: admins see every change; clients and freelancers only their projects'. */
export type Change = {
  /** `user` and `lead` changes go to admins only. */
  kind: "project" | "update" | "user" | "lead";
  projectId?: string;
  clientId?: string;
  freelancerIds?: string[];
};

/** Announces a change to every process on this database (NOTIFY is delivered when the transaction commits). */
export async function publishChange(db: Pick<Db, "execute">, change: Change) {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
}

export function mayReceive(user: Pick<SessionUser, "id" | "role">, change: Change) {
  if (user.role === "admin") return true;
  if (change.kind === "user" || change.kind === "lead") return false;
  if (user.role === "client") return change.clientId === user.id;
  return change.freelancerIds?.includes(user.id) ?? false;
}

type Subscriber = { user: Pick<SessionUser, "id" | "role">; send: (change: Change) => void };

export type ChangeFeed = ReturnType<typeof createChangeFeed>;

export function createChangeFeed(database: Pick<Database, "listen">) {
  const subscribers = new Set<Subscriber>();
  let started: Promise<unknown> | null = null;
  const start = () => {
    started ??= database.listen(CHANNEL, (payload) => {
      let change: Change;
      try {
        change = JSON.parse(payload) as Change;
      } catch {
        return;
      }
      for (const s of subscribers) if (mayReceive(s.user, change)) s.send(change);
    });
    return started;
  };
  return {
    async subscribe(user: Subscriber["user"], send: Subscriber["send"]) {
      await start();
      const subscriber = { user, send };
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    get size() {
      return subscribers.size;
    },
  };
}
