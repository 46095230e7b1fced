import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox, rateLimits, recoveryCodes, signInChallenges, twoFactor, users } from "#db/schema";
import { hashPassword } from "~/features/accounts/password.server";
import { describeUserAgent } from "~/features/accounts/sign-in/user-agent";
import { twoFactorMessages } from "~/features/accounts/two-factor/two-factor-messages.server";
import type { Database } from "~/lib/db.server";
import { formatDateTime } from "~/lib/format";
import { startTestServer, type TestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

const PASSWORD = "Desk#Password1";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const STEP_MS = 30_000;
let database: Database;
let server: TestServer;
// The clock is held still (Date only: timers run), in the middle of a 30-second step, so that a code "one step
// before" is exactly that whatever the test's speed; `tick` moves it on a step.
let now = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
const tick = (steps = 1) => {
  now += steps * STEP_MS;
  vi.setSystemTime(now);
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now });
  database = await createTestDatabase();
  server = await startTestServer(database, testEnv());
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  vi.useRealTimers();
});

let serial = 0;
async function newUser(role: "client" | "freelancer" | "admin" = "client") {
  serial += 1;
  const flideskId = `FLD-TF${String(serial).padStart(3, "0")}`;
  const [user] = await database.db
    .insert(users)
    .values({
      flideskId,
      email: `${flideskId.toLowerCase()}@example.lk`,
      role,
      onboarded: true,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

const post = (path: string, fields: Record<string, string>, cookie = "", on: TestServer = server) =>
  fetch(`${on.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "User-Agent": CHROME },
    body: new URLSearchParams(fields),
  });

/** The `name=value` pair a response sets for the cookie `name`, when it sets one with a value. */
const cookieSet = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

const codeAt = (key: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: now + offsetSteps * STEP_MS,
  });

/** Signs in with the password; for a user with two-factor sign-in that gives the challenge's cookie only. */
async function passwordStep(flideskId: string, on: TestServer = server) {
  const res = await post("/dashboard/auth", { flideskId, password: PASSWORD }, "", on);
  expect(res.status).toBe(302);
  return res;
}

async function signedInCookie(flideskId: string, on: TestServer = server) {
  const cookie = cookieSet(await passwordStep(flideskId, on), "fld_session");
  if (!cookie) throw new Error("no session");
  return cookie;
}

/** Refused without a session, back to the sign-in page. */
function expectSentBack(res: Response) {
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/dashboard/auth");
  expect(cookieSet(res, "fld_session")).toBeUndefined();
}

const recoveryCodesIn = (html: string) => [...new Set(html.match(/\b[A-Z2-9]{5}-[A-Z2-9]{5}\b/g) ?? [])];

/** Sets up two-factor sign-in through the profile, as a browser without JavaScript posts it. */
async function enrol(flideskId: string, on: TestServer = server) {
  const cookie = await signedInCookie(flideskId, on);
  expect((await post("/dashboard/profile/security", { intent: "two-factor-start" }, cookie, on)).status).toBe(200);
  const page = await (await fetch(`${on.url}/dashboard/profile/security`, { headers: { Cookie: cookie } })).text();
  const key = /data-testid="two-factor-key"[^>]*>([A-Z2-7 ]+)</.exec(page)?.[1] ?? "";
  expect(key.replace(/\s/g, "")).toHaveLength(32);
  const done = await post(
    "/dashboard/profile/security",
    { intent: "two-factor-confirm", code: codeAt(key) },
    cookie,
    on,
  );
  expect(done.status).toBe(200);
  const codes = recoveryCodesIn(await done.text());
  expect(codes).toHaveLength(10);
  // Past the step whose code turned it on (and the one after, which that code's window covers).
  tick(2);
  return { cookie, key, codes };
}

const mailsTo = (email: string, subject: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));

describe("two-factor sign-in", () => {
  it("enrols from the profile: a wrong code refused, the app's code turns it on; the secret is stored encrypted", async () => {
    const user = await newUser();
    const cookie = await signedInCookie(user.flideskId);
    const off = await (await fetch(`${server.url}/dashboard/profile/security`, { headers: { Cookie: cookie } })).text();
    expect(off).toContain("Set up two-factor sign-in");
    await post("/dashboard/profile/security", { intent: "two-factor-start" }, cookie);
    const page = await (
      await fetch(`${server.url}/dashboard/profile/security`, { headers: { Cookie: cookie } })
    ).text();
    expect(page).toContain("data:image/svg+xml;base64,");
    const key = /data-testid="two-factor-key"[^>]*>([A-Z2-7 ]+)</.exec(page)?.[1] ?? "";
    const plainKey = key.replace(/\s/g, "");

    const right = codeAt(key);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    const refused = await post("/dashboard/profile/security", { intent: "two-factor-confirm", code: wrong }, cookie);
    expect(refused.status).toBe(400);
    // Rendered without JavaScript, the refusal is the code field's own error, tied to it (the forms module's Field).
    const refusedPage = await refused.text();
    expect(refusedPage).toMatch(
      /<input[^>]*id="two-factor-confirm-code"[^>]*aria-describedby="two-factor-confirm-code-error"/,
    );
    expect(refusedPage).toContain(
      `id="two-factor-confirm-code-error" class="text-sm text-danger-text" role="alert">${twoFactorMessages.wrongCode}`,
    );
    const done = await post("/dashboard/profile/security", { intent: "two-factor-confirm", code: right }, cookie);
    expect(done.status).toBe(200);
    const codes = recoveryCodesIn(await done.text());
    expect(codes).toHaveLength(10);

    const [row] = await database.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    expect(row?.enabledAt).toBeTruthy();
    expect(row?.secret).not.toContain(plainKey);
    const stored = await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace("-", ""));
    // Once on, no page shows the key or the codes again.
    const after = await (
      await fetch(`${server.url}/dashboard/profile/security`, { headers: { Cookie: cookie } })
    ).text();
    expect(after).not.toContain(plainKey.slice(0, 8));
    expect(recoveryCodesIn(after)).toEqual([]);
    expect(after).toContain("10 of 10 recovery");
    expect(await mailsTo(user.email, "Two-factor sign-in is on")).toHaveLength(1);
    tick();
  });

  it("asks for a code after the password: no session before it; one step either side accepted, two refused; a code works once", async () => {
    const user = await newUser("freelancer");
    const { key } = await enrol(user.flideskId);
    const first = await passwordStep(user.flideskId);
    expect(first.headers.get("location")).toBe("/dashboard/two-factor?redirectTo=%2Fdashboard");
    expect(cookieSet(first, "fld_session")).toBeUndefined();
    const challenge = cookieSet(first, "fld_challenge") ?? "";
    expect(challenge).toBeTruthy();
    // The challenge is no session: the portal still sends it to sign in.
    const portal = await fetch(`${server.url}/dashboard`, { redirect: "manual", headers: { Cookie: challenge } });
    expect(portal.headers.get("location")).toContain("/dashboard/auth");
    expect((await fetch(`${server.url}/dashboard/two-factor`, { headers: { Cookie: challenge } })).status).toBe(200);

    for (const offset of [-2, 2]) {
      const res = await post("/dashboard/two-factor", { code: codeAt(key, offset) }, challenge);
      if (![-1, 0, 1].some((o) => codeAt(key, o) === codeAt(key, offset))) expect(res.status).toBe(400);
    }
    const early = await post("/dashboard/two-factor", { code: codeAt(key, -1) }, challenge);
    expect(early.status).toBe(302);
    expect(early.headers.get("location")).toBe("/dashboard");
    const session = cookieSet(early, "fld_session") ?? "";
    expect((await fetch(`${server.url}/dashboard`, { headers: { Cookie: session } })).status).toBe(200);
    // The challenge is spent with its first right code: another code on it is sent back to sign in.
    expectSentBack(await post("/dashboard/two-factor", { code: codeAt(key, 1) }, challenge));
    expect(await database.db.select().from(signInChallenges).where(eq(signInChallenges.userId, user.id))).toEqual([]);

    const second = cookieSet(await passwordStep(user.flideskId), "fld_challenge") ?? "";
    // The same code again is refused (replayed), a code of the next step is not.
    expect((await post("/dashboard/two-factor", { code: codeAt(key, -1) }, second)).status).toBe(400);
    const late = await post("/dashboard/two-factor", { code: codeAt(key, 1) }, second);
    expect(late.status).toBe(302);
    expect(cookieSet(late, "fld_session")).toBeTruthy();
    tick(2);
  });

  it("holds under races: one code sent five times at once turns it on once, and opens one session", async () => {
    const user = await newUser();
    const cookie = await signedInCookie(user.flideskId);
    await post("/dashboard/profile/security", { intent: "two-factor-start" }, cookie);
    const page = await (
      await fetch(`${server.url}/dashboard/profile/security`, { headers: { Cookie: cookie } })
    ).text();
    const key = /data-testid="two-factor-key"[^>]*>([A-Z2-7 ]+)</.exec(page)?.[1] ?? "";
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        post("/dashboard/profile/security", { intent: "two-factor-confirm", code: codeAt(key) }, cookie),
      ),
    );
    // One turns it on; the others find it on (409) or their code spent (400), depending on the engine's timing.
    const statuses = confirms.map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400 || status === 409)).toBe(true);
    expect(await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(10);
    expect(await mailsTo(user.email, "Two-factor sign-in is on")).toHaveLength(1);
    tick(2);

    const challenge = cookieSet(await passwordStep(user.flideskId), "fld_challenge") ?? "";
    const codes = await Promise.all(
      Array.from({ length: 5 }, () => post("/dashboard/two-factor", { code: codeAt(key) }, challenge)),
    );
    const sessionsMade = codes.map((r) => cookieSet(r, "fld_session")).filter(Boolean);
    expect(sessionsMade).toHaveLength(1);
    expect(codes.filter((r) => r.status === 302 && r.headers.get("location") === "/dashboard")).toHaveLength(1);
    tick(2);
  });

  it("takes each recovery code once, and says how many are left in the sign-in mail", async () => {
    const user = await newUser();
    const { codes } = await enrol(user.flideskId);
    const code = codes[0] ?? "";
    const first = cookieSet(await passwordStep(user.flideskId), "fld_challenge") ?? "";
    const used = await post("/dashboard/two-factor", { code: code.toLowerCase() }, first);
    expect(used.status).toBe(302);
    expect(cookieSet(used, "fld_session")).toBeTruthy();
    const again = cookieSet(await passwordStep(user.flideskId), "fld_challenge") ?? "";
    const refused = await post("/dashboard/two-factor", { code }, again);
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain(twoFactorMessages.wrongCodeOrRecovery);
    // The wrong code is the field's error, tied to it with its hint.
    expect(refusedPage).toMatch(/<input[^>]*id="code"[^>]*aria-describedby="code-hint code-error"/);
    expect((await post("/dashboard/two-factor", { code: codes[1] ?? "" }, again)).status).toBe(302);
    const mails = await mailsTo(user.email, "New sign-in to your Fli DESK account");
    expect(mails.map((m) => m.text).join("\n")).toContain(
      "A recovery code was used instead of the authenticator app: 8 left.",
    );
  });

  it("mails every sign-in with the device, the address and the time in Sri Lanka", async () => {
    const user = await newUser();
    await signedInCookie(user.flideskId);
    const [mail] = await mailsTo(user.email, "New sign-in to your Fli DESK account");
    expect(mail?.text).toContain(`When: ${formatDateTime(new Date(now))} (Sri Lanka time)`);
    expect(mail?.text).toContain(`Device: ${describeUserAgent(CHROME)}`);
    expect(mail?.text).toContain("Address: 127.0.0.1");
  });

  it("limits the second step: five tries a challenge, then the password again; and per account", async () => {
    const user = await newUser();
    const { key } = await enrol(user.flideskId);
    const wrong = String((Number(codeAt(key)) + 500_000) % 1_000_000).padStart(6, "0");
    const challenge = cookieSet(await passwordStep(user.flideskId), "fld_challenge") ?? "";
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post("/dashboard/two-factor", { code: wrong }, challenge)).status);
    // The fifth wrong code is the last: the page then sends the browser back to the password.
    expect(statuses).toEqual([400, 400, 400, 400, 302, 302]);
    // A right code on a spent challenge opens nothing.
    expectSentBack(await post("/dashboard/two-factor", { code: codeAt(key) }, challenge));
    const loader = await fetch(`${server.url}/dashboard/two-factor`, {
      redirect: "manual",
      headers: { Cookie: challenge },
    });
    expect(loader.headers.get("location")).toBe("/dashboard/auth");

    // Per account, across challenges: a server whose account limit is 3 codes refuses the fourth, even a right one.
    const strict = await startTestServer(database, testEnv(), { twoFactorUser: { points: 3, durationSeconds: 3600 } });
    try {
      const other = await newUser();
      const enrolled = await enrol(other.flideskId, strict);
      const answers = [];
      for (let i = 0; i < 2; i++) {
        const c = cookieSet(await passwordStep(other.flideskId, strict), "fld_challenge") ?? "";
        answers.push((await post("/dashboard/two-factor", { code: wrong }, c, strict)).status);
        answers.push((await post("/dashboard/two-factor", { code: wrong }, c, strict)).status);
      }
      expect(answers).toEqual([400, 400, 400, 429]);
      const c = cookieSet(await passwordStep(other.flideskId, strict), "fld_challenge") ?? "";
      const limited = await post("/dashboard/two-factor", { code: codeAt(enrolled.key) }, c, strict);
      expect(limited.status).toBe(429);
      expect(await limited.text()).toContain("Too many attempts");
      // The refusal says when to try again in the person's language (issue 33).
      await database.db.update(users).set({ locale: "si" }).where(eq(users.id, other.id));
      const sinhala = cookieSet(await passwordStep(other.flideskId, strict), "fld_challenge") ?? "";
      const refused = await post("/dashboard/two-factor", { code: codeAt(enrolled.key) }, sinhala, strict);
      expect(refused.status).toBe(429);
      const refusedText = await refused.text();
      expect(refusedText).toContain("උත්සාහයන් වැඩියි. කරුණාකර මිනිත්තු");
      expect(refusedText).not.toContain("Too many attempts");
    } finally {
      await strict.close();
    }
  });

  it("gives a challenge exactly five tries, and the fifth wrong answer itself says it has ended", async () => {
    const user = await newUser();
    const { key } = await enrol(user.flideskId);
    const wrong = String((Number(codeAt(key)) + 500_000) % 1_000_000).padStart(6, "0");
    // As a page with JavaScript posts it: the answer is the action's data alone, without a page render.
    const answer = async (code: string, challenge: string) => {
      const res = await post("/dashboard/two-factor.data", { code }, challenge);
      const body = await res.text();
      return {
        status: res.status,
        gone: body.includes('"gone",true'),
        ended: body.includes(twoFactorMessages.lastTryUsed),
      };
    };
    // The per-address code limit (30 an hour) is shared by this file's tests, all from 127.0.0.1: this one's
    // nine wrong codes are given back at its end.
    await database.db.delete(rateLimits);
    const challenge = cookieSet(await passwordStep(user.flideskId), "fld_challenge") ?? "";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await answer(wrong, challenge));
    const wrongOnly = { status: 400, gone: false, ended: false };
    expect(answers).toEqual([wrongOnly, wrongOnly, wrongOnly, wrongOnly, { status: 401, gone: true, ended: true }]);
    // The challenge is gone: its page sends the browser back to the password, and a right code opens nothing.
    const page = await fetch(`${server.url}/dashboard/two-factor`, {
      redirect: "manual",
      headers: { Cookie: challenge },
    });
    expect(page.headers.get("location")).toBe("/dashboard/auth");
    expect((await answer(codeAt(key), challenge)).status).toBe(401);

    // Four wrong answers leave the fifth try: a right code then signs in.
    tick(2);
    const another = cookieSet(await passwordStep(user.flideskId), "fld_challenge") ?? "";
    for (let i = 0; i < 4; i++) expect((await answer(wrong, another)).status).toBe(400);
    const fifth = await post("/dashboard/two-factor", { code: codeAt(key) }, another);
    expect(fifth.status).toBe(302);
    expect(fifth.headers.get("location")).toBe("/dashboard");
    expect(cookieSet(fifth, "fld_session")).toBeDefined();
    await database.db.delete(rateLimits);
  });

  it("makes new recovery codes for a code, and turns off with the password and a code; each change is mailed", async () => {
    const user = await newUser();
    const { cookie, key, codes } = await enrol(user.flideskId);
    const fresh = await post(
      "/dashboard/profile/security",
      { intent: "two-factor-regenerate", code: codeAt(key) },
      cookie,
    );
    expect(fresh.status).toBe(200);
    const newCodes = recoveryCodesIn(await fresh.text());
    expect(newCodes).toHaveLength(10);
    expect(newCodes.some((c) => codes.includes(c))).toBe(false);
    expect(await mailsTo(user.email, "New recovery codes for two-factor sign-in")).toHaveLength(1);
    tick();

    const wrongPassword = await post(
      "/dashboard/profile/security",
      { intent: "two-factor-disable", current: "Not#ThePassword1", code: codeAt(key) },
      cookie,
    );
    expect(wrongPassword.status).toBe(400);
    // An old recovery code no longer works; a new one does.
    const oldCode = await post(
      "/dashboard/profile/security",
      { intent: "two-factor-disable", current: PASSWORD, code: codes[0] ?? "" },
      cookie,
    );
    expect(oldCode.status).toBe(400);
    const off = await post(
      "/dashboard/profile/security",
      { intent: "two-factor-disable", current: PASSWORD, code: newCodes[0] ?? "" },
      cookie,
    );
    expect(off.status).toBe(200);
    expect(await database.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id))).toEqual([]);
    expect(await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect(await mailsTo(user.email, "Two-factor sign-in is off")).toHaveLength(1);
    expect(cookieSet(await passwordStep(user.flideskId), "fld_session")).toBeTruthy();
  });

  it("lets an admin reset a user's two-factor sign-in; the user is mailed and signs in with the password", async () => {
    const user = await newUser();
    await enrol(user.flideskId);
    const admin = await newUser("admin");
    const adminCookie = await signedInCookie(admin.flideskId);

    const notAdmin = await signedInCookie((await newUser()).flideskId);
    const forbidden = await post("/dashboard/admin/users", { intent: "reset-two-factor", userId: user.id }, notAdmin);
    expect(forbidden.status).toBe(403);
    const reset = await post("/dashboard/admin/users", { intent: "reset-two-factor", userId: user.id }, adminCookie);
    expect(reset.status).toBe(200);
    expect(await mailsTo(user.email, "Two-factor sign-in was reset")).toHaveLength(1);
    expect(cookieSet(await passwordStep(user.flideskId), "fld_session")).toBeTruthy();
    const twice = await post("/dashboard/admin/users", { intent: "reset-two-factor", userId: user.id }, adminCookie);
    expect(twice.status).toBe(409);
    const unknown = await post("/dashboard/admin/users", { intent: "reset-two-factor", userId: "nope" }, adminCookie);
    expect(unknown.status).toBe(400);
  });
});

describe("admins on a production database", () => {
  const status = async (on: TestServer, cookie: string, path: string) =>
    fetch(`${on.url}${path}`, { redirect: "manual", headers: { Cookie: cookie } });

  it("sends an admin without two-factor sign-in to set it up first, unless ADMIN_TWO_FACTOR=off", async () => {
    const production = await startTestServer(database, testEnv({ DATABASE_URL: "postgres://db.example/agency" }));
    const lifted = await startTestServer(
      database,
      testEnv({ DATABASE_URL: "postgres://db.example/agency", ADMIN_TWO_FACTOR: "off" }),
    );
    try {
      const admin = await newUser("admin");
      const client = await newUser("client");
      const adminCookie = await signedInCookie(admin.flideskId, production);
      const elsewhere = ["/dashboard", "/dashboard?tab=users", "/dashboard/export/users.csv", "/dashboard/admin"];
      // The profile's other sections too: only Security, where it is set up, stays open.
      for (const path of [...elsewhere, "/dashboard/profile", "/dashboard/profile/devices"]) {
        const res = await status(production, adminCookie, path);
        expect(res.status, path).toBe(302);
        expect(res.headers.get("location"), path).toBe("/dashboard/profile/security#two-factor");
      }
      const write = await post(
        "/dashboard/admin/users",
        { intent: "add-user", email: "x@example.lk", role: "client" },
        adminCookie,
        production,
      );
      expect(write.status).toBe(302);
      const profile = await status(production, adminCookie, "/dashboard/profile/security");
      expect(profile.status).toBe(200);
      expect(await profile.text()).toContain(twoFactorMessages.mustEnrol);
      // Clients, the same admin on the embedded database's settings, or with the setting off: not held back.
      expect((await status(production, await signedInCookie(client.flideskId, production), "/dashboard")).status).toBe(
        200,
      );
      expect((await status(server, adminCookie, "/dashboard")).status).toBe(200);
      expect((await status(lifted, adminCookie, "/dashboard")).status).toBe(200);

      const { cookie } = await enrol(admin.flideskId, production);
      expect((await status(production, cookie, "/dashboard")).status).toBe(200);
      const off = await post(
        "/dashboard/profile/security",
        { intent: "two-factor-disable", current: PASSWORD, code: "123456" },
        cookie,
        production,
      );
      expect(off.status).toBe(403);
      expect(await off.text()).toContain(twoFactorMessages.requiredForAdmins);
    } finally {
      await production.close();
      await lifted.close();
    }
  });
});

describe("two-factor answers in the person's language", () => {
  const dataPost = (path: string, fields: Record<string, string>, cookie: string) =>
    fetch(`${server.url}${path}.data`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
        Origin: server.url,
        "User-Agent": CHROME,
      },
      body: new URLSearchParams(fields),
    });

  it("answers a Sinhala profile in Sinhala, on the security page and on the sign-in step", async () => {
    const user = await newUser();
    await database.db.update(users).set({ locale: "si" }).where(eq(users.id, user.id));
    const cookie = await signedInCookie(user.flideskId);
    const started = await dataPost("/dashboard/profile/security", { intent: "two-factor-start" }, cookie);
    expect(await started.text()).toContain("ඔබේ සත්‍යාපන යෙදුමෙන් QR කේතය ස්කෑන් කර");
    const wrong = await dataPost(
      "/dashboard/profile/security",
      { intent: "two-factor-confirm", code: "000000" },
      cookie,
    );
    expect(wrong.status).toBe(400);
    const wrongText = await wrong.text();
    expect(wrongText).toContain("එම කේතය නිවැරදි නැත. ඔබේ දුරකථනයේ වේලාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.");
    expect(wrongText).not.toContain(twoFactorMessages.wrongCode);
    await enrol(user.flideskId);

    // The sign-in step knows whose challenge it is, and speaks their language even from an English public page.
    const challenge = cookieSet(await passwordStep(user.flideskId), "fld_challenge") ?? "";
    const page = await fetch(`${server.url}/dashboard/two-factor`, {
      headers: { Cookie: `${challenge}; site_locale=en` },
    });
    expect(await page.text()).toContain('<html lang="si"');
    const refused = await post("/dashboard/two-factor", { code: "12345" }, `${challenge}; site_locale=en`);
    expect(refused.status).toBe(400);
    const refusedText = await refused.text();
    expect(refusedText).toContain("එම කේතය නිවැරදි නැත, නැතහොත් එම ප්‍රතිසාධන කේතය දැනටමත් භාවිත කර ඇත.");
    expect(refusedText).not.toContain(twoFactorMessages.wrongCodeOrRecovery);
  });

  it("labels the toaster in the page's language: Sinhala in a Sinhala portal, English on the public site", async () => {
    const user = await newUser();
    await database.db.update(users).set({ locale: "si" }).where(eq(users.id, user.id));
    const cookie = await signedInCookie(user.flideskId);
    const portal = await (
      await fetch(`${server.url}/dashboard/profile/security`, { headers: { Cookie: cookie } })
    ).text();
    expect(portal).toContain('aria-label="දැනුම්දීම්"');
    expect(portal).not.toContain('aria-label="Notifications"');
    const site = await (await fetch(`${server.url}/`)).text();
    expect(site).toContain('aria-label="Notifications"');
  });

  it("answers a Tamil profile in Tamil when turning it off, and an English one word for word in English", async () => {
    const user = await newUser();
    const { cookie } = await enrol(user.flideskId);
    await database.db.update(users).set({ locale: "ta" }).where(eq(users.id, user.id));
    const empty = await dataPost("/dashboard/profile/security", { intent: "two-factor-disable", code: "" }, cookie);
    expect(empty.status).toBe(400);
    const emptyText = await empty.text();
    expect(emptyText).toContain("உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்");
    expect(emptyText).not.toContain("Enter your current password");
    const again = await dataPost("/dashboard/profile/security", { intent: "two-factor-start" }, cookie);
    expect(await again.text()).toContain("இரு-படி உள்நுழைவு ஏற்கெனவே இயக்கத்தில் உள்ளது.");

    await database.db.update(users).set({ locale: null }).where(eq(users.id, user.id));
    const english = await dataPost("/dashboard/profile/security", { intent: "two-factor-start" }, cookie);
    expect(await english.text()).toContain(twoFactorMessages.alreadyOn);
  });
});
