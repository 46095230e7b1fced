// Throwaway resources for a test or a benchmark run: a free loopback port and a database of its own on a
// PostgreSQL server. The benchmarks import this module too (as they import ./checkout): both are tooling run from
// a checkout, and server/ holds only what the running app needs.
import { randomBytes } from "node:crypto";
import { type AddressInfo, createServer } from "node:net";
import pg from "pg";

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** Runs `work` with a client connected to `url`, and closes it whatever happens. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type ScratchPostgres = Awaited<ReturnType<typeof scratchPostgres>>;

/**
 * Creates `<prefix>_<random>` on the PostgreSQL server `adminUrl` names (TEST_DATABASE_URL by default), for one
 * test file, one run or several processes to share. `drop` removes it, connections or not.
 */
export async function scratchPostgres(prefix: string, adminUrl = process.env.TEST_DATABASE_URL) {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (admin) => admin.query(`create database ${pg.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** One query on a connection of its own (the rows). */
    query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      return withClient(url.toString(), async (client) => (await client.query<T>(sql, params)).rows);
    },
    async drop() {
      // `with (force)` ends our own connections, but not an autovacuum worker that happens to be in the database:
      // that one runs as the superuser (42501) or is still leaving (55006). It is gone within moments.
      for (let attempt = 1; ; attempt++) {
        try {
          await withClient(adminUrl, (admin) =>
            admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
          );
          return;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (attempt >= 50 || (code !== "42501" && code !== "55006")) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
