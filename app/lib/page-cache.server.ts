import { type NoncePage, noncePage } from "./nonce-page.server";

// The public marketing pages are the same for every visitor: their HTML depends only on the build and the
// environment, never on a session, the database or the query. Each is rendered once a day per process and then
// served from memory by the Express layer (`server/cached-pages.ts`), without React Router, with the response's own
// CSP nonce put in place of the one it was rendered with. Which pages: those whose route's handle says so, at the
// address it declares (`cachedAddressOf` in app/features/site/page-handle.ts); this layer names no page.
type Entry = NoncePage;
export type PageCache = ReturnType<typeof createPageCache>;

export type PageCacheOptions = {
  enabled: boolean;
  /** At most this many pages are held (13 cached public pages today; room for a day's change-over). */
  maxEntries?: number;
  /** And at most this many bytes, HTML and its gzip together (a public page is 30-120 KB, gzipped 8-25 KB). */
  maxBytes?: number;
  /** The clock (tests move it to the next day). */
  now?: () => Date;
};

/**
 * One cache per app instance (its environment decides the pages); off in development, where code changes. Its
 * key is a page's canonical path (other spellings are redirected to it before they get here), and it is capped
 * in entries and bytes, dropping the page used longest ago: whatever the requests, it cannot grow past the caps.
 */
export function createPageCache({
  enabled,
  maxEntries = 64,
  maxBytes = 16 * 1024 * 1024,
  now = () => new Date(),
}: PageCacheOptions) {
  // A Map keeps insertion order: a page read or stored is moved to the end, so the first one is the least recent.
  const pages = new Map<string, Entry>();
  let bytes = 0;
  // The day is part of the key: the footer's year, and anything else dated, is never more than a day old.
  const dayKey = (pathname: string) => `${now().toISOString().slice(0, 10)} ${pathname}`;
  const drop = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    bytes -= entry.bytes;
  };
  return {
    /**
     * The cache key of a response, or null when it must be rendered for this request alone. `address` is the
     * page's own address when its route lets the cache keep it, else null.
     */
    key(request: Request, address: string | null, status: number, headers: Headers) {
      if (!enabled || !address || request.method !== "GET" || status !== 200 || headers.has("Set-Cookie")) return null;
      const url = new URL(request.url);
      // Only a page's own address is kept: another spelling of it is answered with a redirect, never stored.
      if (url.search || url.pathname !== address) return null;
      return dayKey(url.pathname);
    },
    /** Today's page at exactly this path (a canonical one), ready to send, or null. */
    find(pathname: string) {
      if (!enabled) return null;
      const key = dayKey(pathname);
      const entry = pages.get(key);
      if (!entry) return null;
      pages.delete(key);
      pages.set(key, entry);
      return entry;
    },
    set(key: string, nonce: string, html: string) {
      // Keys of past days are dropped: at most one day of the public pages is held.
      const today = key.slice(0, 10);
      for (const k of [...pages.keys()]) if (!k.startsWith(today)) drop(k);
      drop(key);
      if (Buffer.byteLength(html) > maxBytes) return;
      const entry = noncePage(html, nonce);
      if (entry.bytes > maxBytes) return;
      pages.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    /** What the cache holds now (tests and operators check the caps). */
    size() {
      return { entries: pages.size, bytes };
    },
  };
}
