import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleConnections, projects, users } from "#db/schema";
import { RESULTS_MESSAGES } from "~/features/results";
import { accessToken } from "~/features/results/google/connection.server";
import { googleSettings } from "~/features/results/index.server";
import { type GoogleServer, startGoogleServer } from "../setup/google-server";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, loadPortal, portalPost } from "../setup/portal";
import { testContext, testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);
let google: GoogleServer;
const key = randomBytes(32).toString("base64");

beforeAll(async () => {
  google = await startGoogleServer();
});
afterAll(async () => {
  await google.close();
});

const env = () =>
  testEnv({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    TOKEN_ENCRYPTION_KEY: key,
    GOOGLE_OAUTH_URL: google.url,
    GOOGLE_API_URL: google.url,
  });
const context = () => testContext(database, { env: env() });
const settings = () => {
  const found = googleSettings(env());
  if (!found) throw new Error("Google is configured in these tests");
  return found;
};

const projectId = async (title = "Ceylon Tea Co. Brand Identity Refresh") =>
  (await database.db.select().from(projects).where(eq(projects.title, title)))[0]?.id ?? "";
const page = (id: string) => `/dashboard/projects/${id}/google`;

/** "Connect Google Analytics" as `who`: the app's redirect to Google, and Google's redirect back (code and state). */
async function consent(who: string, id: string) {
  const started = await callPortal(portalPost(page(id), cookies[who], { intent: "connect" }), context());
  expect(started.status).toBe(302);
  const toGoogle = new URL(started.location ?? "");
  expect(toGoogle.origin).toBe(google.url);
  expect(Object.fromEntries(toGoogle.searchParams)).toMatchObject({
    access_type: "offline",
    prompt: "consent",
    response_type: "code",
    code_challenge_method: "S256",
    scope: "https://www.googleapis.com/auth/analytics.readonly https://www.googleapis.com/auth/webmasters.readonly",
    redirect_uri: "http://localhost:3000/dashboard/google/callback",
  });
  const back = await fetch(toGoogle, { redirect: "manual" });
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get("location") ?? "");
  return `${callback.pathname}${callback.search}`;
}

const returnAs = (who: string, callback: string) => loadPortal(callback, cookies[who], context());
const connection = async (id: string) =>
  (await database.db.select().from(googleConnections).where(eq(googleConnections.projectId, id)))[0];

