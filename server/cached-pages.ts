import type express from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { cachedAddressOf } from "~/features/site/page-handle";
import { localeOfPath } from "~/lib/locale";
import type { PageCache } from "~/lib/page-cache.server";

/**
 * The public pages in front of React Router (decision 9). A page the cache holds for this exact path is sent from
 * memory: no route matching, no loader, no render; only the CSP nonce is made per response (the security headers'
 * middleware made it). Another spelling of a cached page's address gets a 301 to the one address, before any
 * loader runs. Everything else, and a page not yet cached, goes on to React Router, whose render fills the cache.
 */
export function servePublicPages(pages: PageCache, build: () => Promise<ServerBuild>): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const queryAt = req.url.indexOf("?");
    const page = queryAt === -1 ? pages.find(req.url) : null;
    if (page) {
      sendPage(req, res, page);
      return;
    }
    try {
      const location = canonicalLocation(await build(), req.url);
      if (!location) return next();
      res.status(301).set({ Location: location, "Cache-Control": "public, max-age=3600" }).end();
    } catch (error) {
      next(error);
    }
  };
}

type CachedPage = NonNullable<ReturnType<PageCache["find"]>>;

/**
 * The page in this response's nonce: gzipped when the browser takes gzip (every browser does), joined from pieces
 * compressed once, and sent with its length in one write. The compression middleware leaves it alone.
 */
function sendPage(req: express.Request, res: express.Response, page: CachedPage) {
  sendFromMemory(req, res, (gzip, nonce) => (gzip ? page.gzip(nonce) : page.identity(nonce)), [
    ["Content-Type", "text/html; charset=utf-8"],
  ]);
}

/**
 * An answer kept in memory (a public page, a portal answer), in this response's nonce: gzipped when the browser
 * takes gzip, with its headers and length, in one write, marked `X-Cache: HIT` for operators and the tests.
 */
export function sendFromMemory(
  req: express.Request,
  res: express.Response,
  bodyFor: (gzip: boolean, nonce: string) => Buffer,
  headers: [string, string][],
) {
  const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
  const body = bodyFor(gzip, res.locals.cspNonce as string);
  res.locals.precompressed = true;
  res.statusCode = 200;
  for (const [name, value] of headers) res.append(name, value);
  res.setHeader("X-Cache", "HIT");
  res.setHeader("Vary", "Accept-Encoding");
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

type Addresses = { canonical: Map<string, string>; routes: RouteObject[] };
const addressesByBuild = new WeakMap<ServerBuild, Addresses>();

/**
 * The cached pages' own addresses, as their routes' handles declare them (`cachedAddressOf`), and the route tree
 * React Router matches with, made once per build.
 */
function addressesOf(build: ServerBuild): Addresses {
  const known = addressesByBuild.get(build);
  if (known) return known;
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const canonical = new Map<string, string>();
  for (const route of manifest) {
    // A route's language is its address's first segment (`si/services`); the layouts above it have no path.
    const address = cachedAddressOf(route.module.handle, localeOfPath(`/${route.path ?? ""}`));
    if (address) canonical.set(address, route.id);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const children = tree(route.id);
        const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
        return route.index ? { ...base, index: true } : { ...base, children: children.length ? children : undefined };
      });
  const addresses = { canonical, routes: tree(undefined) };
  addressesByBuild.set(build, addresses);
  return addresses;
}

/**
 * Where another spelling of a cached page's address is sent: routing ignores case, %-escapes and trailing
 * slashes, so `/SERVICES`, `/%73ervices` and `/services/` all reach /services. The search engines fold them into
 * one page and the cache keys one address. The query is kept. Null for any other path, which is answered where it
 * was asked (the portal's links hold case-sensitive tokens).
 */
export function canonicalLocation(build: ServerBuild, url: string) {
  const { canonical, routes } = addressesOf(build);
  // As React Router reads the address: dot segments resolved, then each segment decoded.
  const { pathname, search } = new URL(url, "http://localhost");
  let folded: string;
  try {
    folded = decodeURIComponent(pathname).toLowerCase().replace(/\/+$/, "") || "/";
  } catch {
    return null;
  }
  const id = canonical.get(folded);
  const asked = url.split("?")[0];
  if (!id || asked === folded) return null;
  // Only when React Router itself would take this spelling to that page.
  if (matchRoutes(routes, pathname)?.at(-1)?.route.id !== id) return null;
  return `${folded}${search}`;
}
