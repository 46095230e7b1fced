import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions, projects, quoteRequests, users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { createSession } from "~/features/accounts/sign-in/session.server";
import { EXPORT_BATCH } from "~/features/admin/export.server";
import type { Database } from "~/lib/db.server";
import { loader as exportLoader } from "~/routes/dashboard/export";
import { callRoute } from "../setup/route";
import { startTestServer } from "../setup/server-build";
import { createTestDatabase, testContext, testEnv } from "../setup/test-db";

let database: Database;
let adminCookie = "";
let clientId = "";

// 1,000 leads in all. The newest contact messages share one created_at (one INSERT: now() is the same for
// every row), so the export must page through ties. Then three rows one microsecond apart, placed across the
// first batch boundary: a cursor rounded to milliseconds (a JavaScript Date) would skip one. Then older
// contact messages, and quote requests, the oldest, so the two tables are merged.
const TOTAL = 1_000;
const MICRO = ["2026-03-01 00:00:00.123001+00", "2026-03-01 00:00:00.123002+00", "2026-03-01 00:00:00.123003+00"];
const NEWEST = EXPORT_BATCH - 2;
const QUOTES = 5;
const OLDER = TOTAL - NEWEST - MICRO.length - QUOTES;
const CONTACTS = NEWEST + OLDER;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const [admin] = await database.db.select().from(users).where(eq(users.flideskId, "FLD-ADMIN"));
  const [client] = await database.db.select().from(users).where(eq(users.flideskId, "FLD-CLNT1"));
  adminCookie =
    (await createSession(database.db, admin?.id ?? "", false, { userAgent: null, ip: "127.0.0.1" })).split(";")[0] ??
    "";
  clientId = client?.id ?? "";
  const db = database.db;
  await db.delete(contactSubmissions);
  await db.delete(quoteRequests);
  const contact = (i: number) => ({
    firstName: i === 0 ? '=HYPERLINK("http://evil.example")' : `Lead${i}`,
    lastName: i === 1 ? 'O"Brien, Jr.' : "Perera",
    email: `lead-${String(i).padStart(4, "0")}@example.lk`,
    message: i === 2 ? 'Line one\r\nLine two, with "quotes"' : i === 3 ? "+94 77 123 4567" : `Message ${i}`,
  });
  await db.insert(contactSubmissions).values(Array.from({ length: NEWEST }, (_, i) => contact(i)));
  await db.insert(contactSubmissions).values(
    Array.from({ length: OLDER }, (_, i) => ({
      ...contact(NEWEST + i),
      createdAt: new Date("2026-02-01T00:00:00Z"),
    })),
  );
  // Written with SQL so the microseconds survive (a JavaScript Date has only milliseconds).
  for (const [i, at] of MICRO.entries())
    await db.execute(
      sql`insert into contact_submissions (first_name, last_name, email, message, created_at)
          values ('Micro', ${String(i)}, ${`micro-${i}@example.lk`}, 'tick', ${at}::timestamptz)`,
    );
  await db.insert(quoteRequests).values(
    Array.from({ length: QUOTES }, (_, i) => ({
      name: `Quote${i}`,
      email: `quote-${i}@example.lk`,
      company: i === 0 ? "Tea, Spice & Co." : null,
      selectedServices: ["seo", "web"],
      budget: "LKR 100,000",
      message: "-1 day turnaround?",
      createdAt: new Date(Date.UTC(2026, 0, 10 + i, 0, 0, 0)),
    })),
  );
});
afterAll(async () => {
  await database?.close();
});

