import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDemoData } from "#db/seed";
import type { Database } from "~/lib/db.server";
import { generousLimits, signInCookie, startTestServer } from "../setup/server-build";
import { createTestDatabase, testEngine, testEnv } from "../setup/test-db";

// The database going away under a running server: every page, form and API that needs it answers 503 with the
// failure screen's text (docs/product.md, Public site), never 500, and logs say "database unavailable" without a query's values.

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let clientCookie = "";
let adminCookie = "";
const engine = testEngine();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(
    database,
    testEnv(),
    generousLimits(10_000, ["contact", "quote", "drafts", "loginIp", "loginId"]),
  );
  clientCookie = await signInCookie(server.url, "FLD-CLNT1");
  adminCookie = await signInCookie(server.url, "FLD-ADMIN");
}, 60_000);

let closed = false;
afterAll(async () => {
  await restore?.();
  await server?.close();
  if (!closed) await database?.close();
});

let restore: (() => Promise<void>) | undefined;

const get = (pathname: string, cookie = "") =>
  fetch(`${server.url}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const post = (pathname: string, fields: Record<string, string>, cookie = "") =>
  fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });

const contact = { intent: "contact", firstName: "A", lastName: "B", email: "outage@example.lk", message: "Hello" };

/** Every kind of request that needs the database, with what it must answer while the database is gone. */
async function expectOutageAnswers() {
  const logged: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(" "));
  });
  try {
    const pages: [string, () => Promise<Response>][] = [
      ["portal page", () => get("/dashboard", clientCookie)],
      ["portal area", () => get("/dashboard/analytics", clientCookie)],
      ["a spec ?tab= address", () => get("/dashboard?tab=analytics", clientCookie)],
      ["an admin area", () => get("/dashboard/admin/users", adminCookie)],
      ["sign-in page of a signed-in user", () => get("/dashboard/auth", clientCookie)],
      ["role dashboard (its own error boundary)", () => get("/dashboard/admin", adminCookie)],
      ["invite page", () => get("/dashboard/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG")],
      ["contact form (rate limit first)", () => post("/?index", contact)],
      ["quote form", () => post("/quote", { intent: "quote", name: "A", email: "a@b.lk", selectedServices: "seo" })],
      ["sign-in form", () => post("/dashboard/auth", { flideskId: "FLD-CLNT1", password: "DeskDemo#2025" })],
    ];
    for (const [label, send] of pages) {
      const res = await send();
      const html = await res.text();
      expect(res.status, label).toBe(503);
      expect(html, label).toContain("Oops! Something went wrong");
      expect(html, label).toMatch(/We(&#x27;|')re sorry for the inconvenience\. Please try refreshing the page\./);
      expect(html, label).not.toMatch(/\/work\/|node_modules|\n\s+at /);
    }
    // The browser's data requests: the same failure, rendered by the same screen in the browser.
    for (const pathname of ["/dashboard.data", "/dashboard/projects.data", "/dashboard/admin/leads.data"]) {
      const res = await get(pathname, clientCookie);
      expect(res.status, pathname).toBe(503);
      await res.body?.cancel();
    }
    // Routes that answer data, not a page: the failure text as plain text.
    const resources: [string, () => Promise<Response>][] = [
      ["event stream", () => get("/api/events", clientCookie)],
      ["CSV export", () => get("/dashboard/export/users.csv", adminCookie)],
      [
        "drafts API",
        () =>
          fetch(`${server.url}/api/drafts`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: server.url },
            body: JSON.stringify({ email: "outage@example.lk", data: {} }),
          }),
      ],
    ];
    for (const [label, send] of resources) {
      const res = await send();
      expect(res.status, label).toBe(503);
      expect(await res.text(), label).toContain("Oops! Something went wrong");
    }
    const health = await get("/healthz");
    expect(health.status).toBe(503);
    await health.body?.cancel();
    // A page that needs no database is still served.
    const home = await get("/services");
    expect(home.status).toBe(200);
    await home.body?.cancel();

    const log = logged.join("\n");
    expect(log).toMatch(/\[GET \/dashboard\] database unavailable/);
    expect(log).toMatch(/\[POST \/dashboard\/auth\] database unavailable/);
    expect(log).not.toMatch(/params:|outage@example\.lk|\$argon2/);
  } finally {
    spy.mockRestore();
  }
}

describe.runIf(engine === "postgres")("while PostgreSQL refuses connections", () => {
  it("every route that needs the database answers 503 with the failure text, and the app recovers", async () => {
    const name = (
      (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows[0]?.name;
    expect(name).toMatch(/^agency_test_/);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const ident = pg.escapeIdentifier(name ?? "");
    restore = async () => {
      await admin.query(`alter database ${ident} allow_connections true`);
      await admin.end();
      restore = undefined;
    };
    // No new connection, and the open ones cut: as when the server restarts or the network drops. Client backends
    // only: an autovacuum worker may be in the database too, and it is the superuser's.
    await admin.query(`alter database ${ident} allow_connections false`);
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'",
      [name],
    );

    await expectOutageAnswers();

    await restore();
    // The pool opens new connections by itself: the first requests after the outage succeed.
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    await health.body?.cancel();
    const page = await get("/dashboard", clientCookie);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Oops! Something went wrong");
    const sent = await post("/?index", contact);
    expect(sent.status).toBe(200);
    await sent.body?.cancel();
  });
});

describe.runIf(engine === "pglite")("after the embedded database has closed", () => {
  it("every route that needs the database answers 503 with the failure text", async () => {
    closed = true;
    await database.close();
    await expectOutageAnswers();
  });
});
