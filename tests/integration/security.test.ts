import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, projectUpdates, users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import type { Database } from "~/lib/db.server";
import { publicPages } from "~/routes/site/pages.server";
import { postChunked } from "../setup/chunked";
import { signInCookie, startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const generous = { points: 10_000, durationSeconds: 60 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1]);

const actors = ["signed out", "client", "other client", "freelancer", "other freelancer", "admin"] as const;
type Actor = (typeof actors)[number];
const deskIds: Record<Exclude<Actor, "signed out">, string> = {
  client: "FLD-CLNT1",
  "other client": "FLD-CLNT2",
  freelancer: "FLD-FRLN1",
  "other freelancer": "FLD-FRLN2",
  admin: "FLD-ADMIN",
};
const cookies: Partial<Record<Actor, string>> = {};
let projectId = "";
let screenshot = "";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(database, testEnv(), { loginIp: generous, loginId: generous });
  for (const [actor, id] of Object.entries(deskIds)) cookies[actor as Actor] = await signInCookie(server.url, id);
  // The project under test: Ceylon Tea Co.'s (FLD-CLNT1), assigned to FLD-FRLN1, with one screenshot.
  const [project] = await database.db
    .select()
    .from(projects)
    .where(eq(projects.title, "Ceylon Tea Co. Website Redesign"));
  projectId = project?.id ?? "";
  const body = new FormData();
  body.set("intent", "update");
  body.set("projectId", projectId);
  body.set("progress", "70");
  body.append("screenshots", new Blob([PNG], { type: "image/png" }), "shot.png");
  await fetch(`${server.url}/dashboard/updates`, {
    method: "POST",
    headers: { Cookie: cookies.freelancer ?? "", Origin: server.url },
    body,
  });
  const [update] = await database.db.select().from(projectUpdates).where(eq(projectUpdates.progress, 70));
  screenshot = update?.screenshots[0] ?? "";
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

type Probe = (actor: Actor) => Promise<number>;

