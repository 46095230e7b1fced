import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema";
import { seedDemoData } from "#db/seed";
import { ADMIN_INTENTS } from "~/features/admin/actions.server";
import type { Database } from "~/lib/db.server";
import { signInCookie, startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const generous = { points: 100_000, durationSeconds: 60 };
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(
    database,
    testEnv(),
    Object.fromEntries(
      ["contact", "quote", "validator", "checkout", "drafts", "loginIp", "loginId"].map((n) => [n, generous]),
    ),
  );
  for (const id of ["FLD-ADMIN", "FLD-FRLN1"]) cookies[id] = await signInCookie(server.url, id);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

// Every action and API route that takes input, with the intents it knows (so generated input reaches the checks).
const targets: { path: string; intents: string[]; as?: string }[] = [
  { path: "/?index", intents: ["contact"] },
  { path: "/quote", intents: ["quote"] },
  { path: "/support", intents: ["validate-id", "support"] },
  { path: "/flidesk-demo", intents: ["validate-id"] },
  { path: "/api/checkout", intents: [] },
  { path: "/api/drafts", intents: [] },
  { path: "/api/payments/notify", intents: [] },
  { path: "/sandbox-gateway/pay", intents: [] },
  { path: "/dashboard/auth", intents: [] },
  { path: "/dashboard/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG", intents: [] },
  {
    path: "/dashboard?index",
    intents: ["ask", ...ADMIN_INTENTS],
    as: "FLD-ADMIN",
  },
  { path: "/dashboard/updates", intents: ["update", "connect-ga"], as: "FLD-FRLN1" },
];

// Field names the forms use, so that values land where the checks are.
const fieldNames = [
  "intent",
  "firstName",
  "lastName",
  "email",
  "message",
  "name",
  "company",
  "phone",
  "selectedServices",
  "budget",
  "timeline",
  "flideskId",
  "password",
  "confirm",
  "projectId",
  "userId",
  "clientId",
  "freelancerId",
  "title",
  "deadline",
  "role",
  "status",
  "progress",
  "notes",
  "pageViews",
  "bounceRate",
  "topPages",
  "leadId",
  "kind",
  "prompt",
  "merchant_id",
  "order_id",
  "payhere_amount",
  "payhere_currency",
  "status_code",
  "md5sig",
  "payment_id",
  "wizardData",
  "selectedPlan",
  "agreeToTerms",
  "businessName",
  "data",
  "card",
];

const badValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "NaN",
    "-1",
    "1e309",
    "0x10",
    "[]",
    "{}",
    "<script>alert(1)</script>",
    "'; drop table users; --",
    "%00",
    "\u0000",
    "../../etc/passwd",
    "00000000-0000-0000-0000-000000000000",
  ),
  fc.integer().map(String),
  fc.double().map(String),
  // A huge value: still under the 1 MB body limit.
  fc.constant("x".repeat(200_000)),
  fc.constant("😀".repeat(20_000)),
);

const fields = (intents: string[]) =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fieldNames), badValue, { maxKeys: 8 }),
      fc.option(fc.constantFrom(...intents, "nonsense"), { nil: undefined }),
      fc.dictionary(fc.string({ maxLength: 12 }), badValue, { maxKeys: 2 }),
    )
    .map(([known, intent, random]) => ({ ...random, ...known, ...(intent ? { intent } : {}) }));

type Encoding = "urlencoded" | "multipart" | "json" | "text" | "none" | "lying-json";

function encode(values: Record<string, string>, encoding: Encoding): { body?: BodyInit; type?: string } {
  switch (encoding) {
    case "urlencoded":
      return { body: new URLSearchParams(values), type: "application/x-www-form-urlencoded" };
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of Object.entries(values)) form.append(k, v);
      // A file where text belongs.
      form.append("email", new Blob(["not text"], { type: "application/octet-stream" }), "x.bin");
      return { body: form };
    }
    case "json":
      return { body: JSON.stringify(values), type: "application/json" };
    case "lying-json":
      return { body: new URLSearchParams(values).toString(), type: "application/json" };
    case "text":
      return { body: Object.values(values).join("\n"), type: "text/plain" };
    case "none":
      return {};
  }
}

const tables = [
  schema.contactSubmissions,
  schema.quoteRequests,
  schema.users,
  schema.projects,
  schema.projectUpdates,
  schema.analyticsReports,
  schema.checkoutSessions,
  schema.wizardDrafts,
  schema.payments,
  schema.subscriptions,
  schema.invites,
];
const snapshot = async () =>
  Promise.all(tables.map(async (t) => (await database.db.select({ n: count() }).from(t))[0]?.n ?? 0));

describe("generated bad input to every action and API route", () => {
  it.each(targets)(
    "$path: never a 500, never a row written on a refusal, always a message",
    async (target) => {
      await fc.assert(
        fc.asyncProperty(
          fields(target.intents),
          fc.constantFrom<Encoding>("urlencoded", "multipart", "json", "text", "none", "lying-json"),
          async (values, encoding) => {
            const { body, type } = encode(values, encoding);
            const before = await snapshot();
            const res = await fetch(`${server.url}${target.path}`, {
              method: "POST",
              redirect: "manual",
              headers: {
                Origin: server.url,
                ...(type ? { "Content-Type": type } : {}),
                ...(target.as ? { Cookie: cookies[target.as] ?? "" } : {}),
              },
              body,
            });
            const text = await res.text();
            expect(res.status, `${target.path} ${encoding} ${JSON.stringify(values).slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) {
              expect(await snapshot(), `${target.path} wrote on ${res.status}`).toEqual(before);
              expect(text.trim().length, "an empty refusal").toBeGreaterThan(0);
            }
          },
        ),
        { numRuns: 25 },
      );
    },
    120_000,
  );

  it.each(targets)("$path: a body over 1 MB is refused with 413", async (target) => {
    const res = await fetch(`${server.url}${target.path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(1_100_000)}`,
    });
    // The updates route takes up to 51 MB (ten 5 MB screenshots); signed out, it sends the visitor to sign in.
    expect(res.status).toBe(target.path === "/dashboard/updates" ? 302 : 413);
  });
});
