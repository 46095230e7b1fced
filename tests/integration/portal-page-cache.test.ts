import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { readDataVersion } from "~/lib/data-version.server";
import type { Database } from "~/lib/db.server";
import { createPortalPageCache } from "../../server/portal-pages";
import { signInCookie, startTestServer, type TestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

// Decision 51: a signed-in portal read is answered from memory while the data version it was rendered at is still
// the database's; any committed write moves the version (a trigger at commit), and the next read renders anew.
let database: Database;
let server: TestServer;
let client: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(database, testEnv());
  client = await signInCookie(server.url, "FLD-CLNT1");
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const get = (path: string, cookie: string) =>
  fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";

/**
 * A read that renders, then the same read again from memory. A write first moves the version, so the page kept
 * before is no longer the data's; a page whose slower part streamed in after its shell is not kept, so the read is
 * asked again until one comes from memory.
 */
async function renderedThenKept(path: string, cookie: string) {
  await database.db.update(users).set({ locale: null }).where(eq(users.flideskId, "FLD-CLNT1"));
  let first = await get(path, cookie);
  let firstBody = await first.text();
  for (let attempt = 0; attempt < 10; attempt++) {
    const second = await get(path, cookie);
    const secondBody = await second.text();
    if (second.headers.get("x-cache") === "HIT") return { first, firstBody, second, secondBody };
    first = second;
    firstBody = secondBody;
  }
  throw new Error(`${path} never came from memory`);
}

async function clientProject() {
  const [client1] = await database.db.select({ id: users.id }).from(users).where(eq(users.flideskId, "FLD-CLNT1"));
  const [project] = await database.db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.clientId, client1?.id ?? ""))
    .limit(1);
  if (!project) throw new Error("FLD-CLNT1 has no project");
  return project;
}

describe("the portal's page cache", () => {
  it("answers a second read of the same page from memory, in the response's own nonce", async () => {
    const { first, firstBody, second, secondBody } = await renderedThenKept("/dashboard/projects", client);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBeNull();
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondBody).toContain(`nonce="${nonceOf(second)}"`);
    expect(secondBody).not.toContain(nonceOf(first));
    expect(secondBody).toBe(firstBody.replaceAll(nonceOf(first), nonceOf(second)));
  });

  it("keeps a route's data (.data) the same way", async () => {
    const { second } = await renderedThenKept("/dashboard/projects.data", client);
    expect(second.headers.get("content-type")).toMatch(/^text\/x-script/);
  });

  it("renders anew once any write has committed, and shows the new data", async () => {
    const project = await clientProject();
    await renderedThenKept("/dashboard/projects", client);
    await database.db
      .update(projects)
      .set({ title: "Ceylon Tea Co. Renamed Project" })
      .where(eq(projects.id, project.id));
    const after = await get("/dashboard/projects", client);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(await after.text()).toContain("Ceylon Tea Co. Renamed Project");
    await database.db.update(projects).set({ title: project.title }).where(eq(projects.id, project.id));
    expect(await (await get("/dashboard/projects", client)).text()).toContain(project.title);
  });

  it("moves the version once per committed transaction, and not for one rolled back", async () => {
    const project = await clientProject();
    const before = await readDataVersion(database.db);
    await database.db.transaction(async (tx) => {
      for (const progress of [10, 20, 30])
        await tx.update(projects).set({ progress }).where(eq(projects.id, project.id));
    });
    const once = await readDataVersion(database.db);
    expect(BigInt(once ?? "0")).toBe(BigInt(before ?? "0") + 1n);
    await database.db
      .transaction(async (tx) => {
        await tx.update(projects).set({ progress: 99 }).where(eq(projects.id, project.id));
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await readDataVersion(database.db)).toBe(once);
    // A statement that changes no row is no change either.
    await database.db
      .update(projects)
      .set({ progress: 1 })
      .where(eq(projects.id, "00000000-0000-0000-0000-000000000000"));
    expect(await readDataVersion(database.db)).toBe(once);
  });

  it("never gives one person's page to another", async () => {
    const other = await signInCookie(server.url, "FLD-CLNT2");
    await renderedThenKept("/dashboard", client);
    const theirs = await get("/dashboard", other);
    expect(theirs.headers.get("x-cache")).toBeNull();
    const [mine, their] = await Promise.all([get("/dashboard", client).then((r) => r.text()), theirs.text()]);
    expect(their).not.toBe(mine);
  });

  it("serves nothing from memory once the session has ended", async () => {
    const cookie = await signInCookie(server.url, "FLD-CLNT1");
    await renderedThenKept("/dashboard", cookie);
    const out = await fetch(`${server.url}/dashboard/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    const after = await get("/dashboard", cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/\/dashboard\/auth/);
  });

  it("renders a project's Google and Meta pages every time: they may read the provider", async () => {
    const project = await clientProject();
    const admin = await signInCookie(server.url, "FLD-ADMIN");
    for (const provider of ["google", "meta"]) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await get(`/dashboard/projects/${project.id}/${provider}`, admin));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.headers.get("x-cache"))).toEqual([null, null, null]);
    }
  });

  it("has its triggers on every table of the app (a new table needs them too)", async () => {
    const result = await database.db.execute(sql`
      select t.tablename as name,
        exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where c.relname = t.tablename and g.tgname = 'bump_data_version') as "onRows",
        exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where c.relname = t.tablename and g.tgname = 'bump_data_version_on_truncate') as "onTruncate"
      from pg_tables t where t.schemaname = current_schema()`);
    const tables = (result as unknown as { rows: { name: string; onRows: boolean; onTruncate: boolean }[] }).rows;
    const missing = tables
      .filter((t) => t.name !== "data_version" && !t.name.startsWith("sandbox_"))
      .filter((t) => !t.onRows || !t.onTruncate)
      .map((t) => t.name);
    expect(tables.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});

describe("an entry of the portal's page cache", () => {
  it("is served for its version only, 30 s at most, and within the caps", () => {
    let now = 0;
    const cache = createPortalPageCache({ enabled: true, maxEntries: 2, now: () => now });
    cache.set("a", "7", "n0nce", [["content-type", "text/html"]], Buffer.from('<p nonce="n0nce">a</p>'));
    expect(cache.find("a", "8")).toBeNull();
    cache.set("a", "7", "n0nce", [], Buffer.from('<p nonce="n0nce">a</p>'));
    const entry = cache.find("a", "7");
    expect(entry && cache.bodyOf(entry, "other", false).toString()).toBe('<p nonce="other">a</p>');
    now = 29_999;
    expect(cache.find("a", "7")).not.toBeNull();
    now = 30_000;
    expect(cache.find("a", "7")).toBeNull();
    for (const key of ["b", "c", "d"]) cache.set(key, "7", "n", [], Buffer.from(key));
    expect(cache.size().entries).toBe(2);
    expect(cache.find("b", "7")).toBeNull();
  });
});
