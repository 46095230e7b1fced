import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { requireUser } from "~/features/accounts/index.server";
import type { RequestMemo } from "~/lib/context.server";
import type { Database } from "~/lib/db.server";
import { createTestDatabase, signedInUsers, testEnv } from "../setup/test-db";

let database: Database;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  cookie = (await signedInUsers(database)).cookies["FLD-CLNT1"] ?? "";
});
afterAll(async () => {
  await database?.close();
});

// React Router hands each loader its own copy of the request: two copies stand for the layout's and the page's.
const copy = () => new Request("http://localhost:3000/dashboard/projects", { headers: { Cookie: cookie } });

async function dropSession() {
  const all = await database.db.select({ id: sessions.id }).from(sessions);
  for (const row of all) await database.db.delete(sessions).where(eq(sessions.id, row.id));
}

describe("the session read once per request", () => {
  it("serves every loader of one request from one read, and a new request reads again", async () => {
    const guard = { db: database.db, env: testEnv() };
    const memo: RequestMemo = new Map();
    const first = await requireUser({ ...guard, memo }, copy());
    expect(first.flideskId).toBe("FLD-CLNT1");
    await dropSession();
    // The same request's second loader: from the memo, no second read.
    expect((await requireUser({ ...guard, memo }, copy())).id).toBe(first.id);
    // A new request (a new memo, or none when a test calls a loader alone) reads the session again: it is gone.
    await expect(requireUser({ ...guard, memo: new Map() }, copy())).rejects.toMatchObject({ status: 302 });
    await expect(requireUser(guard, copy())).rejects.toMatchObject({ status: 302 });
  });
});
