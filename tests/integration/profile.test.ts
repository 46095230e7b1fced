import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema";
import { hashPassword, verifyPassword } from "~/features/accounts/password.server";
import { profileMessages } from "~/features/accounts/profile.server";
import type { Database } from "~/lib/db.server";
import { signInCookie, startTestServer, type TestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

const PASSWORD = "Old#Password1";
let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, testEnv());
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function newUser(flideskId: string) {
  const [user] = await database.db
    .insert(users)
    .values({
      flideskId,
      email: `${flideskId.toLowerCase()}@example.lk`,
      role: "freelancer",
      onboarded: true,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

const post = (cookie: string, fields: Record<string, string>, userAgent = "curl/8.5.0") =>
  fetch(`${server.url}/dashboard/profile`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "User-Agent": userAgent },
    body: new URLSearchParams(fields),
  });

const signedIn = async (cookie: string) =>
  (await fetch(`${server.url}/dashboard/profile`, { redirect: "manual", headers: { Cookie: cookie } })).status === 200;

const sessionsOf = async (userId: string) =>
  database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));

describe("profile", () => {
  it("lists the user's own devices with the browser, the address and this one marked", async () => {
    const user = await newUser("FLD-PRF01");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    await signInCookie(server.url, user.flideskId, PASSWORD);
    const page = await fetch(`${server.url}/dashboard/profile`, { headers: { Cookie: here } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Signed-in devices");
    expect(html.match(/This device/g)).toHaveLength(1);
    expect(html).toContain("127.0.0.1");
    // Another user's sessions never show.
    const other = await newUser("FLD-PRF02");
    await signInCookie(server.url, other.flideskId, PASSWORD);
    const [mine, theirs] = [await sessionsOf(user.id), await sessionsOf(other.id)];
    expect(mine).toHaveLength(2);
    for (const s of theirs) expect(html).not.toContain(s.id);
  });

  it("changes the password only with the current one, and signs out every other device", async () => {
    const user = await newUser("FLD-PRF03");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    const elsewhere = await signInCookie(server.url, user.flideskId, PASSWORD);

    const wrong = await post(here, {
      intent: "change-password",
      current: "Nope#Nope1",
      password: "New#Password2",
      confirm: "New#Password2",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(profileMessages.wrongCurrent);
    const weak = await post(here, { intent: "change-password", current: PASSWORD, password: "weak", confirm: "weak" });
    expect(weak.status).toBe(400);
    const same = await post(here, {
      intent: "change-password",
      current: PASSWORD,
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(await same.text()).toContain(profileMessages.same);
    expect(await signedIn(elsewhere)).toBe(true);

    const done = await post(here, {
      intent: "change-password",
      current: PASSWORD,
      password: "New#Password2",
      confirm: "New#Password2",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(profileMessages.passwordChanged);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after?.passwordHash ?? "", "New#Password2")).toBe(true);
  });

  it("signs out one own device or all others, never another user's", async () => {
    const user = await newUser("FLD-PRF04");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    const second = await signInCookie(server.url, user.flideskId, PASSWORD);
    const third = await signInCookie(server.url, user.flideskId, PASSWORD);
    const stranger = await newUser("FLD-PRF05");
    const strangerCookie = await signInCookie(server.url, stranger.flideskId, PASSWORD);
    const [strangerSession] = await sessionsOf(stranger.id);

    // Another user's device: nothing happens to it.
    const foreign = await post(here, { intent: "sign-out-device", device: strangerSession?.id ?? "" });
    expect(foreign.status).toBe(404);
    expect(await signedIn(strangerCookie)).toBe(true);
    expect((await post(here, { intent: "sign-out-device", device: "not-a-session" })).status).toBe(400);
    expect((await post(here, { intent: "no-such-form" })).status).toBe(400);

    const hereId = createHash("sha256")
      .update(here.slice(here.indexOf("=") + 1))
      .digest("hex");
    const otherId = (await sessionsOf(user.id)).map((s) => s.id).find((id) => id !== hereId);
    const one = await post(here, { intent: "sign-out-device", device: otherId ?? "" });
    expect(one.status).toBe(200);
    expect((await sessionsOf(user.id)).length).toBe(2);

    const all = await post(here, { intent: "sign-out-others" });
    expect(all.status).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await Promise.all([second, third].map(signedIn))).toEqual([false, false]);
    expect(await signedIn(strangerCookie)).toBe(true);
  });

  it("sends a visitor without a session to sign in", async () => {
    const answer = await fetch(`${server.url}/dashboard/profile`, { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toContain("/dashboard/auth");
    expect((await post("", { intent: "sign-out-others" })).status).toBe(302);
  });
});
