import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import type { FeedOptions } from "~/features/realtime/feed.server";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { OutboxWorkerOptions } from "~/lib/outbox.server";
import type { RateLimitConfig, RateLimitName } from "~/lib/rate-limit.server";
import { freePort } from "./scratch";

// BUILD_DIR as in react-router.config.ts: a build made elsewhere than build/ is tested there.
export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const buildFile = path.join(buildDir, "server/index.js");

/** The production server bundle (`npm run build`): the same Express app `npm start` serves. */
export async function loadServerBuild() {
  if (!existsSync(buildFile)) throw new Error("No server build: run `npm run build` first (npm test does).");
  return (await import(/* @vite-ignore */ buildFile)) as typeof import("../../server/app");
}

/** The limits a visitor's posts meet, which tests posting from 127.0.0.1 lift (the limits have tests of their own). */
const VISITOR_LIMITS: RateLimitName[] = [
  "contact",
  "quote",
  "support",
  "validator",
  "checkout",
  "drafts",
  "loginIp",
  "loginId",
];

/** `points` a minute on each of `names` (the visitor limits by default). */
export function generousLimits(points: number, names = VISITOR_LIMITS): Partial<RateLimitConfig> {
  return Object.fromEntries(names.map((name) => [name, { points, durationSeconds: 60 }]));
}

export type TestServerOptions = {
  /** PUBLIC_URL is the server's own address, so links the server makes for itself (the gateway's) reach it. */
  ownPublicUrl?: boolean;
  /** The outbox worker's settings other than the test defaults. */
  outbox?: Omit<OutboxWorkerOptions, "db" | "env">;
  /** Change feed settings other than the environment's caps. */
  feed?: Partial<FeedOptions>;
};

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Serves the built app on a free loopback port over the given database, with the services `server/index.js`
 * builds (`createServices`, from the bundle: its routes must share them). The server's outbox worker runs beside it,
 * as `server/index.js` runs one (polling often: tests wait on mails). `close` ends open connections (event streams)
 * too: the tests are done with them.
 */
export async function startTestServer(
  database: Database,
  baseEnv: Env,
  rateLimits?: Partial<RateLimitConfig>,
  options: TestServerOptions = {},
) {
  const mod = await loadServerBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = options.ownPublicUrl ? { ...baseEnv, PUBLIC_URL: url } : baseEnv;
  const storage = await mod.createStorage(env);
  const services = mod.createServices(database, env, { storage, rateLimits, feed: options.feed });
  const app = mod.createApp({ services, clientDir: path.join(buildDir, "client") });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, "127.0.0.1", () => resolve(s));
  });
  // The build's own worker: it hears the build's queued mails (the source modules are another instance).
  const outbox = mod.startOutboxWorker({
    db: database.db,
    env,
    pollMs: 200,
    attachments: mod.mailAttachments(database.db, storage),
    ...options.outbox,
  });
  // And its notification mailer, which turns notifications into outbox mails: woken by the build's own `notify`,
  // it polls only for notifications made outside the server (a test's own calls).
  const notificationMails = mod.startNotificationMailer({ db: database.db, env, pollMs: 1000 });
  // And its reset worker, which mails the links "Forgot password" asked for (polling often: tests wait on mails).
  const resetRequests = mod.startPasswordResetWorker({
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    limiters: services.limiters,
    pollMs: 200,
  });
  return {
    url,
    outbox,
    notificationMails,
    /** The app's file store (the same files the test's own storage on DATA_DIR sees). */
    storage,
    /** The app's page cache, to see what it holds. */
    pages: services.pages,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await resetRequests.stop();
      await notificationMails.stop();
      await outbox.stop();
    },
  };
}

/** Signs a user in through the sign-in form, as a browser would; gives back the `fld_session=...` cookie pair. */
export async function signInCookie(baseUrl: string, flideskId: string, password = "DeskDemo#2025") {
  const res = await fetch(`${baseUrl}/dashboard/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ flideskId, password }),
  });
  return res.headers.get("set-cookie")?.split(";")[0] ?? "";
}
