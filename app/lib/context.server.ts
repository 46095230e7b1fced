import { createContext, type RouterContextProvider } from "react-router";
import type { Db } from "./db.server";
import type { Env } from "./env.server";
import type { PageCache } from "./page-cache.server";
import type { RateLimiters } from "./rate-limit.server";
import type { Storage } from "./storage.server";

/**
 * React Router's typed context keys (decision 33): the server puts one value under each key per request
 * (`server/app.ts`), a loader or an action reads the one it needs, `context.get(dbContext)`, and hands features that
 * value, never the context. One key per service, so a route's reads say what it depends on. A feature that owns a
 * service owns its key (the change feed's, `feedContext`, is in app/features/realtime): this layer names no feature.
 * No key has a default: a context the server (or a test) built without one fails loudly on the first read.
 */
export const dbContext = createContext<Db>();
export const envContext = createContext<Env>();
export const limitersContext = createContext<RateLimiters>();
/** Uploaded files: S3 when configured, so every process serves what any of them stored. */
export const storageContext = createContext<Storage>();
/** The app's rendered public pages (`page-cache.server.ts`), which the document render fills. */
export const pagesContext = createContext<PageCache>();

/** The client as only the server knows it, from the connection (and a trusted proxy's headers). */
export type Client = {
  /** The client's address as people read it: audit rows, device lists, sign-in mails. */
  clientIp: string;
  /** The client as per-address limits count it: an IPv6 client's /64 (`limitKeyOf`). Never shown to anyone. */
  clientKey: string;
};
export const clientContext = createContext<Client>();
/** This response's Content-Security-Policy nonce, for the document's scripts. */
export const cspNonceContext = createContext<string>();

/** What loaders and actions receive: the provider, read-only (React Router's own type for it). */
export type RequestContext = Readonly<RouterContextProvider>;

/**
 * Reads a request's loaders share, such as the session (the portal's layouts and the page each ask for the user):
 * a fresh map for each request, put there by the root's middleware. React Router hands every loader a copy of the
 * request, so the request itself cannot be the key. Empty (null) where a loader is called without the middleware
 * (tests), which then reads again. The one key with a default: it holds no service.
 */
export type RequestMemo = Map<string, Promise<unknown>>;
export const requestMemoContext = createContext<RequestMemo | null>(null);

/** The database and the settings, which the sign-in guard (`requireUser`) and many features take together. */
export const dbAndEnv = (context: RequestContext) => ({
  db: context.get(dbContext),
  env: context.get(envContext),
  memo: context.get(requestMemoContext),
});

/**
 * What a rate-limited write takes: the database, the settings, the limiters and the client they count. Features
 * declare the part they use (`Pick<LimitedServices, ...>`); a route hands them this.
 */
export type LimitedServices = { db: Db; env: Env; limiters: RateLimiters } & Client;
export const limitedServices = (context: RequestContext): LimitedServices => ({
  ...dbAndEnv(context),
  limiters: context.get(limitersContext),
  ...context.get(clientContext),
});