const request = (actor: Actor, pathname: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathname}`, {
    redirect: "manual",
    ...init,
    headers: { ...(cookies[actor] ? { Cookie: cookies[actor] } : {}), ...(init.headers ?? {}) },
  });

const form = (actor: Actor, pathname: string, fields: Record<string, string>) =>
  request(actor, pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams(fields),
  });

let emails = 0;
const probes: Record<string, Probe> = {
  "GET /dashboard": async (a) => (await request(a, "/dashboard")).status,
  "GET /api/events": async (a) => {
    const controller = new AbortController();
    const res = await request(a, "/api/events", { signal: controller.signal });
    controller.abort();
    return res.status;
  },
  "POST /dashboard/assistant ask (AI)": async (a) =>
    (await form(a, "/dashboard/assistant", { intent: "ask", projectId, prompt: "How is the project going?" })).status,
  "POST /dashboard/admin/users add-user": async (a) =>
    (
      await form(a, "/dashboard/admin/users", {
        intent: "add-user",
        email: `matrix-${emails++}@example.lk`,
        role: "client",
      })
    ).status,
  "POST /dashboard/admin/projects create-project": async (a) =>
    (
      await form(a, "/dashboard/admin/projects", {
        intent: "create-project",
        title: "Matrix",
        clientId: (await database.db.select().from(users).where(eq(users.flideskId, "FLD-CLNT1")))[0]?.id ?? "",
      })
    ).status,
  "POST /dashboard/updates update": async (a) => {
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", projectId);
    body.set("progress", "71");
    return (await request(a, "/dashboard/updates", { method: "POST", headers: { Origin: server.url }, body })).status;
  },
  "POST /dashboard/updates connect-ga": async (a) => {
    const body = new FormData();
    body.set("intent", "connect-ga");
    body.set("projectId", projectId);
    return (await request(a, "/dashboard/updates", { method: "POST", headers: { Origin: server.url }, body })).status;
  },
  "GET /dashboard/screenshots/:key": async (a) => (await request(a, `/dashboard/screenshots/${screenshot}`)).status,
  "GET /dashboard/export/users.csv": async (a) => (await request(a, "/dashboard/export/users.csv")).status,
  "GET /dashboard/admin": async (a) => (await request(a, "/dashboard/admin")).status,
  "GET /dashboard/client": async (a) => (await request(a, "/dashboard/client")).status,
  "GET /dashboard/freelancer": async (a) => (await request(a, "/dashboard/freelancer")).status,
  "GET /dashboard/admin/users": async (a) => (await request(a, "/dashboard/admin/users")).status,
  "GET /dashboard/projects/:id": async (a) => (await request(a, `/dashboard/projects/${projectId}`)).status,
};

// The design (docs/product.md, Fli DESK portal): signed out is sent to sign in (302, the event stream too: an
// EventSource does not follow it into a page, so it simply gets nothing); a client sees only their projects, a freelancer only assigned ones (others: 404, as if absent);
// a role that may never do a thing gets 403.
const expected: Record<string, Record<Actor, number>> = {
  "GET /dashboard": row(302, 200, 200, 200, 200, 200),
  "GET /api/events": row(302, 200, 200, 200, 200, 200),
  "POST /dashboard/assistant ask (AI)": row(302, 200, 404, 200, 404, 200),
  "POST /dashboard/admin/users add-user": row(302, 403, 403, 403, 403, 200),
  "POST /dashboard/admin/projects create-project": row(302, 403, 403, 403, 403, 200),
  "POST /dashboard/updates update": row(302, 403, 403, 200, 404, 403),
  "POST /dashboard/updates connect-ga": row(302, 403, 403, 200, 404, 403),
  "GET /dashboard/screenshots/:key": row(302, 200, 404, 200, 404, 200),
  "GET /dashboard/export/users.csv": row(302, 403, 403, 403, 403, 200),
  // The role dashboards send their own role on to /dashboard (302) and refuse every other role.
  "GET /dashboard/admin": row(302, 403, 403, 403, 403, 302),
  "GET /dashboard/client": row(302, 302, 302, 403, 403, 403),
  "GET /dashboard/freelancer": row(302, 403, 403, 302, 302, 403),
  // An admin's area refuses every other role; one project's page is for its client, its freelancer and admins.
  "GET /dashboard/admin/users": row(302, 403, 403, 403, 403, 200),
  "GET /dashboard/projects/:id": row(302, 200, 404, 200, 404, 200),
};
function row(...statuses: number[]) {
  return Object.fromEntries(actors.map((a, i) => [a, statuses[i] ?? 0])) as Record<Actor, number>;
}

describe("the permission matrix", () => {
  it("matches the design for every portal loader and action and every kind of user", async () => {
    const actual: Record<string, Record<Actor, number>> = {};
    for (const [name, probe] of Object.entries(probes)) {
      actual[name] = row();
      for (const actor of actors) (actual[name] as Record<Actor, number>)[actor] = await probe(actor);
    }
    expect(actual).toEqual(expected);
    // The role's own dashboard path leads to its page (the spec's `?tab=` to the area's); another role reads
    // "Access Denied".
    expect((await request("admin", "/dashboard/admin")).headers.get("location")).toBe("/dashboard");
    expect((await request("admin", "/dashboard/admin?tab=users")).headers.get("location")).toBe(
      "/dashboard/admin/users",
    );
    const denied = await request("client", "/dashboard/admin");
    expect(await denied.text()).toContain("Access Denied");
  });

  it("refuses every portal write posted from another origin, even with a valid session", async () => {
    for (const [path, fields] of [
      ["/dashboard/admin/users", { intent: "add-user", email: "evil@example.lk", role: "admin" }],
      ["/dashboard/assistant", { intent: "ask", projectId, prompt: "hi" }],
      ["/dashboard/updates", { intent: "connect-ga", projectId }],
      ["/dashboard/sign-out", {}],
    ] as const) {
      const res = await request("admin", path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: new URLSearchParams(fields),
      });
      expect(res.status, path).toBe(403);
    }
    expect(await database.db.select().from(users).where(eq(users.email, "evil@example.lk"))).toHaveLength(0);
    // The admin's session survived the forged sign-out.
    expect((await request("admin", "/dashboard")).status).toBe(200);
  });
});

function expectSecurityHeaders(res: Response, label: string) {
  const csp = res.headers.get("content-security-policy") ?? "";
  const directive = (name: string) =>
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  const scriptSrc = directive("script-src") ?? "";
  expect(scriptSrc, label).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/);
  expect(scriptSrc, label).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'/);
  expect(directive("script-src-attr"), label).toBe("script-src-attr 'none'");
  expect(directive("frame-ancestors"), label).toBe("frame-ancestors 'none'");
  expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
}

describe("response headers", () => {
  it("every public page, the sign-in page and the portal send the security headers, without HSTS over HTTP", async () => {
    const paths = [
      ...publicPages.map((p) => p.path),
      "/dashboard/auth",
      "/no-such-page",
      "/dashboard/invite/unknown-token-000000000",
    ];
    for (const pathname of paths) {
      const res = await request("signed out", pathname);
      expectSecurityHeaders(res, pathname);
      expect(res.headers.get("strict-transport-security"), pathname).toBeNull();
    }
    for (const page of ["", "/admin/users", "/admin/leads", "/admin/settings", `/projects/${projectId}`]) {
      const res = await request("admin", `/dashboard${page}`);
      expect(res.status, page).toBe(200);
      expectSecurityHeaders(res, `/dashboard${page}`);
    }
  });

  it("portal pages, their .data answers, exports, screenshots and the event stream are never stored by a cache", async () => {
    const privateAnswers: [Actor, string][] = [
      ["client", "/dashboard"],
      ["client", "/dashboard?tab=analytics"],
      ["client", "/dashboard/analytics"],
      ["client", `/dashboard/projects/${projectId}`],
      ["client", "/dashboard.data"],
      ["client", "/dashboard/billing.data"],
      ["admin", "/dashboard/admin/users.data"],
      ["admin", "/dashboard/export/users.csv"],
      ["client", `/dashboard/screenshots/${screenshot}`],
      ["signed out", "/dashboard/auth"],
      ["signed out", "/dashboard"],
      ["client", "/dashboard/no-such-page"],
      ["signed out", "/checkout?plan=Launch&email=a%40b.lk"],
      ["signed out", "/payment-success?order_id=ORD-1"],
    ];
    for (const [actor, pathname] of privateAnswers) {
      const res = await request(actor, pathname);
      expect(res.status, pathname).toBeLessThan(500);
      expect(res.headers.get("cache-control"), `${actor} ${pathname}`).toBe("private, no-store");
      await res.body?.cancel();
    }
    const controller = new AbortController();
    const events = await request("client", "/api/events", { signal: controller.signal });
    expect(events.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(events.headers.get("cache-control")).toBe("private, no-store");
    controller.abort();
    // Public pages stay cacheable: the header is for a person's data only.
    const home = await request("signed out", "/services");
    expect(home.headers.get("cache-control") ?? "").not.toContain("private");
    await home.body?.cancel();
  });

  it("over HTTPS: HSTS on every page and a Secure session cookie", async () => {
    const https = await startTestServer(database, testEnv({ PUBLIC_URL: "https://desk.example.lk" }), {
      loginIp: generous,
      loginId: generous,
    });
    try {
      for (const pathname of [...publicPages.map((p) => p.path), "/dashboard/auth"]) {
        const res = await fetch(`${https.url}${pathname}`);
        expectSecurityHeaders(res, pathname);
        expect(res.headers.get("strict-transport-security"), pathname).toBe("max-age=31536000; includeSubDomains");
      }
      const res = await fetch(`${https.url}/dashboard/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ flideskId: "FLD-CLNT1", password: "DeskDemo#2025" }),
      });
      const [session, device] = res.headers.getSetCookie();
      expect(session).toMatch(/^fld_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure$/);
      expect(device).toMatch(/^fld_device=.*; Secure$/);
    } finally {
      await https.close();
    }
  });
});

