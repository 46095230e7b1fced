import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "#db/schema";
import { jobLocks } from "./advisory-locks";
import { listenWithReconnect } from "./pg-listener.server";

export { schema };

/** The Drizzle database, whichever engine is behind it: loaders and actions see only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** True when the migrations found no table yet: the database was created by this start. */
  fresh: boolean;
  /**
   * Runs `onMessage` for every NOTIFY on `channel` (from any process on this database). On PostgreSQL a lost
   * connection is opened again (with backoff) and `onReconnect` runs then: NOTIFYs sent in between are lost.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    options?: { onReconnect?: () => void },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  // `image`: a data directory dumped by PGlite's `dumpDataDir`, to start from (tests start from a migrated one).
  | { kind: "memory"; image?: Blob };

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** Raised when another process holds the embedded database: its message is printed as is. */
export class DatabaseLockedError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") return openPostgres(options.url);
  return options.kind === "pglite" ? openPglite(options.dataDir) : openPglite(undefined, options.image);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  // A connection that drops while checked out (between a transaction's queries, as in a database restart) emits
  // its error on the client, where the pool no longer listens: without a listener of its own it would end the
  // process. The query in flight is refused on its own; this only keeps the process up.
  pool.on("connect", (client) =>
    client.on("error", (error) => console.error("PostgreSQL connection error:", error.message)),
  );
  const db = drizzleNodePg({ client: pool, schema });
  const fresh = !(await hasTables(db));
  // Several processes may start at once against one database: an advisory lock lets one migrate at a time.
  const lock = await pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(${jobLocks.migrations})`);
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await lock.query(`select pg_advisory_unlock(${jobLocks.migrations})`).catch(() => {});
    lock.release();
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    fresh,
    async listen(channel, onMessage, options = {}) {
      const stop = await listenWithReconnect(url, channel, onMessage, options.onReconnect);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, image?: Blob): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = takeLock(path.join(dataDir, "pglite.lock"));
  }
  try {
    const client = dataDir ? new PGlite(path.join(dataDir, "pglite")) : new PGlite({ loadDataDir: image });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    // A database in memory is always this start's, from an image or not.
    const fresh = !dataDir || !(await hasTables(db));
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      fresh,
      // In-process: the connection cannot be lost, so there is nothing to reconnect.
      async listen(channel, onMessage) {
        const unlisten = await client.listen(channel, onMessage);
        return async () => unlisten();
      },
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function hasTables(db: Db) {
  const result = await db.execute(
    sql`select exists (select 1 from information_schema.tables where table_schema = 'public' and table_name = 'users') as "exists"`,
  );
  // Both drivers answer with a `rows` array; Drizzle's shared type does not say so.
  return Boolean((result as unknown as { rows: { exists: boolean }[] }).rows[0]?.exists);
}

/**
 * PGlite is one process's database: two processes writing one directory would corrupt it. The lock file
 * holds the owner's pid; a lock left by a dead process is taken over.
 */
function takeLock(file: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(
          `The embedded database in ${path.dirname(file)} is in use by another process (pid ${pid}). Stop it, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${file}`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
