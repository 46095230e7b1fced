import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetRequests, passwordResets, rateLimits, users } from "#db/schema";
import { RESET_TTL_MS, resetMessages } from "~/features/accounts/links/password-reset.server";
import { hashPassword, verifyPassword } from "~/features/accounts/password.server";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { signInCookie, startTestServer } from "../setup/server-build";
import { eventually, linkIn, type ReceivedMail, startSmtpServer } from "../setup/smtp";
import { testEnv } from "../setup/test-db";

const SUBJECT = "Set a new Fli DESK password";
const OLD_PASSWORD = "Old#Password1";
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});
const database = setUpDatabase();
const server = setUpServer(database, () => ({ SMTP_URL: smtp.url }), undefined, { ownPublicUrl: true });

async function newUser(flideskId: string) {
  const email = `${flideskId.toLowerCase()}@example.lk`;
  const [user] = await database.db
    .insert(users)
    .values({ flideskId, email, role: "client", onboarded: true, passwordHash: await hashPassword(OLD_PASSWORD) })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

const forgot = (identifier: string, on: { url: string } = server) =>
  fetch(`${on.url}/dashboard/forgot-password`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ identifier }),
  });

const setPassword = (link: string, password: string, confirm = password) =>
  fetch(link, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password, confirm }),
  });

const mailsTo = (email: string) => smtp.withSubject(SUBJECT).filter((m) => m.to.includes(email));
const newestMailTo = (email: string, count: number) =>
  eventually(() => (mailsTo(email).length >= count ? (mailsTo(email)[count - 1] as ReceivedMail) : null));

/** The portal answers a signed-in cookie with the dashboard, anything else with a redirect to sign in. */
const signedIn = async (cookie: string) =>
  (await fetch(`${server.url}/dashboard`, { redirect: "manual", headers: { Cookie: cookie } })).status === 200;

