import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "#db/schema";
import { ADMIN_FORM_AREAS } from "~/features/admin/messages";
import { SUBSCRIPTION_INTENTS } from "~/features/billing/subscriptions/subscription-actions.server";
import { TICKET_INTENTS } from "~/features/support/tickets";
import { describeError } from "~/lib/errors.server";
import { adminArea, subscriptionActions } from "~/lib/portal-areas";
import { setUpDatabase } from "../setup/hooks";
import { generousLimits, signInCookie, startTestServer, type TestServer } from "../setup/server-build";
import { testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer(database, testEnv(), generousLimits(100_000));
  for (const id of ["FLD-ADMIN", "FLD-FRLN1", "FLD-CLNT1"]) cookies[id] = await signInCookie(server.url, id);
  const [seo] = await database.db
    .select({ id: schema.projects.id })
    .from(schema.projects)
    .where(eq(schema.projects.title, "Lanka Surf Retreats Local SEO"));
  seoProject.id = seo?.id ?? "";
}, 60_000);
afterAll(async () => {
  await server?.close();
});

// Every action and API route that takes input, with the intents it knows (so generated input reaches the checks).
// The SEO client's project whose freelancer keeps the client's tracked keywords (found once the demo data is in).
const seoProject = { id: "" };

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
  // Each admin page's action, with the forms of its area (decision 32).
  ...[...new Set(Object.values(ADMIN_FORM_AREAS))].map((area) => ({
    path: adminArea(area),
    intents: Object.entries(ADMIN_FORM_AREAS).flatMap(([intent, of]) => (of === area ? [intent] : [])),
    as: "FLD-ADMIN",
  })),
  { path: "/dashboard/assistant", intents: ["ask"], as: "FLD-ADMIN" },
  { path: "/dashboard/admin/reports", intents: ["resend", "regenerate"], as: "FLD-ADMIN" },
  { path: "/dashboard/updates", intents: ["update", "connect-ga"], as: "FLD-FRLN1" },
  { path: "/dashboard/support", intents: [...TICKET_INTENTS], as: "FLD-CLNT1" },
  { path: subscriptionActions, intents: [...SUBSCRIPTION_INTENTS], as: "FLD-CLNT1" },
  // Signed out: the guard answers before the body is read, and the connection must still serve the next request.
  { path: "/dashboard/assistant", intents: ["ask"] },
  {
    get path() {
      return `/dashboard/projects/${seoProject.id || "seo"}/keywords`;
    },
    intents: ["add-keyword", "remove-keyword"],
    as: "FLD-FRLN1",
  },
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
  "ticketId",
  "subject",
  "priority",
  "assigneeId",
  "subscription",
  "keyword",
  "keywordId",
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
  schema.tickets,
  schema.ticketMessages,
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

  it("answers a body the route never read (the guard's redirect), and the next request on the connection too", async () => {
    const send = async (size: number) => {
      const res = await fetch(`${server.url}/dashboard/assistant`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: `intent=ask&question=${"x".repeat(size)}`,
      });
      await res.arrayBuffer();
      return res.status;
    };
    const statuses: number[] = [];
    for (const size of [300_000, 30_000, 10, 300_000, 10, 10]) statuses.push(await send(size));
    expect(statuses).toEqual([302, 302, 302, 302, 302, 302]);
  });

  it.each(targets)("$path: a body over 1 MB is refused with 413", async (target) => {
    const res = await fetch(`${server.url}${target.path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(1_100_000)}`,
    });
    // The upload routes take more than 1 MB only as multipart (decision 26): a form like this one never needs it.
    expect(res.status).toBe(413);
  });
});

