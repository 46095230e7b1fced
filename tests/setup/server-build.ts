import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { OutboxWorkerOptions } from "~/lib/outbox.server";
import type { RateLimitConfig } from "~/lib/rate-limit.server";
import { createStorage } from "~/lib/storage.server";

// BUILD_DIR as in react-router.config.ts: a build made elsewhere than build/ is tested there.
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const buildFile = path.join(buildDir, "server/index.js");

/** The production server bundle (`npm run build`): the same Express app `npm start` serves. */
export async function loadServerBuild() {
  if (!existsSync(buildFile)) throw new Error("No server build: run `npm run build` first (npm test does).");
  return (await import(/* @vite-ignore */ buildFile)) as typeof import("../../server/app");
}

function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Serves the built app on a free loopback port over the given database. With `ownPublicUrl`, PUBLIC_URL is the
 * server's own address, so links the server makes for itself (the gateway's notify and return URLs) reach it.
 * The server's outbox worker runs beside it, as `server/index.js` runs one (polling often: tests wait on mails);
 * `outbox` overrides its settings.
 */
export async function startTestServer(
  database: Database,
  baseEnv: Env,
  rateLimits?: Partial<RateLimitConfig>,
  options: { ownPublicUrl?: boolean; outbox?: Omit<OutboxWorkerOptions, "db" | "env"> } = {},
) {
  const mod = await loadServerBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = options.ownPublicUrl ? { ...baseEnv, PUBLIC_URL: url } : baseEnv;
  const app = mod.createApp({
    services: {
      db: database.db,
      env,
      limiters: mod.createRateLimiters(database.db, rateLimits),
      feed: mod.createChangeFeed(database),
      // From the source, not the bundle: a build made before storage existed still starts (it ignores the field).
      storage: await createStorage(env),
    },
    clientDir: path.join(buildDir, "client"),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, "127.0.0.1", () => resolve(s));
  });
  // The build's own worker: it hears the build's queued mails (the source modules are another instance).
  const outbox = mod.startOutboxWorker({ db: database.db, env, pollMs: 200, ...options.outbox });
  return {
    url,
    outbox,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
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
