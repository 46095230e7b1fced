import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, sessions, users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { hashPassword } from "~/features/accounts/password.server";
import type { Database } from "~/lib/db.server";
import { consume, createRateLimiters, refund } from "~/lib/rate-limit.server";
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
    const [setCookie, device] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^fld_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    // The remembered-browser cookie (decision 13): signed, httpOnly, a year.
    expect(device).toMatch(
      /^fld_device=[\w-]{22}\.[\w-]{43}; Path=\/dashboard; HttpOnly; SameSite=Lax; Max-Age=31536000$/,
    );
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

  it("answers a portal refusal with 403 and 'Access Denied' (a form post without the page: the message alone)", async () => {
    const cookie = cookieOf(await signIn("FLD-CLNT1", "DeskDemo#2025"));
    const res = await fetch(`${server.url}/dashboard/admin/users`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add-user", email: "someone@example.lk", role: "client" }),
    });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("Access Denied");
    expect(html).toContain("Invalid user role");
    expect(html).toContain("Back to your dashboard");
  });

  it("shows a client no other client's updates, reports or payments on any tab", async () => {
    const cookie = cookieOf(await signIn("FLD-CLNT2", "DeskDemo#2025"));
    for (const tab of ["", "?tab=projects", "?tab=analytics", "?tab=timeline", "?tab=billing"]) {
      const html = await (await fetch(`${server.url}/dashboard${tab}`, { headers: { Cookie: cookie } })).text();
      // The other client's payment amount: on the Billing tab, in its payments table (below).
      const amounts = tab === "?tab=billing" ? [] : ["50,000"];
      for (const foreign of ["Ceylon Tea", "Wireframes approved", "18,240", "DEMO-CLNT1", ...amounts]) {
        expect(html, `${tab} ${foreign}`).not.toContain(foreign);
      }
    }
    const billing = await (await fetch(`${server.url}/dashboard?tab=billing`, { headers: { Cookie: cookie } })).text();
    expect(billing).toContain("Accelerate (SEO)");
    // The other client's payments are LKR 50,000 each. The tab lists every plan's price too (Growth is LKR 50,000
    // a month), so the amount is looked for in the payments table only, which holds this client's own LKR 55,000.
    const paymentsTable = billing.match(
      /<table\b(?:(?!<\/table>)[\s\S])*?<caption[^>]*>Payments<\/caption>[\s\S]*?<\/table>/,
    )?.[0];
    expect(paymentsTable).toContain("LKR 55,000");
    expect(paymentsTable).not.toContain("50,000");
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

describe("sign-in limits (decision 13: only failures count)", () => {
  const tooMany = /Too many attempts\. Please try again in \d+ minutes?\./;
  let limited: Awaited<ReturnType<typeof startTestServer>>;
  let ids = 0;

  // The shipped limits, with client addresses taken from X-Forwarded-For as behind one proxy.
  beforeAll(async () => {
    limited = await startTestServer(database, testEnv({ TRUST_PROXY: "1" }));
  });
  afterAll(async () => {
    await limited?.close();
  });

  /** A user of its own (no other test touches its counters), with a password. */
  async function owner(password = "Owner#Pass1") {
    const flideskId = `FLD-L${String(++ids).padStart(4, "0")}`;
    await database.db.insert(users).values({
      flideskId,
      email: `${flideskId.toLowerCase()}@example.lk`,
      role: "client",
      onboarded: true,
      passwordHash: await hashPassword(password),
    });
    return { flideskId, password };
  }

  const from = (ip: string, flideskId: string, password: string, cookie = "", server = limited) =>
    fetch(`${server.url}/dashboard/auth`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": ip,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({ flideskId, password }),
    });
  const deviceOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("fld_device="))
      ?.split(";")[0] ?? "";

  it("failures from one address lock that address out (the lockout message), not the owner from another", async () => {
    const { flideskId, password } = await owner();
    // Sent at once: each guess is counted before its password is checked, so no more than ten get through.
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => from("203.0.113.10", flideskId, `Wrong#Guess${i}`)),
    );
    const statuses = guesses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    const locked = await from("203.0.113.10", flideskId, password);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(tooMany);
    expect(locked.headers.get("set-cookie")).toBeNull();

    // The owner, from an address of their own, signs in.
    const res = await from("198.51.100.20", flideskId, password);
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/^fld_session=/);
  });

  it("successes do not count, and a success ends the run of failures", async () => {
    const { flideskId, password } = await owner();
    const ip = "203.0.113.11";
    for (let i = 0; i < 9; i++) expect((await from(ip, flideskId, "Wrong#Guess1")).status).toBe(401);
    expect((await from(ip, flideskId, password)).status).toBe(302);
    // After 9 failures and a success, a full run of 10 failures is left; then the address is locked out.
    for (let i = 0; i < 10; i++) expect((await from(ip, flideskId, "Wrong#Guess1")).status, `${i}`).toBe(401);
    expect((await from(ip, flideskId, password)).status).toBe(429);
  });

  it("an office signs in all day from one address, while a password sprayer there is stopped", async () => {
    const office = await startTestServer(database, testEnv({ TRUST_PROXY: "1" }), {
      loginIp: { points: 3, durationSeconds: 900 },
    });
    try {
      const [alice, bob] = [await owner(), await owner()];
      const ip = "203.0.113.12";
      for (let i = 0; i < 12; i++) {
        const who = i % 2 ? bob : alice;
        expect((await from(ip, who.flideskId, who.password, "", office)).status, `sign-in ${i + 1}`).toBe(302);
      }
      // Failures across desk IDs fill the address's count; then it may try no desk ID at all.
      for (const id of ["FLD-SPRY1", "FLD-SPRY2", "FLD-SPRY3"])
        expect((await from(ip, id, "Spring#2025", "", office)).status).toBe(401);
      const stopped = await from(ip, alice.flideskId, alice.password, "", office);
      expect(stopped.status).toBe(429);
      expect(await stopped.text()).toMatch(tooMany);
      expect((await from("198.51.100.21", alice.flideskId, alice.password, "", office)).status).toBe(302);
    } finally {
      await office.close();
    }
  });

  it("failures from many addresses hold back new browsers on the desk ID, not the owner's remembered browser", async () => {
    const global = await startTestServer(database, testEnv({ TRUST_PROXY: "1" }), {
      loginId: { points: 3, durationSeconds: 3600 },
    });
    try {
      const { flideskId, password } = await owner();
      const other = await owner();
      const first = await from("198.51.100.30", flideskId, password, "", global);
      expect(first.status).toBe(302);
      const remembered = deviceOf(first);
      expect(remembered).toMatch(/^fld_device=/);
      const otherDevice = deviceOf(await from("198.51.100.31", other.flideskId, other.password, "", global));

      for (const ip of ["203.0.113.31", "203.0.113.32", "203.0.113.33"])
        expect((await from(ip, flideskId, "Wrong#Guess1", "", global)).status).toBe(401);
      // A browser that never signed in to this desk ID is asked to wait, wherever it is, even with a cookie
      // made for another desk ID or a forged one.
      for (const cookie of ["", otherDevice, `fld_device=${"a".repeat(22)}.${"b".repeat(43)}`]) {
        const res = await from("198.51.100.32", flideskId, password, cookie, global);
        expect(res.status, cookie).toBe(429);
        expect(await res.text()).toMatch(tooMany);
      }
      // The owner's browser gets in from a new address, and the success clears the desk ID's count.
      expect((await from("198.51.100.33", flideskId, password, remembered, global)).status).toBe(302);
      expect((await from("198.51.100.34", flideskId, password, "", global)).status).toBe(302);
    } finally {
      await global.close();
    }
  });
});

describe("refunding a sign-in point", () => {
  it("gives back within the window only, and never below zero (no extra attempt later)", async () => {
    const { loginIp } = createRateLimiters(database.db, { loginIp: { points: 2, durationSeconds: 900 } });
    const points = async () =>
      (
        await database.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, loginIp.getKey("192.0.2.1")))
      )[0]?.points;
    await consume(loginIp, "192.0.2.1");
    await consume(loginIp, "192.0.2.1");
    await refund(database.db, loginIp, "192.0.2.1");
    expect(await points()).toBe(1);
    for (let i = 0; i < 3; i++) await refund(database.db, loginIp, "192.0.2.1");
    expect(await points()).toBe(0);
    // A window that has ended is not touched: the next one starts from a clean count, with no bonus.
    await consume(loginIp, "192.0.2.1");
    await database.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, loginIp.getKey("192.0.2.1")));
    await refund(database.db, loginIp, "192.0.2.1");
    expect(await points()).toBe(1);
    expect(await consume(loginIp, "192.0.2.1")).toEqual({ ok: true });
    expect(await consume(loginIp, "192.0.2.1")).toEqual({ ok: true });
    expect((await consume(loginIp, "192.0.2.1")).ok).toBe(false);
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