describe("upload size", () => {
  it("takes a progress update over 1 MB streamed without a Content-Length, and cuts one over 51 MB with 413", async () => {
    const shot = new Uint8Array(3 * 1024 * 1024);
    shot.set(PNG);
    const form = new FormData();
    form.set("intent", "update");
    form.set("projectId", projectId);
    form.set("progress", "72");
    form.append("screenshots", new Blob([shot], { type: "image/png" }), "big.png");
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type") ?? "";
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    // A stream body has no length: fetch sends it chunked, so only the counted limit applies.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 256 * 1024) controller.enqueue(bytes.slice(i, i + 256 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/dashboard/updates`, {
      method: "POST",
      headers: { Cookie: cookies.freelancer ?? "", Origin: server.url, "Content-Type": type },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(200);
    const [update] = await database.db.select().from(projectUpdates).where(eq(projectUpdates.progress, 72));
    expect(update?.screenshots).toHaveLength(1);

    const total = 60 * 1024 * 1024;
    const cut = await postChunked(`${server.url}/dashboard/updates`, {
      headers: {
        Cookie: cookies.freelancer ?? "",
        Origin: server.url,
        "Content-Type": "multipart/form-data; boundary=x",
      },
      prefix: '--x\r\nContent-Disposition: form-data; name="screenshots"; filename="huge.png"\r\n\r\n',
      chunk: Buffer.alloc(256 * 1024, 0),
      total,
    });
    expect(cut.status).toBe(413);
    expect(cut.sent).toBeLessThan(total);
  });
});

