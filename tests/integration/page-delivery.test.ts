import http from "node:http";
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "#db/seed";
import type { Database } from "~/lib/db.server";
import { signInCookie, startTestServer, type TestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

// Issue 30: cached public pages are sent by the Express layer (server/cached-pages.ts), precompressed, with only
// the nonce made per response; pages and `.data` answers go out in one write each (server/whole-answer.ts).
let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(database, testEnv());
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

// The test server runs in this process: every write the server makes on a connection's socket is counted, by the
// connection's port on the client side. A write here is one system call (write or writev) on the socket.
const writesByClientPort = new Map<number, number>();
const socket = net.Socket.prototype as unknown as Record<"_write" | "_writev", (...args: unknown[]) => unknown>;
const originalWrite = socket._write;
const originalWritev = socket._writev;
const counted = (original: (...args: unknown[]) => unknown) =>
  function (this: net.Socket, ...args: unknown[]) {
    if (this.remotePort && this.localPort === Number(new URL(server.url).port)) {
      writesByClientPort.set(this.remotePort, (writesByClientPort.get(this.remotePort) ?? 0) + 1);
    }
    return original.apply(this, args);
  };
beforeAll(() => {
  socket._write = counted(originalWrite);
  socket._writev = counted(originalWritev);
});
afterAll(() => {
  socket._write = originalWrite;
  socket._writev = originalWritev;
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; writes: number };

/** One request on a connection of its own, the body as sent (not decompressed), and the server's writes for it. */
function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      const port = req.socket?.localPort ?? 0;
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          writes: writesByClientPort.get(port) ?? 0,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];

/** Asks until the page comes from memory (its first request renders it). */
async function cached(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 3; i++) {
    const answer = await request(path, headers);
    if (answer.headers["x-cache"] === "HIT") return answer;
  }
  throw new Error(`${path} never came from the cache`);
}

describe("public pages from memory", () => {
  it("sends a cached page gzipped once, with its length, in this response's nonce, in one write", async () => {
    const first = await cached("/services", { "Accept-Encoding": "gzip, deflate, br" });
    const second = await cached("/services", { "Accept-Encoding": "gzip" });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.writes).toBe(1);
      const html = gunzipSync(answer.body).toString();
      const nonce = nonceOf(answer);
      expect(nonce).toBeTruthy();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).toContain("</html>");
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // The same page but for the nonce.
    const text = (a: Answer) =>
      gunzipSync(a.body)
        .toString()
        .replaceAll(nonceOf(a) ?? "?", "NONCE");
    expect(text(first)).toBe(text(second));
  });

  it("sends it uncompressed, with its length, to a client that takes no gzip, and the same page as gzipped", async () => {
    const plain = await cached("/services", { "Accept-Encoding": "identity" });
    const zipped = await cached("/services", { "Accept-Encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(plain.body.length));
    expect(plain.body.toString().replaceAll(nonceOf(plain) ?? "?", "N")).toBe(
      gunzipSync(zipped.body)
        .toString()
        .replaceAll(nonceOf(zipped) ?? "?", "N"),
    );
  });

  it("keeps the headers of the page as React Router answered it, the security headers included", async () => {
    const rendered = await request("/careers", { "Accept-Encoding": "identity" });
    expect(rendered.headers["x-cache"]).toBe("MISS");
    const hit = await cached("/careers", { "Accept-Encoding": "identity" });
    const perResponse = new Set(["date", "content-security-policy", "x-cache", "content-length", "transfer-encoding"]);
    const stable = (a: Answer) => Object.entries(a.headers).filter(([name]) => !perResponse.has(name));
    expect(stable(hit)).toEqual(stable(rendered));
    expect(hit.headers["content-security-policy"]).toContain(`'nonce-${nonceOf(hit)}'`);
  });

  it("answers HEAD for a cached page with its headers and no body", async () => {
    await cached("/support");
    const head = await request("/support", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.body.length).toBe(0);
  });

  it("redirects another spelling of a page's address before React Router, and a query still renders", async () => {
    const moved = await request("/Careers/?utm=x");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/careers?utm=x");
    // Only React Router's answers carry X-Cache: the redirect never reached it.
    expect(moved.headers["x-cache"]).toBeUndefined();
    const withQuery = await request("/careers?utm=x");
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers["x-cache"]).toBeUndefined();
  });
});

describe("portal answers in one write", () => {
  it("sends a portal page and its .data whole: compressed once, with their length, in one write each", async () => {
    const cookie = await signInCookie(server.url, "FLD-CLNT1");
    for (const path of ["/dashboard", "/dashboard/projects", "/dashboard/billing", "/dashboard/projects.data"]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const answer = await request(path, { Cookie: cookie, "Accept-Encoding": encoding });
        expect(answer.status, path).toBe(200);
        expect(answer.headers["transfer-encoding"], path).toBeUndefined();
        expect(answer.headers["content-length"], path).toBe(String(answer.body.length));
        expect(answer.headers["cache-control"], path).toBe("private, no-store");
        expect(answer.writes, `${path} ${encoding}`).toBe(1);
        const body =
          encoding === "br"
            ? brotliDecompressSync(answer.body)
            : encoding === "gzip"
              ? gunzipSync(answer.body)
              : answer.body;
        expect(answer.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
        expect(body.toString()).toContain(path.includes(".data") ? "projects" : "</html>");
      }
    }
  });
});
