import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invites, users } from "#db/schema";
import { createInvite } from "~/features/accounts/invites.server";
import { verifyPassword } from "~/features/accounts/password.server";
import type { Database } from "~/lib/db.server";
import { startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

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
    .values({ flideskId, email: `${flideskId}@example.lk`, role: "freelancer", onboarded: true })
    .returning();
  if (!user) throw new Error("no user");
  const link = await createInvite(database.db, server.url, user.id);
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
    expect(ok.headers.get("set-cookie")).toMatch(/^fld_session=/);
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
    expect((await fetch(`${server.url}${path}`)).status).toBe(410);
    expect((await fetch(`${server.url}/dashboard/invite/not-a-real-token-at-all-xyz`)).status).toBe(410);
  });
});
