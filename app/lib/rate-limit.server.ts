import { and, eq, gt, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimits } from "#db/schema";
import { m } from "~/paraglide/messages.js";
import type { Db } from "./db.server";
import { baseLocale, type Locale } from "./locale";
import type { PortalMessages } from "./portal-texts";
import { fail, ok, type Result } from "./result";

/** Points per window for each limited action; tests may pass their own. */
export type RateLimitName =
  | "contact"
  | "quote"
  | "support"
  | "validator"
  | "checkout"
  | "drafts"
  | "draftLinks"
  | "loginPair"
  | "loginIp"
  | "loginId"
  | "loginDevice"
  | "resetIp"
  | "resetAccount"
  | "twoFactorUser"
  | "twoFactorIp"
  | "calendarFeed"
  | "review"
  | WriteLimitName;
/**
 * Per-user limits on the signed-in writes that notify or mail other people (decision 25): keyed by the user's id,
 * never by address, so one user's flood holds back nobody else.
 */
export const writeLimitNames = [
  "comments",
  "decisions",
  "tickets",
  "ticketReplies",
  "progressUpdates",
  "invites",
  "adminEdits",
  "posts",
] as const;
export type WriteLimitName = (typeof writeLimitNames)[number];
export type RateLimitConfig = Record<RateLimitName, { points: number; durationSeconds: number }>;

export const defaultRateLimits: RateLimitConfig = {
  // Five messages in ten minutes is far above what a person sends and far below what a script does.
  contact: { points: 5, durationSeconds: 600 },
  quote: { points: 5, durationSeconds: 600 },
  // The support form files a ticket and mails its sender: limited like the contact form.
  support: { points: 5, durationSeconds: 600 },
  // The desk ID check answers anonymous visitors: enough for people who mistype, too few to enumerate IDs.
  validator: { points: 20, durationSeconds: 600 },
  checkout: { points: 10, durationSeconds: 600 },
  // Drafts are saved as a visitor types a work email: generous, but no flood.
  drafts: { points: 60, durationSeconds: 600 },
  // A draft link is a mail to someone's inbox: a few an hour per address and per IP, never a flood.
  draftLinks: { points: 5, durationSeconds: 3600 },
  // Sign-in counts failed attempts only (decision 13): per desk ID from one address, per address across IDs
  // (password spraying), per desk ID from everywhere (only browsers that never signed in to it are held back),
  // and per remembered browser.
  loginPair: { points: 10, durationSeconds: 900 },
  loginIp: { points: 20, durationSeconds: 900 },
  loginId: { points: 100, durationSeconds: 3600 },
  loginDevice: { points: 10, durationSeconds: 900 },
  // "Forgot password" sends mail: a few asks an hour from one address, and three mails an hour to one account.
  resetIp: { points: 10, durationSeconds: 3600 },
  resetAccount: { points: 3, durationSeconds: 3600 },
  // Two-factor codes (sign-in's second step, and the profile's forms that ask for one): each attempt takes a point,
  // a right code gives it back. Per account, ten wrong codes an hour leave a 6-digit code out of reach; per address,
  // enough for an office behind one address.
  twoFactorUser: { points: 10, durationSeconds: 3600 },
  twoFactorIp: { points: 30, durationSeconds: 3600 },
  // Calendar apps fetch a subscribed feed every 15 minutes to an hour; 60 an hour per address leaves room for an
  // office of subscribers and none for guessing addresses.
  calendarFeed: { points: 60, durationSeconds: 3600 },
  // A review link's page (its loads and its decisions), per address and link: the open page reloads on each change of
  // the client's posts (its own stream; a 60-second poll only without one) and a month holds at most some 50
  // decisions; a script hammering one link is held.
  review: { points: 120, durationSeconds: 600 },
  // Signed-in writes that tell other people (decision 25), per user. Each is several times what a busy person does
  // (a few comments a minute) and far below what a script does (60 comments in 5 s).
  comments: { points: 30, durationSeconds: 600 },
  decisions: { points: 30, durationSeconds: 600 },
  tickets: { points: 10, durationSeconds: 3600 },
  ticketReplies: { points: 30, durationSeconds: 600 },
  progressUpdates: { points: 20, durationSeconds: 600 },
  invites: { points: 30, durationSeconds: 3600 },
  adminEdits: { points: 60, durationSeconds: 600 },
  // Calendar posts created, edited and moved (approve-all counts once): a month's work in a sitting is some 30.
  posts: { points: 120, durationSeconds: 600 },
};

