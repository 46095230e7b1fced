import { randomBytes } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metaConnections, metricSnapshots, posts, projects, users } from "#db/schema";
import { META_MESSAGES } from "~/features/results";
import { runMetaImport } from "~/features/results/index.server";
import { setUpDatabase, setUpServer, setUpSignedInUsers } from "../setup/hooks";
import { type MetaServer, metaFigure, startMetaServer } from "../setup/meta-server";
import { callPortal, loadPortal, portalPost } from "../setup/portal";
import { testContext, testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);
let meta: MetaServer;
const key = randomBytes(32).toString("base64");

const PAGE = { id: "101", name: "Ceylon Tea Co.", instagram: { id: "17841400000000101", username: "ceylontea" } };
beforeAll(async () => {
  meta = await startMetaServer();
  meta.state.pages = [PAGE, { id: "102", name: "Ceylon Tea Outlet" }, { id: "103", name: "Tea Estate Tours" }];
});
afterAll(async () => {
  await meta.close();
});

const env = () =>
  testEnv({
    META_APP_ID: meta.appId,
    META_APP_SECRET: meta.appSecret,
    TOKEN_ENCRYPTION_KEY: key,
    META_GRAPH_URL: meta.url,
    META_DIALOG_URL: meta.url,
  });
const context = () => testContext(database, { env: env() });
const services = () => ({ db: database.db, env: env() });

const projectId = async (title = "Ceylon Tea Co. Brand Identity Refresh") =>
  (await database.db.select().from(projects).where(eq(projects.title, title)))[0]?.id ?? "";
const page = (id: string) => `/dashboard/projects/${id}/meta`;
const connection = async (id: string) =>
  (await database.db.select().from(metaConnections).where(eq(metaConnections.projectId, id)))[0];

/** "Connect Facebook & Instagram" as `who`: the app's redirect to the dialog, and Facebook's redirect back. */
async function login(who: string, id: string) {
  const started = await callPortal(portalPost(page(id), cookies[who], { intent: "connect" }), context());
  expect(started.status).toBe(302);
  const toDialog = new URL(started.location ?? "");
  expect(`${toDialog.origin}${toDialog.pathname}`).toBe(`${meta.url}/v21.0/dialog/oauth`);
  expect(Object.fromEntries(toDialog.searchParams)).toMatchObject({
    client_id: meta.appId,
    redirect_uri: "http://localhost:3000/dashboard/meta/callback",
    scope: "pages_show_list,pages_read_engagement,read_insights,instagram_basic,instagram_manage_insights",
  });
  expect(toDialog.searchParams.get("state")).toMatch(/^[\w-]{40,}$/);
  const back = await fetch(toDialog, { redirect: "manual" });
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get("location") ?? "");
  return `${callback.pathname}${callback.search}`;
}
const returnAs = (who: string, callback: string) => loadPortal(callback, cookies[who], context());
const post = (id: string, who: string, fields: Record<string, string>) =>
  callPortal(portalPost(page(id), cookies[who], fields), context());

/** A connection with Page 101 picked, ready to import. */
async function connected(id: string) {
  await returnAs("FLD-CLNT1", await login("FLD-CLNT1", id));
  const picked = await post(id, "FLD-CLNT1", { intent: "pick", pageId: PAGE.id });
  expect(picked.data).toEqual({ ok: true, message: META_MESSAGES.picked });
}

