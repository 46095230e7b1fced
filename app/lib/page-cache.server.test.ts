import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.server";

const day = new Date().toISOString().slice(0, 10);
const text = (page: { identity(nonce: string): Buffer } | null, nonce = "M") =>
  page?.identity(nonce).toString() ?? null;

describe("the page cache's caps", () => {
  it("holds at most maxEntries pages, dropping the one used longest ago", () => {
    const pages = createPageCache({ enabled: true, maxEntries: 3 });
    for (const path of ["/a", "/b", "/c"]) pages.set(`${day} ${path}`, "N", `<p>${path} N</p>`);
    // Reading /a makes /b the least recently used.
    expect(text(pages.find("/a"))).toBe("<p>/a M</p>");
    pages.set(`${day} /d`, "N", "<p>/d</p>");
    expect(pages.size().entries).toBe(3);
    expect(pages.find("/b")).toBeNull();
    expect(pages.find("/a")).not.toBeNull();
  });

  it("holds at most maxBytes, HTML and gzip together, and never a page larger than that", () => {
    const pages = createPageCache({ enabled: true, maxBytes: 1000 });
    for (let i = 0; i < 50; i++) pages.set(`${day} /p${i}`, "N", "x".repeat(280));
    // 280 bytes of HTML and 10-20 of gzip each: three fit in 1,000.
    expect(pages.size().entries).toBe(3);
    expect(pages.size().bytes).toBeLessThanOrEqual(1000);
    pages.set(`${day} /huge`, "N", "x".repeat(1001));
    expect(pages.find("/huge")).toBeNull();
    expect(pages.size().bytes).toBeLessThanOrEqual(1000);
    // Storing a page again replaces it: its bytes are counted once.
    const before = pages.size().bytes;
    pages.set(`${day} /p49`, "N", "x".repeat(280));
    expect(pages.size()).toEqual({ entries: 3, bytes: before });
  });

  it("drops the pages of past days when a page of a new day comes", () => {
    const pages = createPageCache({ enabled: true });
    pages.set("2000-01-01 /a", "N", "old");
    pages.set(`${day} /a`, "N", "new");
    expect(pages.size().entries).toBe(1);
    expect(text(pages.find("/a"))).toBe("new");
  });

  it("serves a page on the day it was rendered only: the next day it is rendered again", () => {
    let now = new Date("2026-11-27T23:59:59Z");
    const pages = createPageCache({ enabled: true, now: () => now });
    pages.set("2026-11-27 /", "N", "<footer>2026 N</footer>");
    expect(text(pages.find("/"))).toBe("<footer>2026 M</footer>");
    now = new Date("2026-11-28T00:00:00Z");
    expect(pages.find("/")).toBeNull();
  });

  it("holds nothing when it is off (development)", () => {
    const pages = createPageCache({ enabled: false });
    pages.set(`${day} /a`, "N", "a");
    expect(pages.find("/a")).toBeNull();
  });
});

describe("what the page cache keys", () => {
  const pages = createPageCache({ enabled: true });
  const get = (url: string) => new Request(`http://localhost${url}`);
  const ok = new Headers();

  it("keys a page at the address its route declares, asked by that address, with no query, 200 and no cookie", () => {
    expect(pages.key(get("/services"), "/services", 200, ok)).toBe(`${day} /services`);
    // A route that declares no cached page, another spelling, a query, another status, a cookie: rendered alone.
    expect(pages.key(get("/search"), null, 200, ok)).toBeNull();
    expect(pages.key(get("/Services"), "/services", 200, ok)).toBeNull();
    expect(pages.key(get("/services?x=1"), "/services", 200, ok)).toBeNull();
    expect(pages.key(get("/services"), "/services", 404, ok)).toBeNull();
    expect(pages.key(get("/services"), "/services", 200, new Headers({ "Set-Cookie": "a=b" }))).toBeNull();
    expect(pages.key(new Request("http://localhost/services", { method: "POST" }), "/services", 200, ok)).toBeNull();
  });
});

describe("a cached page in a response's nonce", () => {
  const nonce = "QUFBQUFBQUFBQUFBQUFBQQ==";
  const html = `<head><script nonce="${nonce}">a()</script></head><body>${"<p>Fli DESK</p>".repeat(4000)}<script nonce="${nonce}">b()</script>${nonce}</body>`;
  const pages = createPageCache({ enabled: true });
  pages.set(`${day} /`, nonce, html);
  const page = pages.find("/");

  it("puts the response's nonce everywhere the rendered one was, uncompressed and gzipped alike", () => {
    for (const other of ["b+/x9ZzZzZzZzZzZzZzZzA==", "0123456789abcdefghijklmn"]) {
      const expected = html.replaceAll(nonce, other);
      expect(page?.identity(other).toString()).toBe(expected);
      // gunzip checks the trailer's CRC-32 and length against what it inflated.
      expect(gunzipSync(page?.gzip(other) ?? Buffer.alloc(0)).toString()).toBe(expected);
    }
  });

  it("sends the page compressed: the gzip is a small part of the HTML", () => {
    expect(page?.gzip(nonce).length).toBeLessThan(html.length / 20);
  });
});