describe("control characters", () => {
  // Everything the server logs while the refusals below are answered (the server runs in this process).
  const logged: string[] = [];
  const capture = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
  };

  const post = (pathname: string, body: BodyInit, type?: string, cookie?: string) =>
    fetch(`${server.url}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, ...(type ? { "Content-Type": type } : {}), ...(cookie ? { Cookie: cookie } : {}) },
      body,
    });
  const urlencoded = "application/x-www-form-urlencoded";
  const postForm = (pathname: string, fields: Record<string, string>) =>
    post(pathname, new URLSearchParams(fields), urlencoded);
  const checkoutBase = { plan: "Launch", email: "a@b.lk" };

  it("a NUL in any form or API field is refused with 400 and the field's name, nothing is written, nothing logged", async () => {
    const spies = [
      vi.spyOn(console, "error").mockImplementation(capture),
      vi.spyOn(console, "warn").mockImplementation(capture),
    ];
    try {
      const before = await snapshot();
      const cases: { label: string; send: () => Promise<Response>; message: RegExp; json?: boolean }[] = [
        {
          label: "sign-in, FLD-%00AB",
          send: () => post("/dashboard/auth", "flideskId=FLD-%00AB&password=DeskDemo%232025", urlencoded),
          message: /Fli DESK ID contains a character that can(&#x27;|')t be used/,
        },
        {
          label: "sign-in, password",
          send: () => post("/dashboard/auth", "flideskId=FLD-ADMIN&password=Desk%00Demo", urlencoded),
          message: /Password contains a character/,
        },
        {
          label: "contact",
          send: () =>
            postForm("/?index", {
              intent: "contact",
              firstName: "A\u0000",
              lastName: "B",
              email: "a@b.lk",
              message: "Hi",
            }),
          message: /First name contains a character/,
        },
        {
          label: "contact, multipart",
          send: () => {
            const form = new FormData();
            for (const [k, v] of Object.entries({ intent: "contact", firstName: "A", lastName: "B", email: "a@b.lk" }))
              form.set(k, v);
            form.set("message", "Hello\u0000there");
            return post("/?index", form);
          },
          message: /Message contains a character/,
        },
        {
          label: "quote",
          send: () =>
            postForm("/quote", {
              intent: "quote",
              name: "A",
              email: "a@b.lk",
              company: "Tea\u0000Co",
              selectedServices: "seo",
            }),
          message: /Company contains a character/,
        },
        {
          label: "checkout field",
          send: () => postForm("/api/checkout", { ...checkoutBase, businessName: "Tea\u0000Co", phone: "0771234567" }),
          message: /Business name contains a character/,
          json: true,
        },
        {
          label: "checkout wizard answers (a JSON escape)",
          send: () =>
            postForm("/api/checkout", {
              ...checkoutBase,
              businessName: "Tea Co",
              wizard: JSON.stringify({ businessInfo: { businessName: "Tea\u0000Co" } }),
            }),
          message: /An onboarding answer contains a character/,
          json: true,
        },
        {
          label: "drafts",
          send: () =>
            post(
              "/api/drafts",
              JSON.stringify({ email: "a@b.lk", data: { businessInfo: { businessName: "Tea\u0000Co" } } }),
              "application/json",
            ),
          message: /Business name contains a character/,
          json: true,
        },
        {
          label: "drafts, an email with a NUL",
          send: () => post("/api/drafts", JSON.stringify({ email: "a\u0000@b.lk" }), "application/json"),
          message: /Email contains a character/,
          json: true,
        },
        {
          label: "an admin form",
          send: () =>
            post(
              "/dashboard/admin/users",
              new URLSearchParams({ intent: "add-user", email: "new\u0001@example.lk", role: "client" }),
              urlencoded,
              cookies["FLD-ADMIN"],
            ),
          message: /Email contains a character/,
        },
      ];
      for (const c of cases) {
        const res = await c.send();
        const text = await res.text();
        expect(res.status, c.label).toBe(400);
        expect(text, c.label).toMatch(c.message);
        if (c.json) expect(res.headers.get("content-type"), c.label).toMatch(/^application\/json/);
      }
      expect(await snapshot(), "a refusal wrote a row").toEqual(before);
      const log = logged.join("\n");
      expect(log).not.toMatch(/\$argon2/);
      expect(log).not.toMatch(/params:/);
      expect(log).not.toContain("\u0000");
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("a failed query is described without its parameters", async () => {
    const secret = `$argon2id$v=19$m=19456,t=2,p=1$${"s".repeat(22)}$leak`;
    let failure: unknown;
    try {
      // PostgreSQL refuses a NUL in text: the query fails with its parameters in Drizzle's message.
      await database.db.insert(schema.users).values({
        flideskId: "FLD-\u0000X",
        email: "nul@example.lk",
        role: "client",
        passwordHash: secret,
      } as typeof schema.users.$inferInsert);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    expect(String((failure as Error).message)).toContain("params:");
    const line = describeError(failure);
    expect(line).not.toContain("params:");
    expect(line).not.toContain(secret);
    expect(line).not.toContain("nul@example.lk");
    expect(line.length).toBeGreaterThan(10);
  });
});
