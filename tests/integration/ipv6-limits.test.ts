import { describe, expect, it } from "vitest";
import { auditLog, users } from "#db/schema";
import { hashPassword } from "~/features/accounts/password.server";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { signInCookie } from "../setup/server-build";

// Per-address limits count an IPv6 client by its /64: one machine can take a new address of its /64 for every
// request. The server is behind one proxy (TRUST_PROXY=1), so the client address is the X-Forwarded-For sent.
const database = setUpDatabase({ seed: true });
const three = { points: 3, durationSeconds: 600 };
const server = setUpServer(
  database,
  () => ({ TRUST_PROXY: "1" }),
  { contact: three, loginIp: three, loginPair: three, resetIp: three, loginId: { points: 1000, durationSeconds: 600 } },
  { feed: { maxStreamsPerIp: 3 } },
);

/** Fifteen addresses of one /64 (as the report's), written in different ways. */
const ofOneNet = (prefix: string) =>
  Array.from({ length: 15 }, (_, i) => (i % 2 ? `${prefix}:${(i + 1).toString(16)}::${i}` : `${prefix}:${i}:0:0:${i}`));

const post = (path: string, ip: string, fields: Record<string, string>, cookie = "") =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "X-Forwarded-For": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });

const contact = (ip: string) =>
  post("/?index", ip, {
    intent: "contact",
    firstName: "Nimal",
    lastName: "Perera",
    email: "nimal@example.lk",
    message: "Please call me about a new website.",
  });

async function statusesFrom(ips: string[], send: (ip: string) => Promise<Response>) {
  const statuses = [];
  for (const ip of ips) statuses.push((await send(ip)).status);
  return statuses;
}

describe("per-address limits and IPv6", () => {
  it("counts the contact forms of one /64 together; another /64 has its own count", async () => {
    const statuses = await statusesFrom(ofOneNet("2001:db8:a:1"), contact);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual(Array(12).fill(429));
    expect((await contact("2001:db8:a:2::1")).status).toBe(200);
  });

  it("counts wrong passwords of one /64 together, for one desk ID and across desk IDs", async () => {
    const wrong = (flideskId: string) => (ip: string) =>
      post("/dashboard/auth", ip, { flideskId, password: "Wrong#Pass1" });
    const sameId = await statusesFrom(ofOneNet("2001:db8:b:1"), wrong("FLD-CLNT1"));
    expect(sameId.slice(0, 3)).toEqual([401, 401, 401]);
    expect(sameId.slice(3)).toEqual(Array(12).fill(429));
    // Spraying: one desk ID per address, all of one /64.
    const ids = ofOneNet("2001:db8:b:2").map((ip, i) => [ip, `FLD-S${String(i).padStart(4, "0")}`] as const);
    const spray = [];
    for (const [ip, id] of ids) spray.push((await wrong(id)(ip)).status);
    expect(spray.slice(0, 3)).toEqual([401, 401, 401]);
    expect(spray.slice(3)).toEqual(Array(12).fill(429));
  });

  it("counts 'Forgot password' of one /64 together", async () => {
    const statuses = await statusesFrom(ofOneNet("2001:db8:c:1"), (ip) =>
      post("/dashboard/forgot-password", ip, { identifier: "FLD-NOBODY" }),
    );
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual(Array(12).fill(429));
  });

  it("counts a /64's event streams together", async () => {
    const cookie = await signInCookie(server.url, "FLD-ADMIN");
    const other = await signInCookie(server.url, "FLD-CLNT1");
    const open = async (ip: string, who: string) => {
      const controller = new AbortController();
      const res = await fetch(`${server.url}/api/events`, {
        headers: { Cookie: who, "X-Forwarded-For": ip, Accept: "text/event-stream" },
        signal: controller.signal,
      });
      return { status: res.status, close: () => controller.abort() };
    };
    const streams = [];
    for (const [i, ip] of ofOneNet("2001:db8:d:1").slice(0, 4).entries())
      streams.push(await open(ip, i % 2 ? other : cookie));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 429]);
    const elsewhere = await open("2001:db8:d:2::1", cookie);
    expect(elsewhere.status).toBe(200);
    for (const s of [...streams, elsewhere]) s.close();
  });

  it("keeps an IPv4 client one address, also when it comes written as IPv4-mapped IPv6", async () => {
    // Mapped and plain are one client: three forms between them, then 429.
    const statuses = await statusesFrom(
      ["::ffff:198.51.100.20", "198.51.100.20", "::ffff:c633:6414", "198.51.100.20"],
      contact,
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Its neighbour is another client.
    expect((await contact("198.51.100.21")).status).toBe(200);
  });
});

describe("what the limits do not change", () => {
  it("shows and records the address as sent, not its /64", async () => {
    await database.db.insert(users).values({
      flideskId: "FLD-SIX01",
      email: "six@example.lk",
      role: "client",
      onboarded: true,
      passwordHash: await hashPassword("Six#Password1"),
    });
    const res = await post("/dashboard/auth", "2001:db8:e:1::42", {
      flideskId: "FLD-SIX01",
      password: "Six#Password1",
    });
    expect(res.status).toBe(302);
    const rows = await database.db.select().from(auditLog);
    expect(rows.some((r) => r.ip === "2001:db8:e:1::42")).toBe(true);
  });
});
