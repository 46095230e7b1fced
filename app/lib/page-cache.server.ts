import type { EntryContext } from "react-router";

/**
 * The public marketing pages are the same for every visitor: their HTML depends only on the build and the
 * environment, never on a session, the database or the query. Each is rendered once a day per process and then
 * served from memory, with the response's own CSP nonce put in place of the one it was rendered with.
 * `app/features/site/pages.test.ts` checks that these are exactly the public pages of app/routes.ts and pages.ts.
 */
export const CACHEABLE_ROUTES = new Set([
  "routes/site/home",
  "routes/site/services",
  "routes/site/flidesk-features",
  "routes/site/portfolio",
  "routes/site/partnerships",
  "routes/site/careers",
  // Without a query only: `?error=` shows a payment notice.
  "routes/site/pricing",
  "routes/site/quote",
  "routes/site/support",
  "routes/site/legal/privacy-policy",
  "routes/site/legal/terms-of-service",
  "routes/site/legal/cookie-policy",
  "routes/site/legal/disclaimer",
]);

type Entry = { html: string; nonce: string };
export type PageCache = ReturnType<typeof createPageCache>;

/** One cache per app instance (its environment decides the pages); off in development, where code changes. */
export function createPageCache({ enabled }: { enabled: boolean }) {
  const pages = new Map<string, Entry>();
  return {
    /** The cache key of a response, or null when it must be rendered for this request alone. */
    key(request: Request, context: EntryContext, status: number, headers: Headers) {
      if (!enabled || request.method !== "GET" || status !== 200 || headers.has("Set-Cookie")) return null;
      const url = new URL(request.url);
      if (url.search) return null;
      const leaf = context.staticHandlerContext.matches.at(-1)?.route.id;
      if (!leaf || !CACHEABLE_ROUTES.has(leaf)) return null;
      // The day is part of the key: the footer's year, and anything else dated, is never more than a day old.
      return `${new Date().toISOString().slice(0, 10)} ${url.pathname}`;
    },
    /** The cached HTML with this response's nonce, or null. */
    get(key: string, nonce: string) {
      const entry = pages.get(key);
      return entry ? entry.html.replaceAll(entry.nonce, nonce) : null;
    },
    set(key: string, nonce: string, html: string) {
      // Keys of past days are dropped: at most one day of the public pages is held.
      const today = key.slice(0, 10);
      for (const k of pages.keys()) if (!k.startsWith(today)) pages.delete(k);
      pages.set(key, { html, nonce });
    },
  };
}
