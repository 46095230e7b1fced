import { gunzipSync } from "node:zlib";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "#db/schema";
import type { Database } from "~/lib/db.server";
import { postChunked } from "../setup/chunked";
import { loadServerBuild, startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, testEnv({ PUBLIC_URL: "http://agency.test" }));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("the production server", () => {
  it("answers /healthz after checking the database", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("serves a public page from memory after its first render, each response with its own nonce", async () => {
    const nonceOf = (res: Response) =>
      /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    const pages: { nonce: string; html: string; cache: string | null }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/services`);
      pages.push({ nonce: nonceOf(res), html: await res.text(), cache: res.headers.get("x-cache") });
    }
    expect(pages.map((p) => p.cache)).toEqual(["MISS", "HIT", "HIT"]);
    const nonces = new Set(pages.map((p) => p.nonce));
    expect(nonces.size).toBe(3);
    for (const page of pages) {
      // The page's scripts carry this response's nonce and no other.
      expect(page.html).toContain(`nonce="${page.nonce}"`);
      for (const other of nonces) if (other !== page.nonce) expect(page.html).not.toContain(other);
    }
    const [first, ...rest] = pages.map((p) => p.html.replaceAll(p.nonce, "NONCE"));
    for (const html of rest) expect(html).toBe(first);
    // A query is never served from memory: /pricing?error= shows its notice, plain /pricing does not.
    const failedRes = await fetch(`${server.url}/pricing?error=payment_failed`);
    expect(failedRes.headers.get("x-cache")).toBeNull();
    const failed = await failedRes.text();
    expect(failed).toContain("Your payment did not go through.");
    const plain = await (await fetch(`${server.url}/pricing`)).text();
    expect(plain).not.toContain("Your payment did not go through.");
  });

  it("server-renders the home page with its head, structured data and security headers", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Your Strategic Social Media, SEO &amp; Web Development Partner");
    expect(html).toContain('<link rel="canonical" href="http://agency.test/"/>');
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"@type":"SearchAction"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline'; script");
    // Every inline script React Router writes carries this response's nonce.
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    // Served over plain HTTP here, so no HSTS.
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("serves the images the head points at", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    for (const file of ["/og-image.png", "/logo.png"]) {
      expect(html).toContain(file);
      const res = await fetch(`${server.url}${file}`);
      expect(res.status, file).toBe(200);
    }
    // The tab's icon is in the page itself (decision 30).
    expect(html).toMatch(/<link[^>]* rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml"\/>/);
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Wrong Path");
    for (const href of ["/services", "/case-studies", "/about-us", "/contact"])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('content="noindex, follow"');
  });

  it("serves robots.txt and a sitemap of the public routes", async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    const rules = await robots.text();
    expect(rules).toContain("Sitemap: http://agency.test/sitemap.xml");
    // The portal's sign-in page may be found; the rest of the portal is kept out.
    expect(rules).toContain("Allow: /dashboard/auth\nDisallow: /dashboard\n");
    const signIn = await (await fetch(`${server.url}/dashboard/auth`)).text();
    expect(signIn).toContain('<meta name="robots" content="index, nofollow"/>');
    expect(signIn).toMatch(/<meta name="description" content="Sign in to Fli DESK, the Fli Digital client portal/);
    expect(signIn).toContain('<link rel="canonical" href="http://agency.test/dashboard/auth"/>');
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(await sitemap.text()).toContain("<loc>http://agency.test/</loc>");
  });

  it("starts the app's scripts after the first paint: no script preload or module script in the HTML", async () => {
    // finishDocument reads React Router's real output: this fails if a router upgrade changes what it writes.
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(\)\{var n=document\.currentScript\.nonce/);
    expect(html).toContain("/assets/entry.client-");
    expect(html).not.toContain("suppressHydrationWarning");
  });

  it("asks for nothing before the first paint but the stylesheet: no font preload, logo or icon file (decision 30)", async () => {
    // Lighthouse counts every request that ends before the largest paint in a phone's LCP; the <h1> is painted first.
    // A Sinhala or Tamil page names its script's fonts, but asks for them only where no installed font has the script.
    for (const path of ["/", "/services", "/pricing", "/si", "/ta/services"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toMatch(/<link[^>]*rel="preload"/);
      if (!/^\/(si|ta)\b/.test(path)) expect(html, path).not.toContain(".woff2");
      expect(html, path).not.toMatch(/<link[^>]* rel="icon" href="\//);
      // The logos are CSS masks from the stylesheet, not a sprite each <use> would fetch.
      expect(html, path).not.toMatch(/<use[^>]*href="[^"#]/);
      expect(html, path).toContain('<span class="brand-logo brand-logo-visa h-5 w-8" role="img" aria-label="Visa">');
    }
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(css).toBeTruthy();
    const res = await fetch(`${server.url}${css}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Only the headers that apply to a file: no page policy on each of the 40 or so files a page loads.
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("compresses pages but never an event stream", async () => {
    const { default: http } = await import("node:http");
    const get = (path: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.url}${path}`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c) => chunks.push(c));
            res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const page = await get("/");
    expect(page.encoding).toBe("gzip");
    expect(gunzipSync(page.body).toString()).toContain("<!DOCTYPE html>");

    const { shouldCompress } = await loadServerBuild();
    const request = { headers: { "accept-encoding": "gzip" } } as unknown as Parameters<typeof shouldCompress>[0];
    const response = (type: string) =>
      ({
        getHeader: (name: string) => (name.toLowerCase() === "content-type" ? type : undefined),
      }) as unknown as Parameters<typeof shouldCompress>[1];
    expect(shouldCompress(request, response("text/html; charset=utf-8"))).toBe(true);
    expect(shouldCompress(request, response("text/event-stream"))).toBe(false);
  });

  it("stores a contact message posted without JavaScript and shows the result in the page", async () => {
    const before = await database.db.select({ n: count() }).from(contactSubmissions);
    const res = await fetch(`${server.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "contact", firstName: "A", lastName: "B", email: "a@b.lk", message: "Hi" }),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/Thank you for your inquiry\. We(&#x27;|')ll get back to you within 24 hours\./);
    // In place, not streamed in later as a hidden part that only a script would show.
    expect(html).not.toContain('<div hidden id="S:');
    expect(html.indexOf("Thank you for your inquiry")).toBeLessThan(html.indexOf("</main>"));
    const after = await database.db.select({ n: count() }).from(contactSubmissions);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
  });

  it("shows the validation message in the page for a bad post, with status 400", async () => {
    const res = await fetch(`${server.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "contact", firstName: "", lastName: "B", email: "a@b.lk", message: "Hi" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please fill in all fields");
  });

  it("refuses a form posted from another origin and writes nothing", async () => {
    const before = await database.db.select({ n: count() }).from(contactSubmissions);
    const res = await fetch(`${server.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "contact", firstName: "A", lastName: "B", email: "a@b.lk", message: "Hi" }),
    });
    expect(res.status).toBe(403);
    const after = await database.db.select({ n: count() }).from(contactSubmissions);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("cuts a chunked body at 1 MB with 413 and closes the connection before the rest is sent", async () => {
    const total = 8 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, "x");
    const before = await database.db.select({ n: count() }).from(contactSubmissions);
    const result = await postChunked(`${server.url}/?index`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      prefix: "intent=contact&message=",
      chunk,
      total,
    });
    expect(result.status).toBe(413);
    expect(result.body).toBe("The request is too large.");
    expect(result.connection).toBe("close");
    expect(result.sent).toBeLessThan(total);
    const after = await database.db.select({ n: count() }).from(contactSubmissions);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("still takes a chunked form under the limit", async () => {
    const { default: http } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      // Just under 1 MB in all, in many chunks.
      req.write("intent=contact&firstName=A&lastName=B&email=a%40b.lk&message=");
      for (let i = 0; i < 15; i++) req.write("y".repeat(60_000));
      req.end();
    });
    // The contact form takes up to 5,000 characters: this message is refused by the form's own check, not cut off.
    expect(status).toBe(400);
  });

  it("answers a malformed address with 400 on the branded error page, without a stack or a file path", async () => {
    for (const pathname of ["/services/%E0%A4%A", "/%E0%A4%A", "/dashboard/invite/%ZZ", "/search?q=%00", "/a%00b"]) {
      const res = await fetch(`${server.url}${pathname}`);
      expect(res.status, pathname).toBe(400);
      expect(res.headers.get("content-type"), pathname).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, pathname).toContain("Fli Digital");
      expect(html, pathname).toContain("Back to Home");
      expect(html, pathname).not.toMatch(/\/work\/|node_modules|\n\s+at |URIError|Failed to decode/);
    }
  });

  it("takes a session cookie that does not decode for no session: the sign-in, not 500", async () => {
    const res = await fetch(`${server.url}/dashboard`, {
      redirect: "manual",
      headers: { Cookie: "fld_session=%E0%A4%A" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/dashboard\/auth/);
  });

  it("closes a connection whose headers trickle in, but never an answer that outlasts the request limit", async () => {
    const { createHttpServer, httpServerOptions } = await loadServerBuild();
    // The production limits: headers within 15 s, a whole request within 120 s (Node allows 60 s and 300 s).
    expect(httpServerOptions.headersTimeout).toBeLessThanOrEqual(15_000);
    expect(httpServerOptions.requestTimeout).toBeLessThanOrEqual(120_000);
    const { default: net } = await import("node:net");
    // The same server with short limits, and a route that answers like an event stream, for longer than them.
    const slow = createHttpServer(
      (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/event-stream" });
        let n = 0;
        const timer = setInterval(() => {
          res.write(`data: ${n}\n\n`);
          if (++n === 12) {
            clearInterval(timer);
            res.end();
          }
        }, 250);
      },
      { headersTimeout: 500, requestTimeout: 1000, connectionsCheckingInterval: 100 },
    );
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const { port } = slow.address() as import("node:net").AddressInfo;
    try {
      // Half a request line, then nothing: the server answers 408 and hangs up.
      const trickled = await new Promise<string>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
        let received = "";
        socket.on("data", (d) => {
          received += d.toString();
        });
        socket.on("close", () => resolve(received));
        socket.on("error", () => {});
      });
      expect(trickled).toMatch(/^HTTP\/1\.1 408/);
      // An answer streamed for three seconds, past the one-second request limit, arrives whole.
      const res = await fetch(`http://127.0.0.1:${port}/events`);
      const text = await res.text();
      expect(text.match(/^data: /gm)?.length).toBe(12);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it("refuses a body over 1 MB with 413", async () => {
    const res = await fetch(`${server.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=contact&message=${"x".repeat(1024 * 1024 + 1)}`,
    });
    expect(res.status).toBe(413);
  });
});