describe("connecting Facebook & Instagram", () => {
  it("runs the login: the state is checked and single use, the tokens stored only encrypted", async () => {
    const id = await projectId();
    const callback = await login("FLD-CLNT1", id);
    const back = await returnAs("FLD-CLNT1", callback);
    expect(back.url.pathname).toBe(page(id));
    expect(back.data.connection).toMatchObject({ pageId: null, reconnectNeeded: false, lastError: null });
    // Three Pages over two answers: the second came from following paging.next.
    expect(back.data.pages).toEqual([
      { id: "101", name: "Ceylon Tea Co.", instagram: "ceylontea" },
      { id: "102", name: "Ceylon Tea Outlet", instagram: null },
      { id: "103", name: "Tea Estate Tours", instagram: null },
    ]);
    const again = await returnAs("FLD-CLNT1", callback);
    expect(again.status).toBe(400);
    expect(again.data.message).toBe(META_MESSAGES.stateRefused);

    const picked = await post(id, "FLD-FRLN1", { intent: "pick", pageId: PAGE.id });
    expect(picked.data).toEqual({ ok: true, message: META_MESSAGES.picked });
    expect(await connection(id)).toMatchObject({ pageId: "101", instagramId: PAGE.instagram.id, pageName: PAGE.name });
    const dump = JSON.stringify((await database.db.execute(sql`select * from meta_connections`)) as unknown);
    expect(meta.state.issued.length).toBeGreaterThanOrEqual(5);
    for (const token of meta.state.issued) expect(dump).not.toContain(token);
  });

  it("refuses a state of another session or never issued, a Page not in the login's list, and says a denied login", async () => {
    const id = await projectId();
    const callback = await login("FLD-CLNT1", id);
    const other = await returnAs("FLD-FRLN1", callback);
    expect(other.status).toBe(400);
    expect(other.data.message).toBe(META_MESSAGES.stateRefused);
    const forged = await returnAs("FLD-CLNT1", "/dashboard/meta/callback?code=AQx&state=made-up");
    expect(forged.status).toBe(400);
    expect(forged.data.message).toBe(META_MESSAGES.stateRefused);

    meta.state.deny = true;
    const denied = await returnAs("FLD-CLNT1", await login("FLD-CLNT1", id));
    expect(denied.url.searchParams.get("error")).toBe("access_denied");
    expect(denied.status).toBe(400);
    expect(denied.data.message).toBe(META_MESSAGES.loginDenied);

    await returnAs("FLD-CLNT1", await login("FLD-CLNT1", id));
    const bogus = await post(id, "FLD-CLNT1", { intent: "pick", pageId: "999" });
    expect(bogus.status).toBe(400);
    expect(bogus.data.message).toBe(META_MESSAGES.notAChoice);
    expect((await post(id, "FLD-CLNT1", { intent: "pick" })).status).toBe(400);
    expect((await connection(id))?.pageId).toBeNull();
  });

  it("Disconnect removes the app's permissions at Meta and deletes the tokens", async () => {
    const id = await projectId();
    await connected(id);
    const before = meta.state.revocations;
    const answer = await post(id, "FLD-CLNT1", { intent: "disconnect" });
    expect(answer.data).toEqual({ ok: true, message: META_MESSAGES.disconnected });
    expect(meta.state.revocations).toBe(before + 1);
    expect(meta.state.log.at(-1)).toBe("DELETE /me/permissions");
    expect(await connection(id)).toBeUndefined();
  });
});

// 08:30 on 20 November in Colombo: yesterday is the 19th, and a first import reaches back to 23 October.
const NOW = new Date("2026-11-20T03:00:00Z");
const HOUR = 60 * 60_000;
const snapshots = (source: string, account: string) =>
  database.db
    .select()
    .from(metricSnapshots)
    .where(and(eq(metricSnapshots.source, source), eq(metricSnapshots.account, account)));
const days = (rows: { day: string; dimension: string }[]) =>
  [...new Set(rows.filter((r) => !r.dimension).map((r) => r.day))].sort();

