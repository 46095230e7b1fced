import { randomBytes } from "node:crypto";
import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";
import path from "node:path";
import compression from "compression";
import { sql } from "drizzle-orm";
import express from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { siteConfig } from "~/features/site/config";
import { limitKeyOf, readableIp } from "~/lib/client-ip.server";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { logError } from "~/lib/errors.server";
import type { Locale } from "~/lib/locale";
import type { PortalMessages } from "~/lib/portal-texts";
import { siteLocaleOf } from "~/lib/site-locale-cookie";
import { thirdPartyOrigins as thirdParty } from "~/lib/third-party";
import { thirdPartySettings } from "~/lib/third-party.server";
import {
  COMMENT_BODY_BYTES,
  DEFAULT_BODY_BYTES,
  POST_MEDIA_BODY_BYTES,
  UPDATE_BODY_BYTES,
  uploadTexts,
} from "~/lib/upload-limits";
import * as english from "~/paraglide-portal/messages/en.js";
import * as sinhala from "~/paraglide-portal/messages/si.js";
import * as tamil from "~/paraglide-portal/messages/ta.js";
import { servePublicPages } from "./cached-pages";
import { servePortalPages } from "./portal-pages";
import { type BodyLimit, createRequestHandler, errorPage, refuseTooLarge } from "./request-handler";
import { requestContext, type Services } from "./services";

export { DEMO_PASSWORD, seedDemoData } from "#db/seed";
export { startPasswordResetWorker, twoFactorWarning } from "~/features/accounts/index.server";
export {
  billingAttachments,
  paymentsWarning,
  startBillingJobs,
  startReconciliation,
} from "~/features/billing/index.server";
export { startPostAlerts } from "~/features/calendar/index.server";
export { startNotificationMailer } from "~/features/notifications/mailer.server";
export { startGoogleImport, startMetaImport } from "~/features/results/index.server";
export { DatabaseLockedError, openDatabase } from "~/lib/db.server";
export { EnvError, loadEnv } from "~/lib/env.server";
export { startOutboxWorker } from "~/lib/outbox.server";
export { createStorage } from "~/lib/storage.server";
export { startCleanup } from "./cleanup";
export { mailAttachments } from "./mail-attachments";
export { startMonthlyReports } from "./monthly-reports";
export { createServices, openServices, requestContext, type ServiceOptions, type Services } from "./services";

/**
 * Each route may receive what it can keep (decision 26): a comment its text and one image, a progress update its
 * notes and ten screenshots, anything else 1 MB. The larger limits hold for multipart bodies only: the same routes'
 * other forms (an edit, a decision, Connect GA) never need more than 1 MB.
 */
type LimitTexts = ReturnType<typeof uploadTexts>;
type LimitOf = (texts: LimitTexts) => BodyLimit;
const uploadRoutes = new Map<string, LimitOf>([
  ["/dashboard/updates", (t) => ({ bytes: UPDATE_BODY_BYTES, message: t.updateTooLarge })],
  ["/dashboard/comments", (t) => ({ bytes: COMMENT_BODY_BYTES, message: t.commentTooLarge })],
]);
/** A calendar post's media form takes one file at a time: at most a 100 MB video and its alt text (decision 41). */
const postMediaRoute = /^\/dashboard\/calendar\/posts\/[^/]+\/media$/;
const postMediaLimit: LimitOf = (t) => ({ bytes: POST_MEDIA_BODY_BYTES, message: t.mediaTooLarge });
const defaultLimit: LimitOf = (t) => ({ bytes: DEFAULT_BODY_BYTES, message: t.tooLarge });

/**
 * The limits' words in each language, from the portal's compiled messages (read at start, not per request). The
 * server's own 413 is read only where no script kept the body back (a form posted without JavaScript), before any
 * session is read: it speaks the language of the last public page seen (the `site_locale` cookie), else English.
 */
const limitTexts: Record<Locale, LimitTexts> = {
  en: uploadTexts(english as unknown as PortalMessages),
  si: uploadTexts(sinhala as unknown as PortalMessages),
  ta: uploadTexts(tamil as unknown as PortalMessages),
};

export type CreateAppOptions = {
  services: Services;
  /** The client build to serve (production); in development Vite serves the assets. */
  clientDir?: string;
  /** Loads the route modules; the bundled server build by default. */
  build?: () => Promise<ServerBuild>;
};

