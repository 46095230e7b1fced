import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { RateLimitConfig } from "~/lib/rate-limit.server";

const buildFile = path.resolve("build/server/index.js");

/** The production server bundle (`npm run build`): the same Express app `npm start` serves. */
export async function loadServerBuild() {
  if (!existsSync(buildFile)) throw new Error("No server build: run `npm run build` first (npm test does).");
  return (await import(/* @vite-ignore */ buildFile)) as typeof import("../../server/app");
}

/** Serves the built app on a free loopback port over the given database. */
export async function startTestServer(database: Database, env: Env, rateLimits?: Partial<RateLimitConfig>) {
  const mod = await loadServerBuild();
  const app = mod.createApp({
    services: { db: database.db, env, limiters: mod.createRateLimiters(database.db, rateLimits) },
    clientDir: path.resolve("build/client"),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
