import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invites, users } from "#db/schema";
import { createInvite } from "~/features/accounts/links/invites.server";
import { hashPassword, verifyPassword } from "~/features/accounts/password.server";
import { reissueInvite } from "~/features/accounts/users.server";
import { anonymousActor } from "~/lib/audit.server";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { testEnv } from "../setup/test-db";

const database = setUpDatabase();
const server = setUpServer(database);
const env = testEnv();

async function newUser(flideskId: string) {
  const [user] = await database.db
    .insert(users)
    .values({ flideskId, email: `${flideskId}@example.lk`, role: "freelancer", onboarded: true })
    .returning();
  if (!user) throw new Error("no user");
  const link = await createInvite(database.db, server.url, user.id, anonymousActor(null));
  return { user, link, path: new URL(link).pathname };
}

const post = (path: string, password: string, confirm = password) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password, confirm }),
  });

describe("invites", () => {
  it("set a first password once, sign the user in, and store only the token's hash", async () => {
    const { user, link, path } = await newUser("FLD-INV01");
    expect(link).toMatch(/\/dashboard\/invite\/[\w-]{43}$/);
    const [stored] = await database.db.select().from(invites).where(eq(invites.userId, user.id));
    expect(link).not.toContain(stored?.tokenHash ?? "x");
    const page = await fetch(`${server.url}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("FLD-INV01");

    const weak = await post(path, "weakpass");
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Password must contain at least one uppercase letter");
    expect((await post(path, "Strong#Pass1", "Other#Pass1")).status).toBe(400);

    const ok = await post(path, "Strong#Pass1");
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/dashboard");
    const [session, device] = ok.headers.getSetCookie();
    expect(session).toMatch(/^fld_session=/);
    // The browser is remembered for the desk ID, as after a sign-in (decision 13).
    expect(device).toMatch(/^fld_device=/);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after?.passwordHash ?? "", "Strong#Pass1")).toBe(true);

    // Spent: the link no longer works.
    expect((await fetch(`${server.url}${path}`)).status).toBe(410);
    expect((await post(path, "Another#Pass2")).status).toBe(410);
  });

  it("refuses an expired or unknown link", async () => {
    const { user, path } = await newUser("FLD-INV02");
    await database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.userId, user.id));
    await expectGone(path);
    expect((await post(path, "Strong#Pass1")).status).toBe(410);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBeNull();
    expect((await fetch(`${server.url}/dashboard/invite/not-a-real-token-at-all-xyz`)).status).toBe(410);
  });

  it("re-issuing revokes the earlier link: the user has one live link", async () => {
    const { user, path: old } = await newUser("FLD-INV03");
    const reissued = await reissueInvite(
      database.db,
      { ...env, PUBLIC_URL: server.url },
      user.id,
      anonymousActor(null),
    );
    if (!reissued.ok) throw new Error("not re-issued");
    const live = await database.db
      .select()
      .from(invites)
      .where(and(eq(invites.userId, user.id), isNull(invites.usedAt)));
    expect(live).toHaveLength(1);

    await expectGone(old);
    expect((await post(old, "Strong#Pass1")).status).toBe(410);
    expect((await post(new URL(reissued.value.inviteUrl).pathname, "Newer#Pass2")).status).toBe(302);
    await expectPassword(user.id, "Newer#Pass2");
  });

  it("once the user has a password, no link sets another: 410, and the old password still signs in", async () => {
    const { user, path } = await newUser("FLD-INV04");
    // The password was set another way (or through a link made before links were revoked): the link is dead.
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword("First#Pass1") })
      .where(eq(users.id, user.id));
    await expectGone(path);
    const taken = await post(path, "Taken#Over1");
    expect(taken.status).toBe(410);
    expect(taken.headers.get("set-cookie")).toBeNull();
    expect(await taken.text()).toContain("This invite link is invalid, used or expired.");
    await expectPassword(user.id, "First#Pass1");
    const signIn = await fetch(`${server.url}/dashboard/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ flideskId: "FLD-INV04", password: "First#Pass1" }),
    });
    expect(signIn.status).toBe(302);
  });

  it("accepts sent at once, of one link or of two old open links, set one password", async () => {
    const { user, path } = await newUser("FLD-INV05");
    // A second open link, as rows made before re-issuing revoked: written directly, as those were.
    const token = randomBytes(32).toString("base64url");
    await database.db.insert(invites).values({
      tokenHash: createHash("sha256").update(token).digest("hex"),
      userId: user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const paths = [path, `/dashboard/invite/${token}`];
    const passwords = ["Racer#One1", "Racer#Two2", "Racer#Three3", "Racer#Four4"];
    const answers = await Promise.all(passwords.map((p, i) => post(paths[i % 2] ?? path, p)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 302)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(3);
    const winner = passwords[statuses.indexOf(302)] ?? "";
    await expectPassword(user.id, winner);
    for (const p of paths) await expectGone(p);
  });
});

/** The "link not valid" page, answered 410. */
async function expectGone(path: string) {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(410);
  const html = await res.text();
  expect(html).toContain("Invite link not valid");
  expect(html).toContain("This invite link is invalid, used or expired.");
}

async function expectPassword(userId: string, password: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId));
  expect(await verifyPassword(row?.passwordHash ?? "", password)).toBe(true);
}