export function createApp({ services, clientDir, build }: CreateAppOptions) {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const development = env.NODE_ENV === "development";

  app.use(compression({ filter: shouldCompress }));
  app.use(refuseUnreadableUrls);
  if (clientDir) app.use("/assets", ...serveAssets(path.join(clientDir, "assets")));
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(securityHeaders(env));
  app.get("/healthz", healthCheck(services.db));
  if (clientDir) app.use(onlyFiles(express.static(clientDir, { maxAge: "1h", index: false })));

  const routes = build ?? loadServerBuild;
  app.use(servePublicPages(services.pages, routes));
  app.use(servePortalPages(services.portalPages, services.db));
  app.use(refuseCrossOriginMutations(env));
  app.use(refuseOversizedBodies);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: routes,
      mode: development ? "development" : "production",
      getLoadContext: (req, res) =>
        requestContext(
          services,
          {
            clientIp: readableIp(req.ip ?? req.socket.remoteAddress),
            clientKey: limitKeyOf(req.ip ?? req.socket.remoteAddress),
          },
          res.locals.cspNonce as string,
        ),
      bodyLimit,
    }),
  );
  app.use(errorPage(siteConfig.brandName));
  return app;
}

/**
 * Hashed file names change with their content, so the browser may keep them for a year. They are answered before
 * helmet: a page's policy headers mean nothing on a script, a stylesheet or a font, and they were about 1 KB on each
 * of the 40 or so files a page loads. The two headers that do apply to them are set here.
 */
function serveAssets(assetsDir: string): express.RequestHandler[] {
  return [
    (_req, res, next) => {
      res.set({ "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" });
      next();
    },
    // No ETag or Last-Modified: an immutable file is never revalidated, so they would only add bytes.
    express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, etag: false, lastModified: false }),
  ];
}

/** The page's policy headers, with this response's CSP nonce. */
function securityHeaders(env: Env) {
  const https = env.PUBLIC_URL.startsWith("https://");
  return helmet({
    // Vite's development client injects inline scripts of its own, so the policy applies to builds only.
    contentSecurityPolicy:
      env.NODE_ENV === "development" ? false : { useDefaults: true, directives: cspDirectives(env) },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

function cspDirectives(env: Env) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      (_req: unknown, res: unknown) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
      ...thirdPartyOrigins(env),
    ],
    // Toasts and Radix position themselves with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...thirdPartyOrigins(env)],
    formAction: ["'self'", ...paymentOrigins(env), ...loginOrigins(env)],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: env.PUBLIC_URL.startsWith("https://") ? [] : null,
  };
}

function healthCheck(db: Services["db"]): express.RequestHandler {
  return async (_req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.set("Cache-Control", "no-store").json({ status: "ok", database: "ok" });
    } catch (error) {
      logError(error, "GET /healthz");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error", database: "unreachable" });
    }
  };
}

let serverBuild: Promise<ServerBuild> | undefined;
/**
 * Every file of the client build has an extension (assets, icons, the manifest, sw.js); a page's address has
 * none, or `.data` for its loaders' answer. Those go on without looking on disk (a stat per portal request, 2% of
 * its server time).
 */
function onlyFiles(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => {
    const extension = path.extname(req.path);
    return extension && extension !== ".data" ? serve(req, res, next) : next();
  };
}

/**
 * The route modules, imported once: every request awaits the same promise. Separate imports of a module still
 * being evaluated may see it half-made under a module runner (Vitest's did, with 50 requests at once).
 */
function loadServerBuild() {
  serverBuild ??= import("virtual:react-router/server-build");
  return serverBuild;
}

function thirdPartyOrigins(env: Env) {
  return thirdParty(thirdPartySettings(env));
}

/**
 * Where a connection's form sends the browser on: "Connect Facebook & Instagram" answers with a redirect to Meta's
 * login dialog, and a browser holds a form's redirects to `form-action` too.
 */
function loginOrigins(env: Env) {
  if (!env.META_APP_ID) return [];
  return [new URL(env.META_DIALOG_URL ?? "https://www.facebook.com").origin];
}

function paymentOrigins(env: Env) {
  if (!env.PAYHERE_MERCHANT_ID) return [];
  return [env.PAYHERE_MODE === "live" ? "https://www.payhere.lk" : "https://sandbox.payhere.lk"];
}