describe("forgot password", () => {
  it("answers an account, an unknown desk ID and an unknown email alike, and mails only the account", async () => {
    const user = await newUser("FLD-RST01");
    const answers = await Promise.all(["fld-rst01", "FLD-NOPE1", "nobody@example.lk"].map((id) => forgot(id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const texts = await Promise.all(answers.map(async (a) => (await a.text()).includes(resetMessages.sent)));
    expect(texts).toEqual([true, true, true]);
    const mail = await newestMailTo(user.email, 1);
    expect(linkIn(mail, "/dashboard/reset/")).toMatch(new RegExp(`^${server.url}/dashboard/reset/[\\w-]{43}$`));
    // Only the account's own address gets a mail; nothing goes anywhere for the unknown ones.
    expect(smtp.withSubject(SUBJECT).every((m) => m.to.every((to) => to === user.email))).toBe(true);
    // Only the hash is stored.
    const [row] = await database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(linkIn(mail, "/dashboard/reset/")).not.toContain(row?.tokenHash ?? "x");
  });

  it("refuses an empty or oversized identifier with the form's message", async () => {
    for (const identifier of ["", "   ", `${"a".repeat(300)}@example.lk`]) {
      const answer = await forgot(identifier);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(resetMessages.identifier);
    }
  });

  it("sets a new password once by the mailed link, signs out every session and signs this browser in", async () => {
    const user = await newUser("FLD-RST02");
    const sessions = [await signInCookie(server.url, user.flideskId, OLD_PASSWORD)];
    sessions.push(await signInCookie(server.url, user.flideskId, OLD_PASSWORD));
    expect(await Promise.all(sessions.map(signedIn))).toEqual([true, true]);

    await forgot(user.email.toUpperCase());
    const link = linkIn(await newestMailTo(user.email, 1), "/dashboard/reset/");
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("FLD-RST02");

    const weak = await setPassword(link, "weakpass");
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Password must contain at least one uppercase letter");
    expect((await setPassword(link, "New#Password2", "Other#Password2")).status).toBe(400);

    const done = await setPassword(link, "New#Password2");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/dashboard");
    const [cookie] = done.headers.getSetCookie();
    expect(await signedIn(cookie?.split(";")[0] ?? "")).toBe(true);
    // Every session from before is gone; the old password no longer signs in, the new one does.
    expect(await Promise.all(sessions.map(signedIn))).toEqual([false, false]);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after?.passwordHash ?? "", "New#Password2")).toBe(true);
    expect(await signInCookie(server.url, user.flideskId, OLD_PASSWORD)).toBe("");

    // Spent: the link answers 410, and a second try changes nothing.
    expect((await fetch(link)).status).toBe(410);
    expect((await setPassword(link, "Third#Password3")).status).toBe(410);
    const [still] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(still?.passwordHash).toBe(after?.passwordHash);
  });

  it("holds under races: one link spent five times at once sets one password; five requests leave one live link", async () => {
    const user = await newUser("FLD-RST05");
    await forgot(user.flideskId);
    const link = linkIn(await newestMailTo(user.email, 1), "/dashboard/reset/");
    const passwords = ["One#Password1", "Two#Password2", "Three#Password3", "Four#Password4", "Five#Password5"];
    const answers = await Promise.all(passwords.map((password) => setPassword(link, password)));
    expect(answers.map((r) => r.status).sort()).toEqual([302, 410, 410, 410, 410]);
    const winner = passwords[answers.findIndex((r) => r.status === 302)] ?? "";
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after?.passwordHash ?? "", winner)).toBe(true);

    // Requests sent at once each replace the others' links under a lock on the user: one link stays usable.
    const other = await newUser("FLD-RST06");
    await Promise.all(Array.from({ length: 3 }, () => forgot(other.flideskId)));
    // The links are made by the reset worker after the answers: once it has handled the three asks.
    await newestMailTo(other.email, 3);
    await eventually(async () => (await database.db.select().from(passwordResetRequests)).length === 0);
    const live = await database.db.select().from(passwordResets).where(eq(passwordResets.userId, other.id));
    expect(live.filter((link) => !link.usedAt)).toHaveLength(1);
  });

  it("honours only the newest link, and none after 30 minutes", async () => {
    const user = await newUser("FLD-RST03");
    await forgot(user.flideskId);
    const first = linkIn(await newestMailTo(user.email, 1), "/dashboard/reset/");
    await forgot(user.flideskId);
    const second = linkIn(await newestMailTo(user.email, 2), "/dashboard/reset/");
    expect(second).not.toBe(first);
    expect((await setPassword(first, "New#Password2")).status).toBe(410);

    await database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await fetch(second)).status).toBe(410);
    expect((await setPassword(second, "New#Password2")).status).toBe(410);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after?.passwordHash ?? "", OLD_PASSWORD)).toBe(true);
    expect(RESET_TTL_MS).toBe(30 * 60 * 1000);
  });

  it("answers 410 for a link that never existed, whatever its shape", async () => {
    for (const token of ["x".repeat(43), "short", "a'b"]) {
      expect((await fetch(`${server.url}/dashboard/reset/${token}`)).status).toBe(410);
      expect((await setPassword(`${server.url}/dashboard/reset/${token}`, "New#Password2")).status).toBe(410);
    }
    // A control character in the path is refused before any route: a 400, never a 500.
    expect((await fetch(`${server.url}/dashboard/reset/%00`)).status).toBe(400);
  });

  it("limits mails per account silently and asks per address to wait", async () => {
    const limited = await startTestServer(
      database,
      testEnv({ SMTP_URL: smtp.url }),
      { resetIp: { points: 5, durationSeconds: 3600 }, resetAccount: { points: 3, durationSeconds: 3600 } },
      { ownPublicUrl: true },
    );
    try {
      // The counters live in the database this file shares: the asks of the tests above are not this test's.
      await database.db.delete(rateLimits);
      const user = await newUser("FLD-RST04");
      // Four asks for one account: three mails, and the fourth answers as the others do (no hint of the limit).
      for (let i = 0; i < 4; i++) {
        const answer = await forgot(user.flideskId, limited);
        expect(answer.status).toBe(200);
        expect(await answer.text()).toContain(resetMessages.sent);
      }
      await newestMailTo(user.email, 3);
      expect((await forgot("FLD-NOPE2", limited)).status).toBe(200);
      // The address has used its five asks: the sixth waits, whichever account it names.
      const refused = await forgot("FLD-NOPE3", limited);
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain("Too many attempts. Please try again in");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailsTo(user.email)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

/**
 * How often the first of each pair was the slower, as a z-score (a sign test: about N(0, 1) when the two are
 * alike). Pairs sent back to back share whatever else the machine was doing at the time.
 */
function signTestZ(diffs: number[]) {
  const slower = diffs.filter((d) => d > 0).length;
  const ties = diffs.filter((d) => d === 0).length;
  const n = diffs.length - ties;
  return (slower - n / 2) / Math.sqrt(n / 4);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

describe("forgot password's timing", () => {
  it("answers asks for accounts and for nobody in the same time (80 pairs of asks compared)", async () => {
    // Limits out of the way: every ask for an account would mail, as the first ask of an hour does.
    const plenty = { points: 10_000, durationSeconds: 3600 };
    const timed = await startTestServer(
      database,
      testEnv({ SMTP_URL: smtp.url }),
      { resetIp: plenty, resetAccount: plenty },
      { ownPublicUrl: true },
    );
    try {
      const accounts = await Promise.all([1, 2, 3, 4].map((i) => newUser(`FLD-TIM0${i}`)));
      const ask = async (identifier: string) => {
        const start = performance.now();
        const answer = await forgot(identifier, timed);
        const text = await answer.text();
        const took = performance.now() - start;
        expect(answer.status).toBe(200);
        expect(text).toContain(resetMessages.sent);
        return took;
      };
      for (let i = 0; i < 10; i++) await ask(i % 2 ? `FLD-WRM0${i}` : (accounts[0]?.flideskId ?? ""));
      const diffs: number[] = [];
      for (let i = 0; i < 80; i++) {
        // Same shape and length either way; which of the pair goes first is random, so neither always follows
        // the other's work.
        const account = accounts[i % 4]?.flideskId ?? "";
        const nobody = `FLD-NX${String(i).padStart(3, "0")}`;
        const knownFirst = Math.random() < 0.5;
        const first = await ask(knownFirst ? account : nobody);
        const second = await ask(knownFirst ? nobody : account);
        diffs.push(knownFirst ? first - second : second - first);
      }
      const z = signTestZ(diffs);
      const gap = median(diffs);
      console.log(
        `forgot password: an account's ask ${gap.toFixed(2)} ms slower than nobody's (median of 80 pairs), slower in ${diffs.filter((d) => d > 0).length} of 80, sign test z ${z.toFixed(2)}`,
      );
      // Alike unless the difference is both significant (|z| > 3.29, p < 0.001) and large enough to measure
      // from outside (over 1.5 ms): a busy machine adds noise to both sides, not to one.
      expect(Math.abs(z) > 3.29 && Math.abs(gap) > 1.5).toBe(false);
    } finally {
      await timed.close();
    }
  });
});
