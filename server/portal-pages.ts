import type express from "express";
import { SESSION_COOKIE } from "~/features/accounts/index.server";
import { readCookie } from "~/lib/cookies";
import { readDataVersion } from "~/lib/data-version.server";
import type { Db } from "~/lib/db.server";
import { type NoncePage, noncePage } from "~/lib/nonce-page.server";
import { sendFromMemory } from "./cached-pages";

/**
 * The portal's pages in front of React Router (decision 51). A signed-in person who asks again for a portal page
 * (or its `.data`) gets the answer rendered for the same request a moment ago, as long as no data has changed
 * since: the entry holds the data version it was rendered at, and each request reads the version now, one small
 * query instead of a session check, 3-6 queries and a render. Any committed write to the app's tables moves the
 * version (a trigger, migration 0034), so a page is never older than the data. The entry is the same request's:
 * keyed by the whole Cookie header (the session, the language), the address and the headers a page may follow.
 * Answers that set a cookie, stream, or are not a 200 are never kept; entries live 30 s at most (a text that
 * follows the clock, and a session's end, are never further behind).
 */
type Entry = {
  version: string;
  expiresAt: number;
  headers: [string, string][];
  body: Buffer;
  /** Made on the first hit: the body split at its nonce, gzipped once. */
  page: NoncePage | null;
  nonce: string;
  bytes: number;
};

export type PortalPageCacheOptions = {
  enabled: boolean;
  /** How long an entry may be served, in ms. */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
};

export type PortalPageCache = ReturnType<typeof createPortalPageCache>;

const PORTAL_READ = /^\/dashboard(\/|\.data$|$)/;
// A project's Google and Meta pages ask the provider for its choices while one is to be made: what they show may
// change at the provider with no write here, so they are rendered every time.
const READS_A_PROVIDER = /\/(google|meta)(\.data)?$/;

/** The same request, as far as a portal page can tell: the address, every cookie, the browser and its languages. */
function portalReadKey(req: express.Request) {
  if (req.method !== "GET" || !PORTAL_READ.test(req.path) || READS_A_PROVIDER.test(req.path)) return null;
  const cookie = req.get("cookie");
  if (!cookie || !readCookie(cookie, SESSION_COOKIE)) return null;
  return [req.originalUrl, cookie, req.get("user-agent") ?? "", req.get("accept-language") ?? ""].join("\n");
}

export function createPortalPageCache({
  enabled,
  ttlMs = 30_000,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: PortalPageCacheOptions) {
  // A Map keeps insertion order: an entry read or stored moves to the end, so the first is the least recent.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    enabled,
    /** The request's key, or null when its answer is never kept (not a signed-in read of the portal). */
    keyOf: (req: express.Request) => (enabled ? portalReadKey(req) : null),
    find(key: string, version: string) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.version !== version || entry.expiresAt <= now()) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, version: string, nonce: string, headers: [string, string][], body: Buffer) {
      drop(key);
      const entry: Entry = { version, expiresAt: now() + ttlMs, headers, body, page: null, nonce, bytes: body.length };
      if (entry.bytes > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    /** The entry's body in this response's nonce, gzipped or not; the first hit splits and compresses it. */
    bodyOf(entry: Entry, nonce: string, gzip: boolean) {
      if (!entry.page) {
        entry.page = noncePage(entry.body.toString(), entry.nonce);
        bytes += entry.page.bytes - entry.bytes;
        entry.bytes = entry.page.bytes;
        entry.body = Buffer.alloc(0);
      }
      return gzip ? entry.page.gzip(nonce) : entry.page.identity(nonce);
    },
    size() {
      return { entries: entries.size, bytes };
    },
  };
}

/** What a request that missed hands to the sender of React Router's answer: how to keep it. */
type PortalPageStore = (headers: [string, string][], body: Buffer) => void;

/** Headers a kept answer is sent with again; the rest are each response's own (length, encoding, nonce). */
const NOT_KEPT = new Set([
  "cache-control",
  "set-cookie",
  "content-length",
  "content-encoding",
  "vary",
  "date",
  "x-cache",
]);

/**
 * How to keep React Router's answer to a request that missed, when it may be kept: a 200 that sets no cookie.
 * The sender keeps it only when it went out whole (`sendHeld`).
 */
export function keeperOf(res: express.Response, response: Response) {
  const store = res.locals.portalPageStore as PortalPageStore | undefined;
  if (!store || response.status !== 200 || response.headers.has("set-cookie") || res.hasHeader("set-cookie")) {
    return undefined;
  }
  const headers = [...response.headers.entries()].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
  return (body: Buffer) => store(headers, body);
}

/**
 * Answers a signed-in portal read from the cache when the data has not changed since it was rendered; otherwise
 * lets React Router render it, with `res.locals.portalPageStore` set so the whole answer is kept (`keeperOf`).
 */
export function servePortalPages(cache: PortalPageCache, db: Db): express.RequestHandler {
  return async (req, res, next) => {
    const key = cache.keyOf(req);
    if (!key) return next();
    let version: string | null;
    try {
      version = await readDataVersion(db);
    } catch {
      // The database is out of reach: React Router answers as it does then (503), nothing is served from memory.
      return next();
    }
    if (version === null) return next();
    const entry = cache.find(key, version);
    if (!entry) {
      // The render will carry this response's nonce: the entry is split at it on its first hit.
      const renderedNonce = res.locals.cspNonce as string;
      res.locals.portalPageStore = ((headers, body) =>
        cache.set(key, version, renderedNonce, headers, body)) as PortalPageStore;
      return next();
    }
    sendFromMemory(req, res, (gzip, nonce) => cache.bodyOf(entry, nonce, gzip), [
      ...entry.headers,
      ["Cache-Control", "private, no-store"],
    ]);
  };
}