describe("connecting Google", () => {
  it("runs the authorization-code flow: the state is checked and single use, the tokens stored only encrypted", async () => {
    const id = await projectId();
    const callback = await consent("FLD-CLNT1", id);
    const back = await returnAs("FLD-CLNT1", callback);
    expect(back.url.pathname).toBe(page(id));
    expect(back.data.connection).toMatchObject({ propertyId: null, siteUrl: null, lastError: null });
    expect(back.data.options).toEqual({
      properties: [{ id: "properties/123456", name: "Ceylon Tea Co. (Account 100)" }],
      sites: ["https://ceylontea.example.lk/"],
    });
    // Neither token is anywhere in the database in plain text.
    const dump = JSON.stringify((await database.db.execute(sql`select * from google_connections`)) as unknown);
    expect(google.state.issued.length).toBe(2);
    for (const token of google.state.issued) expect(dump).not.toContain(token);

    const again = await returnAs("FLD-CLNT1", callback);
    expect(again.status).toBe(400);
    expect(again.data.message).toBe(RESULTS_MESSAGES.stateRefused);
  });

  it("refuses a state started by another session, and one never issued", async () => {
    const id = await projectId();
    const callback = await consent("FLD-CLNT1", id);
    const other = await returnAs("FLD-FRLN1", callback);
    expect(other.status).toBe(400);
    expect(other.data.message).toBe(RESULTS_MESSAGES.stateRefused);
    const forged = await returnAs("FLD-CLNT1", "/dashboard/google/callback?code=4/x&state=made-up");
    expect(forged.status).toBe(400);
    expect(forged.data.message).toBe(RESULTS_MESSAGES.stateRefused);
  });

  it("saves the property and site only from the grant's own lists", async () => {
    const id = await projectId();
    const post = (fields: Record<string, string>) =>
      callPortal(portalPost(page(id), cookies["FLD-FRLN1"], { intent: "choose", ...fields }), context());
    const bogus = await post({ propertyId: "properties/999", siteUrl: "https://ceylontea.example.lk/" });
    expect(bogus.status).toBe(400);
    expect(bogus.data.message).toBe(RESULTS_MESSAGES.notAChoice);
    const empty = await post({});
    expect(empty.status).toBe(400);
    const saved = await post({ propertyId: "properties/123456", siteUrl: "https://ceylontea.example.lk/" });
    expect(saved.data).toEqual({ ok: true, message: RESULTS_MESSAGES.chosen });
    expect(await connection(id)).toMatchObject({
      propertyId: "properties/123456",
      siteUrl: "https://ceylontea.example.lk/",
    });
  });

  it("renews the access token before it expires, and uses the stored one while it is fresh", async () => {
    const id = await projectId();
    const before = (await connection(id))?.accessToken;
    google.state.log.length = 0;
    await accessToken(database.db, settings(), id);
    expect(google.state.log).not.toContain("POST /token refresh_token");
    await database.db
      .update(googleConnections)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(googleConnections.projectId, id));
    const fresh = await accessToken(database.db, settings(), id);
    expect(google.state.log).toContain("POST /token refresh_token");
    expect(google.state.issued).toContain(fresh);
    const after = await connection(id);
    expect(after?.accessToken).not.toBe(before);
    expect(after?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it("Disconnect revokes the grant at Google and deletes the tokens", async () => {
    const id = await projectId();
    const revokedBefore = google.revoked();
    const answer = await callPortal(portalPost(page(id), cookies["FLD-CLNT1"], { intent: "disconnect" }), context());
    expect(answer.data).toEqual({ ok: true, message: RESULTS_MESSAGES.disconnected });
    expect(google.revoked()).toBe(revokedBefore + 1);
    expect(await connection(id)).toBeUndefined();
  });

  it("a grant revoked at Google marks the connection failed, in words, on the project", async () => {
    const id = await projectId();
    await returnAs("FLD-CLNT1", await consent("FLD-CLNT1", id));
    google.revokeAll();
    await database.db
      .update(googleConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(googleConnections.projectId, id));
    await expect(accessToken(database.db, settings(), id)).rejects.toMatchObject({ kind: "invalid-grant" });
    expect((await connection(id))?.lastError).toBe(RESULTS_MESSAGES.grantRevoked);
    const shown = await loadPortal(page(id), cookies["FLD-CLNT1"], context());
    expect(shown.data.connection.lastError).toBe(RESULTS_MESSAGES.grantRevoked);
    // Disconnecting a grant Google already dropped still removes it here.
    const answer = await callPortal(portalPost(page(id), cookies["FLD-CLNT1"], { intent: "disconnect" }), context());
    expect(answer.data).toEqual({ ok: true, message: RESULTS_MESSAGES.disconnected });
  });
});

describe("who may connect", () => {
  it("the project's client, its freelancer and admins; anyone else finds no such project", async () => {
    const id = await projectId();
    for (const who of ["FLD-CLNT1", "FLD-FRLN1", "FLD-ADMIN"])
      expect((await loadPortal(page(id), cookies[who], context())).status).toBe(200);
    for (const who of ["FLD-CLNT2", "FLD-FRLN2"]) {
      expect((await loadPortal(page(id), cookies[who], context())).status).toBe(404);
      const post = await callPortal(portalPost(page(id), cookies[who], { intent: "connect" }), context());
      expect(post.status).toBe(404);
    }
  });

  it("without Google's settings the page says so and nothing starts", async () => {
    const id = await projectId();
    const plain = testContext(database);
    expect((await loadPortal(page(id), cookies["FLD-CLNT1"], plain)).data).toMatchObject({ configured: false });
    const post = await callPortal(portalPost(page(id), cookies["FLD-CLNT1"], { intent: "connect" }), plain);
    expect(post.status).toBe(404);
    expect(post.data.message).toBe(RESULTS_MESSAGES.notConfigured);
  });

  it("answers in the reader's language: a Sinhala freelancer's choice on a project not connected, a Tamil client's refused return", async () => {
    const id = await projectId();
    const setLocale = (deskId: string, locale: "si" | "ta" | null) =>
      database.db.update(users).set({ locale }).where(eq(users.flideskId, deskId));
    await setLocale("FLD-FRLN1", "si");
    await setLocale("FLD-CLNT1", "ta");
    try {
      const bogus = await callPortal(
        portalPost(page(id), cookies["FLD-FRLN1"], { intent: "choose", propertyId: "properties/999", siteUrl: "x" }),
        context(),
      );
      // The tests before disconnected the project: the answer says so, in Sinhala.
      expect(bogus.status).toBe(404);
      expect(bogus.data.message).toBe("මෙම ව්‍යාපෘතියට Google සම්බන්ධ කර නැත.");
      const forged = await returnAs("FLD-CLNT1", "/dashboard/google/callback?code=4/x&state=made-up");
      expect(forged.status).toBe(400);
      expect(forged.data.message).toBe(
        "இந்த Google உள்நுழைவு இணைப்பு காலாவதியாகிவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. மீண்டும் இணைக்கவும்.",
      );
      const plain = testContext(database);
      const post = await callPortal(portalPost(page(id), cookies["FLD-CLNT1"], { intent: "connect" }), plain);
      expect(post.status).toBe(404);
      expect(post.data.message).toBe("இந்தச் சேவையகத்தில் Google அமைக்கப்படவில்லை.");
    } finally {
      await setLocale("FLD-FRLN1", null);
      await setLocale("FLD-CLNT1", null);
    }
  });
});
