import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#db/schema";
import { seedDemoData } from "#db/seed";
import type { Database } from "~/lib/db.server";
import { startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(database, testEnv(), { loginIp: { points: 1000, durationSeconds: 60 } });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function signIn(flideskId: string, password: string) {
  return fetch(`${server.url}/dashboard/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ flideskId, password }),
  });
}

const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? "";

describe("portal sign-in and sessions", () => {
  it("signs in with desk ID and password, in an httpOnly SameSite=Lax cookie whose token is stored only hashed", async () => {
    const res = await signIn("fld-clnt1", "DeskDemo#2025");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^fld_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    const token = cookieOf(res).split("=")[1] ?? "";
    const rows = await database.db.select().from(sessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);

    const page = await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookieOf(res) } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Client Dashboard");
    expect(html).toContain("Ceylon Tea Co. Website Redesign");
    // Another client's projects are not there.
    expect(html).not.toContain("Lanka Surf Retreats");
  });

  it.each([
    ["FLD-CLNT1", "wrong-password"],
    ["FLD-NOONE", "DeskDemo#2025"],
  ])("refuses %s / %s with the same message", async (id, password) => {
    const res = await signIn(id, password);
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toContain("Invalid Fli Desk ID or password");
  });

  it("sends a signed-out visitor of any portal page to sign in", async () => {
    for (const path of ["/dashboard", "/dashboard/anything"]) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/dashboard\/auth\?redirectTo=/);
    }
    for (const path of ["/dashboard/auth", "/dashboard/terms-and-conditions", "/dashboard/privacy-policy"]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }
  });

  it("answers unknown portal paths with 'Oops! Page not found' and 404 for a signed-in user", async () => {
    const cookie = cookieOf(await signIn("FLD-FRLN1", "DeskDemo#2025"));
    const res = await fetch(`${server.url}/dashboard/no-such-page`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });

  it("shows a client no other client's updates, reports or payments on any tab", async () => {
    const cookie = cookieOf(await signIn("FLD-CLNT2", "DeskDemo#2025"));
    for (const tab of ["", "?tab=projects", "?tab=analytics", "?tab=timeline", "?tab=billing"]) {
      const html = await (await fetch(`${server.url}/dashboard${tab}`, { headers: { Cookie: cookie } })).text();
      for (const foreign of ["Ceylon Tea", "Wireframes approved", "18,240", "DEMO-CLNT1", "50,000"]) {
        expect(html, `${tab} ${foreign}`).not.toContain(foreign);
      }
    }
    const billing = await (await fetch(`${server.url}/dashboard?tab=billing`, { headers: { Cookie: cookie } })).text();
    expect(billing).toContain("Accelerate (SEO)");
  });

  it("shows a freelancer only the projects assigned to them", async () => {
    const cookie = cookieOf(await signIn("FLD-FRLN2", "DeskDemo#2025"));
    const html = await (await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Freelancer Hub");
    expect(html).toContain("Lanka Surf Retreats Instagram Growth");
    expect(html).not.toContain("Ceylon Tea Co. Website Redesign");
  });

  it("sign-out revokes the session on the server", async () => {
    const cookie = cookieOf(await signIn("FLD-ADMIN", "DeskDemo#2025"));
    const out = await fetch(`${server.url}/dashboard/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const again = await fetch(`${server.url}/dashboard`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(again.status).toBe(302);
  });

  it("sends a signed-in user from the sign-in page to the dashboard", async () => {
    const cookie = cookieOf(await signIn("FLD-CLNT2", "DeskDemo#2025"));
    const res = await fetch(`${server.url}/dashboard/auth`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
  });

  it("shows the payment banner with the order and payment IDs", async () => {
    const html = await (
      await fetch(`${server.url}/dashboard/auth?payment=success&order_id=FLD-ORD-1-ABC&payment_id=P1`)
    ).text();
    expect(html).toContain(
      "Payment successful! Your FliDESK account has been created. You can now log in with your FliDESK ID.",
    );
    expect(html).toContain("Order ID: FLD-ORD-1-ABC");
    expect(html).toContain("Payment ID: P1");
    expect(html).toContain("MADE IN SRI LANKA");
    expect(html).toContain("Version: 1.0.0");
  });
});

describe("sign-in limits", () => {
  it("limits attempts per desk ID with 429 and a time to retry", async () => {
    const limited = await startTestServer(database, testEnv(), {
      loginIp: { points: 1000, durationSeconds: 60 },
      loginId: { points: 3, durationSeconds: 900 },
    });
    try {
      const attempt = () =>
        fetch(`${limited.url}/dashboard/auth`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ flideskId: "FLD-LMT01", password: "guess" }),
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(await blocked.text()).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
    } finally {
      await limited.close();
    }
  });
});

describe("session rows", () => {
  it("expire after 7 days", async () => {
    const [row] = await database.db.select().from(sessions).limit(1);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(row && (await database.db.select().from(sessions).where(eq(sessions.id, row.id)))).toHaveLength(1);
  });
});
