// A test file's shared fixtures, declared in one line each: Vitest hooks set them up before the file's tests and
// take them down after. (Kept apart from test-db.ts, which the Playwright fixtures import too.)
import { afterAll, beforeAll } from "vitest";
import { seedDemoData } from "#db/seed";
import type { Database } from "~/lib/db.server";
import type { RateLimitConfig } from "~/lib/rate-limit.server";
import { startTestServer, type TestServer, type TestServerOptions } from "./server-build";
import { startSmtpServer } from "./smtp";
import { createTestDatabase, signedInUsers, testEnv } from "./test-db";

/**
 * The test file's database: created before its tests (with the demo data when `seed`), closed after them. What it
 * gives back stands for the database from then on (`database.db`, `database.close()`, ...), so a file declares it
 * in one line instead of a `let` and two hooks.
 */
export function setUpDatabase(options: { seed?: boolean } = {}): Database {
  let current: Database | undefined;
  const opened = () => {
    if (!current) throw new Error("the test database is opened in beforeAll: use it inside a test or a hook");
    return current;
  };
  beforeAll(async () => {
    current = await createTestDatabase();
    if (options.seed) await seedDemoData(current.db);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get db() {
      return opened().db;
    },
    get kind() {
      return opened().kind;
    },
    get fresh() {
      return opened().fresh;
    },
    listen: (...args) => opened().listen(...args),
    close: () => opened().close(),
  };
}

/**
 * The desk IDs' user ids and session cookies (see `signedInUsers`), filled in before the file's tests run: call it
 * after `setUpDatabase({ seed: true })`, whose hook has to run first.
 */
export function setUpSignedInUsers(database: Database) {
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    const signedIn = await signedInUsers(database);
    Object.assign(ids, signedIn.ids);
    Object.assign(cookies, signedIn.cookies);
  });
  return { ids, cookies };
}

/**
 * The built app served over the file's database for the file's tests (see `startTestServer`): started before them,
 * closed after. `env` is read when the server starts, so it may name what an earlier hook set up (a mail server).
 */
export function setUpServer(
  database: Database,
  env: () => Record<string, string> = () => ({}),
  limits?: Partial<RateLimitConfig>,
  options: TestServerOptions = {},
) {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(database, testEnv(env()), limits, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get url() {
      if (!current) throw new Error("the test server starts in beforeAll: use it inside a test or a hook");
      return current.url;
    },
  };
}

/**
 * The billing tests' world: a mail server, the seeded database, and the built app on an address of its own (the
 * sandbox gateway's pages and merchant API answer there) mailing through that server. `serverEnv()` is the
 * environment the app runs with, for calling its features from the test; `mail()` the mail server.
 */
export function setUpAppWithMail() {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  const mail = () => {
    if (!smtp) throw new Error("the mail server starts in beforeAll: use it inside a test or a hook");
    return smtp;
  };
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const database = setUpDatabase({ seed: true });
  const server = setUpServer(database, () => ({ SMTP_URL: mail().url }), undefined, { ownPublicUrl: true });
  const serverEnv = () => testEnv({ PUBLIC_URL: server.url });
  return { mail, database, server, serverEnv };
}
