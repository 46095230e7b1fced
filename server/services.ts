import { RouterContextProvider } from "react-router";
import { type ChangeFeed, createChangeFeed, type FeedOptions, feedContext } from "~/features/realtime/feed.server";
import {
  type Client,
  clientContext,
  cspNonceContext,
  dbContext,
  envContext,
  limitersContext,
  pagesContext,
  storageContext,
} from "~/lib/context.server";
import { type Database, type Db, openDatabase } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { createPageCache, type PageCache } from "~/lib/page-cache.server";
import { createRateLimiters, type RateLimitConfig, type RateLimiters } from "~/lib/rate-limit.server";
import { createStorage, type Storage } from "~/lib/storage.server";
import { createPortalPageCache, type PortalPageCache } from "./portal-pages";

/** What one app instance shares between its requests: the services loaders and actions read, and the rendered pages. */
export type Services = {
  db: Db;
  env: Env;
  limiters: RateLimiters;
  feed: ChangeFeed;
  storage: Storage;
  pages: PageCache;
  /** Signed-in portal answers kept while the data they show is unchanged (decision 51). */
  portalPages: PortalPageCache;
};

/** One request's context: every service under its key, and what the server knows of this request (decision 33). */
export function requestContext(services: Services, client: Client, cspNonce: string) {
  const context = new RouterContextProvider();
  context.set(dbContext, services.db);
  context.set(envContext, services.env);
  context.set(limitersContext, services.limiters);
  context.set(feedContext, services.feed);
  context.set(storageContext, services.storage);
  context.set(pagesContext, services.pages);
  context.set(clientContext, client);
  context.set(cspNonceContext, cspNonce);
  return context;
}

export type ServiceOptions = {
  /** The uploads store: `createStorage(env)` builds the one the environment names (it may load the S3 client). */
  storage: Storage;
  /** Limits other than the shipped ones (tests and benchmarks post far more often than a visitor). */
  rateLimits?: Partial<RateLimitConfig>;
  /** Change feed settings other than the environment's caps (tests check sessions more often). */
  feed?: Partial<FeedOptions>;
  /** The page cache is off in development, where code changes; tests calling routes directly turn it off too. */
  cachePages?: boolean;
};

/**
 * The services over an open database: the one place they are put together, for the server, the tests and the
 * benchmarks alike. Synchronous, so a test can build a request's context in a line; the storage, whose S3 client loads
 * on demand, is built by the caller.
 */
export function createServices(database: Database, env: Env, options: ServiceOptions): Services {
  return {
    db: database.db,
    env,
    limiters: createRateLimiters(database.db, options.rateLimits),
    feed: createChangeFeed(database, {
      maxStreamsPerSession: env.EVENT_STREAMS_PER_SESSION,
      maxStreamsPerIp: env.EVENT_STREAMS_PER_IP,
      ...options.feed,
    }),
    storage: options.storage,
    pages: createPageCache({ enabled: options.cachePages ?? env.NODE_ENV !== "development" }),
    portalPages: createPortalPageCache({
      enabled: (options.cachePages ?? env.NODE_ENV !== "development") && env.PORTAL_PAGE_CACHE,
    }),
  };
}

/** Opens the database the environment names and builds the services every request shares. */
export async function openServices(env: Env, options: Omit<ServiceOptions, "storage"> = {}) {
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  const services = createServices(database, env, { ...options, storage: await createStorage(env) });
  return { database, services };
}