describe("the Meta import", () => {
  it("stores each Colombo day of the Page and the Instagram account once, however often it runs", async () => {
    const id = await projectId();
    await connected(id);
    expect(await runMetaImport(services(), NOW)).toEqual({ done: 1, failed: 0 });
    const pageRows = await snapshots("meta-page", "101");
    expect(days(pageRows)).toHaveLength(28);
    expect(days(pageRows)[0]).toBe("2026-10-23");
    expect(days(pageRows).at(-1)).toBe("2026-11-19");
    // Meta's end_time 2026-11-20T08:00:00+0000 closes the 19th: its value is the 19th's.
    expect(pageRows.find((r) => r.day === "2026-11-19" && r.metric === "page_impressions_unique")?.value).toBe(
      metaFigure("101", "page_impressions_unique", "2026-11-19"),
    );
    const ig = await snapshots("instagram", PAGE.instagram.id);
    expect(new Set(ig.map((r) => r.metric))).toEqual(
      new Set(["reach", "follower_count", "views", "total_interactions"]),
    );
    expect(ig.find((r) => r.day === "2026-11-02" && r.metric === "views")?.value).toBe(
      metaFigure(PAGE.instagram.id, "views", "2026-11-02"),
    );
    expect((await connection(id))?.importedThrough).toBe("2026-11-19");

    // Again the same day: nothing is due. Forced to fetch every day again: still one row a day.
    const count = (await snapshots("meta-page", "101")).length + ig.length;
    const requests = meta.state.log.length;
    expect(await runMetaImport(services(), new Date(NOW.getTime() + HOUR))).toEqual({ done: 0, failed: 0 });
    expect(meta.state.log.length).toBe(requests);
    await database.db
      .update(metaConnections)
      .set({ importedThrough: null, lastImportAt: null })
      .where(eq(metaConnections.projectId, id));
    await runMetaImport(services(), NOW);
    expect(
      (await snapshots("meta-page", "101")).length + (await snapshots("instagram", PAGE.instagram.id)).length,
    ).toBe(count);
    expect(pageRows.length).toBe(28 * 4);

    // The next day fetches only the new day.
    await runMetaImport(services(), new Date(NOW.getTime() + 24 * HOUR));
    expect(days(await snapshots("meta-page", "101")).at(-1)).toBe("2026-11-20");
    expect((await connection(id))?.importedThrough).toBe("2026-11-20");
  });

  it("backs off on a rate limit (code 4), keeps what it stored, and resumes from its cursor", async () => {
    const id = await projectId();
    await connected(id);
    await database.db.delete(metricSnapshots);
    // The first week's nine requests (Page, Instagram series, seven Instagram totals) pass; the tenth is refused.
    meta.state.rateLimitAfter = 9;
    expect(await runMetaImport(services(), NOW)).toEqual({ done: 0, failed: 1 });
    const stopped = await connection(id);
    expect(stopped).toMatchObject({ importedThrough: "2026-10-29", lastError: META_MESSAGES.rateLimited });
    expect(stopped?.retryAfter?.getTime()).toBe(NOW.getTime() + HOUR);
    expect(days(await snapshots("meta-page", "101"))).toHaveLength(7);

    const shown = await loadPortal(`/dashboard/projects/${id}`, cookies["FLD-CLNT1"], context());
    expect(shown.data.meta.connection).toMatchObject({ lastError: META_MESSAGES.rateLimited });
    expect(shown.data.meta.connection.lastErrorAt).toBe(NOW.toISOString());

    // Within the pause nothing is asked of Meta; after it, the import goes on from the 30th.
    meta.state.rateLimitAfter = null;
    const requests = meta.state.log.length;
    expect(await runMetaImport(services(), new Date(NOW.getTime() + HOUR / 2))).toEqual({ done: 0, failed: 0 });
    expect(meta.state.log.length).toBe(requests);
    expect(await runMetaImport(services(), new Date(NOW.getTime() + HOUR + 1000))).toEqual({ done: 1, failed: 0 });
    expect(meta.state.log[requests]).toBe("GET /101/insights");
    expect(days(await snapshots("meta-page", "101"))).toHaveLength(28);
    expect(await connection(id)).toMatchObject({ importedThrough: "2026-11-19", lastError: null, retryAfter: null });
  });

  it("waits as long as Meta's usage header says", async () => {
    const id = await projectId();
    await connected(id);
    meta.state.rateLimitAfter = 0;
    meta.state.regainMinutes = 90;
    await runMetaImport(services(), NOW);
    meta.state.rateLimitAfter = null;
    meta.state.regainMinutes = 0;
    expect((await connection(id))?.retryAfter?.getTime()).toBe(NOW.getTime() + 90 * 60_000);
  });

  it("an expired token (190) marks the connection Reconnect needed, with the reason in words on the project", async () => {
    const id = await projectId();
    await connected(id);
    meta.expireTokens();
    expect(await runMetaImport(services(), NOW)).toEqual({ done: 0, failed: 1 });
    expect(await connection(id)).toMatchObject({ reconnectNeeded: true, lastError: META_MESSAGES.tokenRefused });
    const project = await loadPortal(`/dashboard/projects/${id}`, cookies["FLD-FRLN1"], context());
    expect(project.data.meta.connection).toMatchObject({
      reconnectNeeded: true,
      lastError: META_MESSAGES.tokenRefused,
    });
    const metaPage = await loadPortal(page(id), cookies["FLD-CLNT1"], context());
    expect(metaPage.data.connection).toMatchObject({ reconnectNeeded: true });
    // Not tried again until someone connects again.
    const requests = meta.state.log.length;
    await runMetaImport(services(), new Date(NOW.getTime() + 24 * HOUR));
    expect(meta.state.log.length).toBe(requests);
    // Disconnecting with a token Meta no longer accepts still removes it here.
    expect((await post(id, "FLD-CLNT1", { intent: "disconnect" })).data.ok).toBe(true);
  });

  it("stores each published post's figures, matched to the Page's and the account's posts by permalink", async () => {
    const id = await projectId();
    await connected(id);
    const [client] = await database.db.select().from(users).where(eq(users.flideskId, "FLD-CLNT1"));
    const made = await database.db
      .insert(posts)
      .values(
        [
          "https://www.facebook.com/ceylontea/posts/pfbid0abc/",
          "https://www.instagram.com/p/C1a2b3/?igsh=share",
          "https://www.facebook.com/ceylontea/posts/pfbid0zzz",
        ].map((publishedUrl, i) => ({
          clientId: client?.id ?? "",
          title: `Published ${i}`,
          scheduledAt: new Date("2026-11-10T04:00:00Z"),
          status: "published" as const,
          publishedUrl,
        })),
      )
      .returning({ id: posts.id });
    meta.state.posts.set("101", [
      { id: "101_1", permalink: "https://www.facebook.com/ceylontea/posts/pfbid0xyz" },
      { id: "101_2", permalink: "https://www.facebook.com/ceylontea/posts/pfbid0def" },
      { id: "101_3", permalink: "https://www.facebook.com/ceylontea/posts/pfbid0abc" },
    ]);
    meta.state.posts.set(PAGE.instagram.id, [{ id: "1790001", permalink: "https://www.instagram.com/p/C1a2b3/" }]);
    await runMetaImport(services(), NOW);
    const figures = await database.db.select().from(metricSnapshots).where(like(metricSnapshots.dimension, "post:%"));
    const of = (postId: string | undefined) =>
      Object.fromEntries(figures.filter((f) => f.dimension === `post:${postId}`).map((f) => [f.metric, f.value]));
    expect(of(made[0]?.id)).toEqual({
      post_impressions_unique: metaFigure("101_3", "post_impressions_unique"),
      post_clicks: metaFigure("101_3", "post_clicks"),
    });
    expect(of(made[1]?.id)).toEqual({
      reach: metaFigure("1790001", "reach"),
      total_interactions: metaFigure("1790001", "total_interactions"),
    });
    expect(of(made[2]?.id)).toEqual({});
    expect(figures.every((f) => f.day === "2026-11-20")).toBe(true);
  });
});