/**
 * An event stream must reach the browser event by event, never held back to fill a compression block. A cached
 * page or a buffered answer comes already compressed, or as it must go (`server/cached-pages.ts`, `send`).
 */
export function shouldCompress(req: express.Request, res: express.Response) {
  if (res.locals?.precompressed) return false;
  if (String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream")) return false;
  return compression.filter(req, res);
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A form posted from another site carries that site's Origin: such writes are refused, so a page elsewhere
 * cannot act with a visitor's cookies. Server-to-server calls send no Origin and are checked by their routes.
 */
function refuseCrossOriginMutations(env: Env): express.RequestHandler {
  const allowed = new URL(env.PUBLIC_URL).origin;
  return (req, res, next) => {
    const origin = req.get("origin");
    if (safeMethods.has(req.method) || !origin) return next();
    if (origin === allowed || origin === `${req.protocol}://${req.get("host")}`) return next();
    res.status(403).type("text/plain").send("Cross-origin requests are not allowed.");
  };
}

function bodyLimit(req: express.Request): BodyLimit {
  // The portal's forms post through fetchers, to the route's `.data` address: the same route, the same limit.
  const address = req.path.replace(/\.data$/, "");
  const upload = uploadRoutes.get(address) ?? (postMediaRoute.test(address) ? postMediaLimit : undefined);
  const limit = upload && /^multipart\/form-data\b/i.test(req.get("content-type") ?? "") ? upload : defaultLimit;
  return limit(limitTexts[siteLocaleOf(req.get("cookie") ?? null) ?? "en"]);
}

/**
 * A body announced as too large is refused before a byte of it is read. The announcement is not trusted either:
 * the request handler counts what arrives (`limitBody` in request-handler.ts), so a chunked body is cut too.
 */
const refuseOversizedBodies: express.RequestHandler = (req, res, next) => {
  const limit = bodyLimit(req);
  if (Number(req.get("content-length") ?? 0) > limit.bytes) return refuseTooLarge(req, res, limit.message);
  next();
};

/**
 * A path whose %-escapes do not decode is answered 400 on the branded error page (Express would fail on it with a
 * 500 or its own page). A control character in the path or the query is refused the same way: no page has a use for
 * one, and a NUL in a value that reaches a query makes PostgreSQL refuse the query.
 */
const refuseUnreadableUrls: express.RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(Object.assign(new URIError("Malformed URL"), { status: 400 }));
  }
  // Node refuses a raw control character in the request line; an escaped one is %00 to %1F or %7F.
  if (/%(?:[01][0-9a-f]|7f)/i.test(req.url)) {
    return next(Object.assign(new URIError("Control character in the URL"), { status: 400 }));
  }
  next();
};

/**
 * Node's limits for a connection, tighter than its defaults (60 s for headers, 300 s for the whole request):
 * - headers must arrive within 15 s, so a client trickling them in (slowloris) holds a socket 15 to 20 s, not minutes;
 * - the whole request, body included, within 120 s: enough for a 50 MB progress update at 4 Mbit/s. It covers
 *   receiving the request only, never the answer, so an event stream (/api/events) stays open as long as it likes;
 * - the limits are checked every 5 s (Node's default is every 30 s, which would stretch them by as much).
 * A reverse proxy in front should have limits of its own, tighter still (docs/operations.md).
 */
export const httpServerOptions = {
  headersTimeout: 15_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 5_000,
} satisfies ServerOptions;

/** The HTTP server for the app, with `httpServerOptions` (tests may pass shorter ones). */
export function createHttpServer(handler: RequestListener, options: ServerOptions = {}) {
  return createServer({ ...httpServerOptions, ...options }, handler);
}

/** A background job of the process (the outbox worker, the clean-up): stopped before the database closes. */
export type BackgroundJob = { stop(): Promise<void> };

/**
 * Stops taking requests and lets running ones finish (up to 5 s) while the background jobs finish what they are
 * doing (a mail being sent), then closes the database.
 */
export function closeGracefully(server: Server, database: Database, jobs: BackgroundJob[] = []) {
  const requestsDone = new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
  return Promise.all([requestsDone, ...jobs.map((job) => job.stop())]).then(() =>
    database.close().catch((error) => {
      console.error("Closing the database failed:", error);
    }),
  );
}
