import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { users } from "#db/schema";
import { createSession } from "~/features/accounts/sign-in/session.server";
import { limitKeyOf, readableIp } from "~/lib/client-ip.server";
import type { Client, RequestContext } from "~/lib/context.server";
import { type Database, openDatabase } from "~/lib/db.server";
import { type Env, loadEnv } from "~/lib/env.server";
import type { RateLimitConfig } from "~/lib/rate-limit.server";
import { createDiskStorage } from "~/lib/storage.server";
import { createServices, requestContext, type Services } from "../../server/services";
import { scratchPostgres } from "./scratch";

export type TestEngine = "pglite" | "postgres";

export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
}

/**
 * A new, empty, migrated database for one test file: in-memory PGlite, or a database of its own on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(engine: TestEngine = testEngine()): Promise<Database> {
  if (engine === "pglite") return openDatabase({ kind: "memory", image: await migratedImage() });
  const scratch = await scratchPostgres("agency_test");
  const database = await openDatabase({ kind: "postgres", url: scratch.url }).catch(async (error) => {
    await scratch.drop();
    throw error;
  });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Every file under `folder`, its path and its bytes, in a stable order. */
function filesOf(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? filesOf(file) : [file];
    });
}

/**
 * An embedded database with every migration applied, as the data-directory image PGlite dumps: running the
 * migrations costs an embedded database about two seconds, loading the image about one, and every test file opens
 * at least one. Made once per set of migrations and PGlite version, and kept in the system's temp folder where
 * every test process finds it; a process that finds none makes it (two at once write the same bytes).
 */
async function migratedImage(): Promise<Blob> {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json")));
  for (const file of filesOf(path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle"))) {
    hash.update(file).update(readFileSync(file));
  }
  const file = path.join(tmpdir(), `agency-pglite-${hash.digest("hex").slice(0, 16)}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ kind: "memory" });
  try {
    const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("gzip");
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  } finally {
    await database.close();
  }
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

export type TestContextOptions = { clientIp?: string; rateLimits?: Partial<RateLimitConfig>; env?: Env };

/**
 * What the server shares between requests, over the given database (the page cache off: tests call routes
 * directly), with the client of one request: what a test hands a feature that takes its services.
 */
export function testServices(database: Database, options: TestContextOptions = {}): Services & Client {
  const env = options.env ?? testEnv();
  return {
    ...createServices(database, env, {
      storage: createDiskStorage(path.join(env.DATA_DIR, "uploads")),
      rateLimits: options.rateLimits,
      cachePages: false,
    }),
    ...clientOf(options.clientIp ?? `10.0.0.${Math.floor(Math.random() * 250) + 1}`),
  };
}

/** The context a route receives, each service under its key, as the server builds it (`requestContext`). */
export function testContext(database: Database, options: TestContextOptions = {}): RequestContext {
  return contextOf(testServices(database, options));
}

/** The route context of the given services and client (a test that changed one of them). */
export function contextOf(services: Services & Client): RequestContext {
  return requestContext(services, { clientIp: services.clientIp, clientKey: services.clientKey }, "test-nonce");
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
    cookies[row.flideskId] =
      (await createSession(database.db, row.id, false, { userAgent: null, ip: "127.0.0.1" })).split(";")[0] ?? "";
  }
  return { ids, cookies };
}

/** The address as the server reads it: shown as written, counted by limits as `limitKeyOf` says. */
const clientOf = (address: string) => ({ clientIp: readableIp(address), clientKey: limitKeyOf(address) });