export type RateLimiters = ReturnType<typeof createRateLimiters>;

/**
 * Counters live in the database (table rate_limits) on both engines, so every process that shares a
 * PostgreSQL database shares the limits, and a restart does not reset them.
 */
export function createRateLimiters(db: Db, overrides: Partial<RateLimitConfig> = {}) {
  const config = { ...defaultRateLimits, ...overrides };
  const make = (name: RateLimitName) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: config[name].points,
      duration: config[name].durationSeconds,
      clearExpiredByTimeout: false,
    });
  return {
    contact: make("contact"),
    quote: make("quote"),
    support: make("support"),
    validator: make("validator"),
    checkout: make("checkout"),
    drafts: make("drafts"),
    draftLinks: make("draftLinks"),
    loginPair: make("loginPair"),
    loginIp: make("loginIp"),
    loginId: make("loginId"),
    loginDevice: make("loginDevice"),
    resetIp: make("resetIp"),
    resetAccount: make("resetAccount"),
    twoFactorUser: make("twoFactorUser"),
    twoFactorIp: make("twoFactorIp"),
    calendarFeed: make("calendarFeed"),
    review: make("review"),
    comments: make("comments"),
    decisions: make("decisions"),
    tickets: make("tickets"),
    ticketReplies: make("ticketReplies"),
    progressUpdates: make("progressUpdates"),
    invites: make("invites"),
    adminEdits: make("adminEdits"),
    posts: make("posts"),
  };
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Takes one point for `key`; says how long to wait when none is left. */
export async function consume(limiter: RateLimiterDrizzle, key: string): Promise<LimitResult> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
    }
    throw result;
  }
}

/**
 * Gives back the point an attempt took, once it turned out not to count (a correct password). Only a live window
 * is touched and never below zero: a refund after the window ended must not buy an extra attempt in the next.
 */
export async function refund(db: Db, limiter: RateLimiterDrizzle, key: string) {
  await db
    .update(rateLimits)
    .set({ points: sql`greatest(${rateLimits.points} - 1, 0)` })
    .where(and(eq(rateLimits.key, limiter.getKey(key)), gt(rateLimits.expire, new Date())));
}

/** Forgets the count of `key` (a correct password ends the run of failures behind it). */
export async function reset(limiter: RateLimiterDrizzle, key: string) {
  await limiter.delete(key);
}

/** "Too many requests" text that says when to try again, in the asker's language (English by default). */
export function retryText(seconds: number, locale: Locale = baseLocale) {
  return seconds < 60
    ? m.forms_retry_seconds({ count: seconds }, { locale })
    : m.forms_retry_minutes({ count: Math.ceil(seconds / 60) }, { locale });
}

/**
 * What each per-user limit counts, in the words of its refusal. The per-user limits speak the portal's messages (`m`
 * below is the reader's `PortalMessages`, not the site's messages `retryText` reads).
 */
const writeNouns: Record<WriteLimitName, (m: PortalMessages) => string> = {
  comments: (m) => m.write_limit_what_comments(),
  decisions: (m) => m.write_limit_what_decisions(),
  tickets: (m) => m.write_limit_what_tickets(),
  ticketReplies: (m) => m.write_limit_what_ticket_replies(),
  progressUpdates: (m) => m.write_limit_what_progress_updates(),
  invites: (m) => m.write_limit_what_invites(),
  adminEdits: (m) => m.write_limit_what_admin_edits(),
  posts: (m) => m.write_limit_what_posts(),
};

/**
 * The refusal of a per-user limit: what was too much, and when to try again ("45 seconds", "10 minutes"), in the
 * reader's language (`m`, the portal's messages).
 */
export function writeLimitText(m: PortalMessages, name: WriteLimitName, seconds: number) {
  const what = writeNouns[name](m);
  return seconds < 60
    ? m.write_limit_seconds({ what, count: seconds })
    : m.write_limit_minutes({ what, count: Math.ceil(seconds / 60) });
}

/**
 * Takes a point of `name` for this user before a write that tells other people; a `limited` problem (429) with
 * its message in the user's language (`m`) when the user has none left, so the write is never made.
 */
export async function limitWrite(
  limiters: RateLimiters,
  name: WriteLimitName,
  userId: string,
  m: PortalMessages,
): Promise<Result<undefined>> {
  const taken = await consume(limiters[name], userId);
  if (taken.ok) return ok();
  const { retryAfterSeconds } = taken;
  return fail("limited", writeLimitText(m, name, retryAfterSeconds), { retryAfterSeconds });
}
