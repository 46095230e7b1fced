import type { Db } from "./db.server";
import type { Env } from "./env.server";
import type { PageCache } from "./page-cache.server";
import type { RateLimiters } from "./rate-limit.server";
import type { Storage } from "./storage.server";

/**
 * What the server builds once at start and hands to every loader and action. An interface, so a feature adds the
 * service it owns by declaration merging (the change feed, `feed`, in app/features/realtime/feed.server.ts): this
 * layer names no feature, and the load context never closes an import cycle through one.
 */
export interface AppServices {
  db: Db;
  env: Env;
  limiters: RateLimiters;
  /** Uploaded files: S3 when configured, so every process serves what any of them stored. */
  storage: Storage;
}

/** Per request: the services plus facts about this request that only the server knows. */
export type AppLoadContextValue = AppServices & {
  /** The client's address as people read it: audit rows, device lists, sign-in mails. */
  clientIp: string;
  /** The client as per-address limits count it: an IPv6 client's /64 (`limitKeyOf`). Never shown to anyone. */
  clientKey: string;
  cspNonce: string;
  /** The app's rendered public pages (`page-cache.server.ts`). */
  pages: PageCache;
};

declare module "react-router" {
  interface AppLoadContext extends AppLoadContextValue {}
}
