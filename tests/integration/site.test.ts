import { count, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, quoteRequests, tickets } from "#db/schema";
import { toastOf } from "~/components/form-status";
import type { LeadAnswer } from "~/features/leads/lead-action";
import { siteConfig } from "~/features/site/config";
import { checkOf, type DeskIdAnswer, type SupportRequestAnswer, supportToastOf } from "~/features/support/actions";
import { publicPages } from "~/routes/site/pages.server";
import { action as quoteAction } from "~/routes/site/quote";
import { loader as searchLoader } from "~/routes/site/search";
import { action as supportAction } from "~/routes/site/support";
import { setUpDatabase } from "../setup/hooks";
import { callRoute } from "../setup/route";
import { startTestServer } from "../setup/server-build";
import { formRequest, testContext, testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });

function body(fields: [string, string][]) {
  return new Request("http://localhost:3000/quote", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function quoteRows() {
  const [row] = await database.db.select({ n: count() }).from(quoteRequests);
  return row?.n ?? 0;
}

describe("quote form action", () => {
  beforeEach(async () => {
    await database.db.delete(quoteRequests);
  });

  it("stores a request with its services and nulls for empty optional fields", async () => {
    const result = await callRoute(
      quoteAction,
      body([
        ["intent", "quote"],
        ["name", "Dilani Perera"],
        ["email", "dilani@shop.lk"],
        ["company", ""],
        ["phone", "+94 77 000 0000"],
        ["selectedServices", "seo"],
        ["selectedServices", "web"],
        ["budget", "$1500 - $5000"],
        ["timeline", ""],
        ["message", "New store"],
      ]),
      testContext(database),
    );
    expect(result.status).toBe(200);
    expect(toastOf(result.data as LeadAnswer)).toEqual({
      type: "success",
      title: "Quote Request Submitted!",
      description: "Thank you! We'll get back to you with a detailed quote within 24 hours.",
    });
    const [row] = await database.db.select().from(quoteRequests);
    expect(row).toMatchObject({
      name: "Dilani Perera",
      email: "dilani@shop.lk",
      company: null,
      phone: "+94 77 000 0000",
      selectedServices: ["seo", "web"],
      budget: "$1500 - $5000",
      timeline: null,
      message: "New store",
      status: "new",
    });
  });

  it.each([
    [
      "no service",
      [
        ["name", "A"],
        ["email", "a@b.lk"],
      ],
      "Please select at least one service",
      "You need to select at least one service to proceed.",
    ],
    [
      "no name",
      [
        ["email", "a@b.lk"],
        ["selectedServices", "seo"],
      ],
      "Error",
      "Please enter your full name",
    ],
    [
      "no email",
      [
        ["name", "A"],
        ["selectedServices", "seo"],
      ],
      "Error",
      "Please enter your email address",
    ],
    [
      "bad email",
      [
        ["name", "A"],
        ["email", "a@b"],
        ["selectedServices", "seo"],
      ],
      "Error",
      "Please enter a valid email address",
    ],
    [
      "unknown service",
      [
        ["name", "A"],
        ["email", "a@b.lk"],
        ["selectedServices", "x"],
      ],
      "Error",
      "Unknown service",
    ],
    [
      "bad budget",
      [
        ["name", "A"],
        ["email", "a@b.lk"],
        ["selectedServices", "seo"],
        ["budget", "1"],
      ],
      "Error",
      "Please choose a budget from the list",
    ],
  ] as [string, [string, string][], string, string][])(
    "refuses %s with 400 and stores nothing",
    async (_, fields, title, description) => {
      const result = await callRoute(quoteAction, body([["intent", "quote"], ...fields]), testContext(database));
      expect(result.status).toBe(400);
      expect(toastOf(result.data as LeadAnswer)).toEqual({ type: "error", title, description });
      expect(await quoteRows()).toBe(0);
    },
  );

  it("limits requests per IP with 429", async () => {
    const context = testContext(database, {
      clientIp: "198.51.100.7",
      rateLimits: { quote: { points: 1, durationSeconds: 600 } },
    });
    const fields: [string, string][] = [
      ["intent", "quote"],
      ["name", "A"],
      ["email", "a@b.lk"],
      ["selectedServices", "design"],
    ];
    expect((await callRoute(quoteAction, body(fields), context)).status).toBe(200);
    const limited = await callRoute(quoteAction, body(fields), context);
    expect(limited.status).toBe(429);
    expect(toastOf(limited.data as LeadAnswer).description).toMatch(/^Too many attempts/);
    expect(await quoteRows()).toBe(1);
  });
});

describe("support page actions", () => {
  const validate = (id: string, context = testContext(database)) =>
    callRoute(supportAction, formRequest("/support", { intent: "validate-id", flideskId: id }), context);

  it("answers a blank ID with 'Flidesk ID is required'", async () => {
    const result = await validate("   ");
    expect(result.status).toBe(400);
    expect(checkOf(result.data as DeskIdAnswer)).toEqual({
      status: "invalid",
      message: "Flidesk ID is required",
    });
  });

  it.each(["FLD-ZZZZZ", "not-an-id", "FLD-CLNT1' OR 1=1 --"])(
    "answers %s with 'Invalid Flidesk ID' and 404",
    async (id) => {
      const result = await validate(id);
      expect(result.status).toBe(404);
      expect(result.data).toMatchObject({ ok: false, intent: "validate-id", message: "Invalid Flidesk ID" });
      expect(checkOf(result.data as DeskIdAnswer)).toEqual({ status: "invalid", message: "Invalid Flidesk ID" });
    },
  );

  it("shows only the plan, payment status and a masked email for a valid ID, in any letter case", async () => {
    const result = await validate(" fld-clnt1 ");
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      ok: true,
      intent: "validate-id",
      ...{
        status: "valid",
        flideskId: "FLD-CLNT1",
        plan: "Growth (Social Media)",
        paymentStatus: "completed",
        maskedEmail: "ow***@ceylonteaco.demo",
      },
    });
    expect(JSON.stringify(result.data)).not.toContain("owner@");
  });

  it("names the plan's service in the page's language, the plan's name as it is", async () => {
    const inPage = async (path: string) =>
      checkOf(
        (
          await callRoute(
            supportAction,
            formRequest(path, { intent: "validate-id", flideskId: "FLD-CLNT1" }),
            testContext(database),
          )
        ).data as DeskIdAnswer,
      );
    expect(await inPage("/si/support")).toMatchObject({ status: "valid", plan: "Growth (සමාජ මාධ්‍ය)" });
    expect(await inPage("/ta/support")).toMatchObject({ status: "valid", plan: "Growth (சமூக ஊடகம்)" });
  });

  it("reports 'none' for an account without a subscription", async () => {
    const result = await validate("FLD-FRLN1");
    expect(checkOf(result.data as DeskIdAnswer)).toMatchObject({
      paymentStatus: "none",
      plan: "No plan",
    });
  });

  it("limits checks per IP with 429", async () => {
    const context = testContext(database, {
      clientIp: "198.51.100.9",
      rateLimits: { validator: { points: 2, durationSeconds: 600 } },
    });
    expect((await validate("FLD-ZZZZZ", context)).status).toBe(404);
    expect((await validate("FLD-ZZZZZ", context)).status).toBe(404);
    const limited = await validate("FLD-CLNT1", context);
    expect(limited.status).toBe(429);
    expect((limited.data as DeskIdAnswer & { ok: false }).message).toMatch(/^Too many attempts/);
  });

  it("files the support form as a ticket with its two mails, and refuses bad input storing nothing", async () => {
    const ticketCount = async () => (await database.db.select({ n: count() }).from(tickets))[0]?.n ?? 0;
    const before = await ticketCount();
    const sent = await callRoute(
      supportAction,
      formRequest("/support", {
        intent: "support",
        name: "A",
        email: "a@b.lk",
        subject: "Help",
        message: "Hi",
        priority: "high",
      }),
      testContext(database),
    );
    expect(sent.status).toBe(200);
    const answer = sent.data as SupportRequestAnswer & { ok: true };
    expect(supportToastOf(answer).title).toBe("Support Request Sent");
    expect(supportToastOf(answer).description).toBe(
      `Thank you! Our support team will get back to you within 4 hours. Your reference number is ${answer.reference}.`,
    );
    expect(await ticketCount()).toBe(before + 1);
    const mails = await database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${answer.reference}%`));
    expect(mails.map((m) => m.to).sort()).toEqual(["a@b.lk", siteConfig.email].sort());
    const bad = await callRoute(
      supportAction,
      formRequest("/support", { intent: "support", name: "", email: "a@b.lk", subject: "Help", message: "Hi" }),
      testContext(database),
    );
    expect(bad.status).toBe(400);
    expect(supportToastOf(bad.data as SupportRequestAnswer).description).toBe("Please fill in all required fields");
    // Sent empty, every field is named, so the page marks them all.
    const empty = await callRoute(
      supportAction,
      formRequest("/support", { intent: "support", name: "", email: "", subject: "", message: "" }),
      testContext(database),
    );
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.data as { fields: Record<string, string> }).fields)).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
    expect(await ticketCount()).toBe(before + 1);
  });
});

describe("site search", () => {
  it("finds public pages by the words of their title, description, keywords and content", async () => {
    const result = await callRoute(
      searchLoader,
      new Request("http://localhost/search?q=money-back"),
      testContext(database),
    );
    expect((result.data as { results: { path: string }[] }).results.map((r) => r.path)).toEqual(["/pricing"]);
    // The words a page's handle adds: its keywords, and what it renders (a plan's name, a job's skills).
    for (const [q, paths] of [
      ["remote jobs", ["/careers"]],
      ["typescript", ["/careers"]],
      ["DOMINATE", ["/pricing"]],
      ["keyword research", ["/services"]],
    ] as const) {
      const found = await callRoute(searchLoader, new Request(`http://localhost/search?q=${q}`), testContext(database));
      expect(
        (found.data as { results: { path: string }[] }).results.map((r) => r.path),
        q,
      ).toEqual(paths);
    }
    const none = await callRoute(searchLoader, new Request("http://localhost/search?q="), testContext(database));
    expect((none.data as { results: unknown[] }).results).toEqual([]);
  });
});