describe("the client build", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });

  it("holds no secret: neither the canary values the build ran with nor any secret's name", () => {
    const all = files(path.resolve("build/client"));
    expect(all.length).toBeGreaterThan(10);
    const needles = [
      // scripts/test.js builds with these in the environment.
      "canary-session-secret-5b1f0c9e",
      "canary-merchant-secret-93ad7e21",
      "canary-ai-key-4c8e2b7a",
      "SESSION_SECRET",
      "PAYHERE_MERCHANT_SECRET",
      "AI_API_KEY",
      "S3_SECRET_ACCESS_KEY",
      "SMTP_URL",
      "DATABASE_URL",
      "argon2",
      // Only a hash of the demo password may exist anywhere, and never in the browser.
      "DeskDemo#2025",
    ];
    for (const file of all) {
      const text = readFileSync(file, "latin1");
      for (const needle of needles) expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
    }
  });
});

describe("the builds", () => {
  const read = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(path.join(dir, name), "utf8"))
      .join("\n");

  it("render with React itself: the server with React DOM's streaming renderer, the browser with React DOM", () => {
    const server = read(path.resolve("build/server/assets"));
    const imported = [...server.matchAll(/(?:from|import)\s*"([^".][^"]*)"/g)].map((match) => match[1] ?? "");
    expect(imported).toContain("react-dom/server");
    expect(server).toContain("renderToPipeableStream");
    const client = read(path.resolve("build/client/assets"));
    // React DOM's production build links its minified errors to react.dev; no other runtime stands in for it.
    expect(client).toContain("react.dev/errors/");
    for (const bundle of [server, client]) expect(bundle).not.toMatch(/preact/i);
  });

  it("draw Lucide icons with our markup factory (app/lib/lucide-icon.ts), in the browser and on the server", () => {
    const icons = readdirSync(path.resolve("build/client/assets")).filter((name) => /^icons-.*\.js$/.test(name));
    expect(icons).toHaveLength(1);
    const chunk = readFileSync(path.resolve("build/client/assets", icons[0] as string), "utf8");
    // Lucide's own factory spells its default attributes in kebab case; ours sets the inner markup once per icon.
    expect(chunk).toContain("dangerouslySetInnerHTML");
    expect(chunk).not.toContain('"stroke-linecap"');
    const server = read(path.resolve("build/server/assets"));
    expect(server).not.toMatch(/from\s*"lucide-react/);
    expect(server).not.toContain('"stroke-linecap"');
  });
});