/** RFC 4180: rows of cells, quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  expect(cell, "the file ends with CRLF").toBe("");
  expect(row).toEqual([]);
  return rows;
}

async function download(dataset: string) {
  const request = new Request(`http://localhost:3000/dashboard/export/${dataset}`, {
    headers: { Cookie: adminCookie },
  });
  const { response } = await callRoute(exportLoader, request, testContext(database), { dataset });
  if (!response) throw new Error("the export answered no Response");
  return response;
}

describe("CSV export of every row", () => {
  it("streams all 1,000 leads, each once, newest first, with cells escaped and formulas defused", async () => {
    const res = await download("leads.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="fli-desk-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).toBeInstanceOf(ReadableStream);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(["type", "name", "email", "services", "details", "status", "created_at"]);
    const total = CONTACTS + MICRO.length + QUOTES;
    expect(total).toBe(TOTAL);
    expect(rows).toHaveLength(TOTAL);
    const emails = rows.map((r) => r[2]);
    expect(new Set(emails).size).toBe(total);
    for (let i = 0; i < CONTACTS; i++) expect(emails).toContain(`lead-${String(i).padStart(4, "0")}@example.lk`);
    for (const r of rows) expect(r).toHaveLength(7);

    const byEmail = new Map(rows.map((r) => [r[2], r]));
    expect(byEmail.get("lead-0000@example.lk")?.[1]).toBe('\'=HYPERLINK("http://evil.example") Perera');
    expect(byEmail.get("lead-0001@example.lk")?.[1]).toBe('Lead1 O"Brien, Jr.');
    expect(byEmail.get("lead-0002@example.lk")?.[4]).toBe('Line one\r\nLine two, with "quotes"');
    expect(byEmail.get("lead-0003@example.lk")?.[4]).toBe("'+94 77 123 4567");
    expect(byEmail.get("quote-0@example.lk")).toEqual([
      "quote",
      "Quote0 (Tea, Spice & Co.)",
      "quote-0@example.lk",
      "SEO Optimization; Web Development",
      "'-1 day turnaround? · Budget: LKR 100,000",
      "new",
      "2026-01-10T05:30:00+05:30",
    ]);
    // Sri Lanka time, from the one formatter.
    expect(byEmail.get("micro-0@example.lk")?.[6]).toBe("2026-03-01T05:30:00+05:30");

    // Newest first: the newest contacts, the microsecond rows (newest of them first, across the batch
    // boundary), the older contacts, then the quotes.
    expect(rows.slice(NEWEST, NEWEST + MICRO.length).map((r) => r[2])).toEqual([
      "micro-2@example.lk",
      "micro-1@example.lk",
      "micro-0@example.lk",
    ]);
    expect(rows.slice(NEWEST + MICRO.length, -QUOTES).every((r) => r[6] === "2026-02-01T05:30:00+05:30")).toBe(true);
    expect(rows.slice(-QUOTES).map((r) => r[2])).toEqual(
      Array.from({ length: QUOTES }, (_, i) => `quote-${QUOTES - 1 - i}@example.lk`),
    );
  });

  it("streams every user and every project, past the batch size, and never a password hash", async () => {
    const db = database.db;
    const extraUsers = EXPORT_BATCH + 20;
    await db.insert(users).values(
      Array.from({ length: extraUsers }, (_, i) => ({
        flideskId: `FLD-X${i.toString(36).toUpperCase().padStart(4, "0")}`,
        email: `bulk-${i}@example.lk`,
        role: "client" as const,
        passwordHash: i === 0 ? "$argon2id$v=19$m=19456,t=2,p=1$secret-hash" : null,
      })),
    );
    const extraProjects = EXPORT_BATCH + 7;
    await db
      .insert(projects)
      .values(Array.from({ length: extraProjects }, (_, i) => ({ title: `Bulk project ${i}`, clientId })));
    const allUsers = await db.select().from(users);
    const allProjects = await db.select().from(projects);

    const usersCsv = await (await download("users.csv")).text();
    expect(usersCsv).not.toContain("argon2");
    const [userHeader, ...userRows] = parseCsv(usersCsv);
    expect(userHeader).toEqual(["flidesk_id", "email", "role", "invite_pending", "last_sign_in_at", "created_at"]);
    expect(userRows).toHaveLength(allUsers.length);
    expect(new Set(userRows.map((r) => r[0]))).toEqual(new Set(allUsers.map((u) => u.flideskId)));
    expect(userRows.find((r) => r[1] === "bulk-0@example.lk")?.[3]).toBe("false");
    expect(userRows.find((r) => r[1] === "bulk-1@example.lk")?.[3]).toBe("true");

    const [projectHeader, ...projectRows] = parseCsv(await (await download("projects.csv")).text());
    expect(projectHeader?.slice(0, 5)).toEqual(["title", "description", "client", "freelancer", "status"]);
    expect(projectRows).toHaveLength(allProjects.length);
    expect(new Set(projectRows.map((r) => r[0]))).toEqual(new Set(allProjects.map((p) => p.title)));
    const done = projectRows.find((r) => r[0] === "Ceylon Tea Co. Brand Identity Refresh");
    expect(done?.[8]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  });
});

describe("CSV export over HTTP", () => {
  it("arrives through the production server as a chunked download with every row", async () => {
    const server = await startTestServer(database, testEnv());
    try {
      const res = await fetch(`${server.url}/dashboard/export/leads.csv`, { headers: { Cookie: adminCookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="fli-desk-leads-/);
      // Streamed: no length known up front.
      expect(res.headers.get("content-length")).toBeNull();
      const [, ...rows] = parseCsv(await res.text());
      expect(rows).toHaveLength(TOTAL);
    } finally {
      await server.close();
    }
  });
});