describe("public routes over HTTP", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database, testEnv({ PUBLIC_URL: "https://agency.example" }));
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lists every public page in the sitemap, and each answers 200 with its own title and canonical link", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const page of publicPages) {
      expect(sitemap).toContain(`<loc>https://agency.example${page.path}</loc>`);
      const res = await fetch(`${server.url}${page.path}`);
      expect(res.status, page.path).toBe(200);
      const html = await res.text();
      expect(html, page.path).toContain(`<link rel="canonical" href="https://agency.example${page.path}"/>`);
      expect(html, page.path).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it("sends HSTS when the public address is HTTPS", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it.each([
    ["/login", "/dashboard/auth"],
    ["/case-studies", "/portfolio"],
    ["/about-us", "/#about"],
    ["/contact", "/#contact"],
  ])("redirects %s to %s", async (from, to) => {
    const res = await fetch(`${server.url}${from}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });

  it("carries the structured data each page promises", async () => {
    const pricing = await (await fetch(`${server.url}/pricing`)).text();
    expect(pricing).toContain('"@type":"FAQPage"');
    expect((pricing.match(/"@type":"Question"/g) ?? []).length).toBe(9);
    const support = await (await fetch(`${server.url}/support`)).text();
    expect((support.match(/"@type":"Question"/g) ?? []).length).toBe(6);
    expect(await (await fetch(`${server.url}/careers`)).text()).toContain('"@type":"JobPosting"');
    expect(await (await fetch(`${server.url}/quote`)).text()).toContain('"@type":"ContactPage"');
    expect(await (await fetch(`${server.url}/flidesk-features`)).text()).toContain('"@type":"HowTo"');
  });

  it.each(["/onboarding", "/dashboard/auth", "/dashboard/privacy-policy", "/privacy-policy"])(
    "gives %s the theme colour and the tags of a shared link",
    async (path) => {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).toContain('<meta name="theme-color" content="#');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(html).toContain(`<meta property="og:url" content="https://agency.example${path}"/>`);
      expect(html).toContain('<meta property="og:image" content="https://agency.example/og-image.png"/>');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    },
  );

  it.each([
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
    ["/cookie-policy", "Cookie Policy"],
    ["/disclaimer", "Disclaimer"],
    ["/dashboard/terms-and-conditions", "Terms and Conditions"],
    ["/dashboard/privacy-policy", "Privacy Policy"],
  ])("describes the policy on %s in structured data", async (path, name) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
    );
    expect(blocks.find((b) => b["@type"] === "WebPage")).toMatchObject({
      url: `https://agency.example${path}`,
      name: expect.stringContaining(name),
      dateModified: "2025-01-07",
      inLanguage: "en",
      about: { name: expect.stringContaining(name) },
      publisher: { "@type": "Organization" },
    });
  });

  it("shows a clear message on /pricing after a failed payment", async () => {
    const html = await (await fetch(`${server.url}/pricing?error=payment_failed`)).text();
    expect(html).toContain("Your payment did not go through.");
    expect(await (await fetch(`${server.url}/pricing`)).text()).not.toContain("Your payment did not go through.");
  });

  it("keeps the site's header and footer around a public page's error", async () => {
    const res = await fetch(`${server.url}/quote`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: server.url },
      body: "intent=quote",
    });
    expect(res.status).toBe(415);
    const html = await res.text();
    expect(html).toContain("Please check what you sent");
    expect(html).toContain("Skip to content");
    expect(html).toContain("Secure Payments");
  });

  it("renders the splash in the HTML with the page underneath already there", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('data-testid="splash"');
    expect(html.indexOf('id="contact"')).toBeGreaterThan(0);
  });
});

