import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { users } from "#db/schema";
import { createSession } from "~/features/accounts/session.server";
import { createChangeFeed } from "~/features/realtime/feed.server";
import type { AppLoadContextValue } from "~/lib/context.server";
import { type Database, openDatabase } from "~/lib/db.server";
import { loadEnv } from "~/lib/env.server";
import { createPageCache } from "~/lib/page-cache.server";
import { createRateLimiters, type RateLimitConfig } from "~/lib/rate-limit.server";
import { createDiskStorage } from "~/lib/storage.server";

export type TestEngine = "pglite" | "postgres";

export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
}

/**
 * A new, empty, migrated database for one test file: in-memory PGlite, or a database of its own on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(engine: TestEngine = testEngine()): Promise<Database> {
  if (engine === "pglite") return openDatabase({ kind: "memory" });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `agency_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "agency-test-")),
    SESSION_SECRET: "test-secret-test-secret-test-secret-0000",
    PUBLIC_URL: "http://localhost:3000",
    ...overrides,
  });
}

/** The load context a route receives, over the given database. */
export function testContext(
  database: Database,
  options: { clientIp?: string; rateLimits?: Partial<RateLimitConfig> } = {},
): AppLoadContextValue {
  const env = testEnv();
  return {
    db: database.db,
    env,
    limiters: createRateLimiters(database.db, options.rateLimits),
    feed: createChangeFeed(database),
    storage: createDiskStorage(path.join(env.DATA_DIR, "uploads")),
    clientIp: options.clientIp ?? `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
    cspNonce: "test-nonce",
    pages: createPageCache({ enabled: false }),
  };
}

/** A form POST to `url`, as a browser without JavaScript sends it. */
export function formRequest(url: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** Every user of the database by desk ID: their id, and a session cookie pair (`fld_session=...`) to act as them. */
export async function signedInUsers(database: Database) {
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  for (const row of await database.db.select().from(users)) {
    ids[row.flideskId] = row.id;
    cookies[row.flideskId] = (await createSession(database.db, row.id, false)).split(";")[0] ?? "";
  }
  return { ids, cookies };
}
