// A month of the content calendar as CSV, downloaded from the running server as a browser would: who may, what the
// file holds, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { monthOf } from "~/features/calendar/colombo-time";
import type { Database } from "~/lib/db.server";
import { startTestServer } from "../setup/server-build";
import { createTestDatabase, signedInUsers, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let cookies: Record<string, string>;
const month = monthOf(new Date());

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  // A freelancer on none of FLD-CLNT1's projects.
  await database.db.insert(users).values({ flideskId: "FLD-FRLN9", email: "frln9@test.demo", role: "freelancer" });
  cookies = (await signedInUsers(database)).cookies;
  server = await startTestServer(database, testEnv());
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const download = (who: string | null, query: string) =>
  fetch(`${server.url}/dashboard/calendar/export?${query}`, {
    redirect: "manual",
    headers: who ? { Cookie: cookies[who] ?? "" } : {},
  });

describe("the calendar's month as CSV", () => {
  it("gives the client their month: a header, then a row per post and platform, never cached", async () => {
    const res = await download("FLD-CLNT1", `month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="fli-desk-calendar-${month}.csv"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("date,time,platform,title,status,caption,hashtags");
    // The demo month: 30 posts, each on one or more of the client's four platforms.
    expect(lines.length - 1).toBeGreaterThanOrEqual(30);
    for (const line of lines.slice(1)) expect(line.startsWith(`${month}-`)).toBe(true);
    expect(lines.slice(1).some((l) => l.includes(",Instagram,"))).toBe(true);
  });

  it("gives an admin and the client's writer the client they name, and nobody else", async () => {
    const admin = await download("FLD-ADMIN", `client=FLD-CLNT1&month=${month}`);
    expect(admin.status).toBe(200);
    const writer = await download("FLD-FRLN1", `client=FLD-CLNT1&month=${month}`);
    expect(writer.status).toBe(200);
    expect(await writer.text()).toBe(await admin.text());
    expect((await download("FLD-FRLN9", `client=FLD-CLNT1&month=${month}`)).status).toBe(404);
    // A client gets their own calendar, whatever the address names: FLD-CLNT2 has no posts, so only the header.
    const other = await download("FLD-CLNT2", `client=FLD-CLNT1&month=${month}`);
    expect(other.status).toBe(200);
    expect((await other.text()).trim()).toBe("date,time,platform,title,status,caption,hashtags");
    expect((await download("FLD-ADMIN", `month=${month}`)).status).toBe(404);
  });

  it("sends the signed-out to sign in, and refuses a malformed month with a 400 in words", async () => {
    const anonymous = await download(null, `month=${month}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/dashboard\/auth\?redirectTo=/);
    const bad = await download("FLD-CLNT1", "month=2026-13");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Give the month as 2026-11.");
  });
});