describe("optional third parties", () => {
  it("are off by default: no widget, no analytics, no third-party host in the CSP", async () => {
    const server = await startTestServer(database, testEnv());
    try {
      const res = await fetch(`${server.url}/`);
      const html = await res.text();
      expect(html).not.toContain("elevenlabs-convai");
      expect(res.headers.get("content-security-policy")).not.toMatch(/unpkg|elevenlabs|https:\/\//);
    } finally {
      await server.close();
    }
  });

  it("when configured, the voice widget is on the home page only and its hosts enter the CSP", async () => {
    const server = await startTestServer(
      database,
      testEnv({
        VOICE_AGENT_ID: "agent_123",
        ANALYTICS_SCRIPT_URL: "https://stats.example.com/js/script.js",
        ANALYTICS_DOMAIN: "agency.example",
      }),
    );
    try {
      const home = await fetch(`${server.url}/`);
      const html = await home.text();
      expect(html).toContain('<elevenlabs-convai agent-id="agent_123">');
      expect(html).toMatch(
        /<script src="https:\/\/unpkg.com\/@elevenlabs\/convai-widget-embed" async(="")? nonce="[^"]+">/,
      );
      expect(html).toMatch(
        /<script defer(="")? data-domain="agency.example" src="https:\/\/stats.example.com\/js\/script.js" nonce=/,
      );
      expect(html).toContain('<link rel="preconnect" href="https://stats.example.com"');
      const csp = home.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("https://unpkg.com");
      expect(csp).toContain("https://stats.example.com");
      const pricing = await (await fetch(`${server.url}/pricing`)).text();
      expect(pricing).not.toContain("elevenlabs-convai");
      expect(pricing).toContain('data-domain="agency.example"');
    } finally {
      await server.close();
    }
  });
});