describe("who may connect", () => {
  it("the project's client, its freelancer and admins; anyone else finds no such project", async () => {
    const id = await projectId();
    for (const who of ["FLD-CLNT1", "FLD-FRLN1", "FLD-ADMIN"])
      expect((await loadPortal(page(id), cookies[who], context())).status).toBe(200);
    for (const who of ["FLD-CLNT2", "FLD-FRLN2"]) {
      expect((await loadPortal(page(id), cookies[who], context())).status).toBe(404);
      expect((await post(id, who, { intent: "connect" })).status).toBe(404);
      expect((await post(id, who, { intent: "disconnect" })).status).toBe(404);
    }
  });

  it("without Meta's settings the project page offers no connection and nothing starts", async () => {
    const id = await projectId();
    const plain = testContext(database);
    const project = await loadPortal(`/dashboard/projects/${id}`, cookies["FLD-CLNT1"], plain);
    expect(project.status).toBe(200);
    expect(project.data.meta).toBeNull();
    expect((await loadPortal(page(id), cookies["FLD-CLNT1"], plain)).data).toMatchObject({ configured: false });
    const started = await callPortal(portalPost(page(id), cookies["FLD-CLNT1"], { intent: "connect" }), plain);
    expect(started.status).toBe(404);
    expect(started.data.message).toBe(META_MESSAGES.notConfigured);
    expect(await runMetaImport({ db: database.db, env: testEnv() }, NOW)).toBeNull();
    const configured = await loadPortal(`/dashboard/projects/${id}`, cookies["FLD-CLNT1"], context());
    expect(configured.data.meta).toHaveProperty("connection");
  });
});

describe("the browser may follow the connect form to Meta's login", () => {
  const server = setUpServer(database, () => ({
    META_APP_ID: meta.appId,
    META_APP_SECRET: meta.appSecret,
    TOKEN_ENCRYPTION_KEY: key,
    META_DIALOG_URL: "https://dialog.example.test",
  }));
  it("lists the dialog's origin in form-action, which a browser applies to a form's redirects", async () => {
    const answer = await fetch(`${server.url}/dashboard/auth`);
    const formAction = String(answer.headers.get("content-security-policy"))
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("form-action"));
    expect(formAction).toBe("form-action 'self' https://dialog.example.test");
  });
});
