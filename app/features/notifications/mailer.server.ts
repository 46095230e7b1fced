import { and, asc, eq, gt, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { notifications, users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { tryJobLock } from "~/lib/job-locks.server";
import { queueMail } from "~/lib/mail.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import type { NotificationMailMode } from "./kinds";
import { digestMail, instantMail, type MailEnv, threadMail, type Unmailed } from "./mail.server";
import { onNotified } from "./notify.server";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// 08:00 in Sri Lanka (UTC+05:30, without daylight saving) is 02:30 UTC.
const DIGEST_UTC_OFFSET_MS = (2 * 60 + 30) * MINUTE_MS;

/** The latest 08:00 Sri Lanka time at or before `now`: a digest holds what came before it. */
export function digestCutoff(now: Date) {
  const sinceCutoff = now.getTime() - DIGEST_UTC_OFFSET_MS;
  return new Date(Math.floor(sinceCutoff / DAY_MS) * DAY_MS + DIGEST_UTC_OFFSET_MS);
}

/** A recipient gets at most one instant mail per thread in this long (decision 25). */
export const THREAD_MAIL_GAP = "10 minutes";

/**
 * An instant notification whose recipient was mailed about its thread less than THREAD_MAIL_GAP ago (by the
 * database's clock) waits: it is taken, with the others of its thread, once the gap has passed.
 */
function threadGapPassed(tx: Db) {
  const earlier = alias(notifications, "earlier");
  return or(
    isNull(notifications.thread),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(earlier)
        .where(
          and(
            eq(earlier.userId, notifications.userId),
            eq(earlier.thread, notifications.thread),
            eq(earlier.mail, "instant"),
            gt(earlier.mailedAt, sql`now() - ${THREAD_MAIL_GAP}::interval`),
          ),
        ),
    ),
  );
}

/**
 * Takes notifications waiting for a mail of `mode` (made before `before`, when given) and marks them mailed, inside
 * the caller's transaction: the rows stay locked until it commits with their mails queued, and another process
 * skips them, so no notification is mailed twice; a failure rolls both back and they are taken again later.
 */
async function claim(tx: Db, mode: Exclude<NotificationMailMode, "off">, limit: number, before?: Date) {
  const rows: Unmailed[] = await tx
    .select({
      id: notifications.id,
      userId: notifications.userId,
      email: users.email,
      locale: users.locale,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      thread: notifications.thread,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(notifications.mail, mode),
        isNull(notifications.mailedAt),
        before ? lt(notifications.createdAt, before) : undefined,
        mode === "instant" ? threadGapPassed(tx) : undefined,
      ),
    )
    .orderBy(asc(notifications.userId), asc(notifications.createdAt))
    .limit(limit)
    .for("update", { of: notifications, skipLocked: true });
  if (rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  await tx.update(notifications).set({ mailedAt: sql`now()` }).where(inArray(notifications.id, ids));
  return rows;
}

const INSTANT_BATCH = 20;

/** The portal's texts in the recipient's language: their profile's, English when they have not chosen. */
const textsOf = (row: Unmailed) => loadPortalTexts(row.locale ?? "en");

/** The claimed rows by mail: one per recipient and thread, one per notification outside a thread. */
function byMail(rows: Unmailed[]) {
  const mails = new Map<string, Unmailed[]>();
  for (const row of rows) {
    const key = row.thread ? `${row.userId}|${row.thread}` : row.id;
    mails.set(key, [...(mails.get(key) ?? []), row]);
  }
  return [...mails.values()];
}

/**
 * Queues the mail of each notification that asked for one at once, those of one recipient's thread together;
 * answers how many notifications it took. One process at a time (a transaction-level advisory lock; another one
 * skips with 0), so two mailers never both mail one thread inside its gap.
 */
export async function sendInstantMails(db: Db, env: MailEnv, batchSize = INSTANT_BATCH) {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "instantMails"))) return 0;
    const rows = await claim(tx, "instant", batchSize);
    for (const mail of byMail(rows)) {
      const [first] = mail;
      if (!first) continue;
      const texts = await textsOf(first);
      await queueMail(tx, mail.length === 1 ? instantMail(env, texts, first) : threadMail(env, texts, mail));
    }
    return rows.length;
  });
}

const DIGEST_BATCH = 5_000;

/**
 * The daily digest as of `now`: one mail per user for every digest notification made before the latest 08:00
 * Sri Lanka time. Under a transaction-level advisory lock, so a second process (or a second run) at the same time
 * skips (null); rows already mailed are never taken again, so running it twice sends nothing twice.
 */
export async function sendDigests(db: Db, env: MailEnv, now = new Date()) {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "digest"))) return null;
    const rows = await claim(tx, "digest", DIGEST_BATCH, digestCutoff(now));
    const byUser = new Map<string, Unmailed[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    for (const userRows of byUser.values()) {
      const [first] = userRows;
      if (first) await queueMail(tx, digestMail(env, await textsOf(first), userRows));
    }
    return byUser.size;
  });
}

export type NotificationMailerOptions = {
  db: Db;
  env: MailEnv;
  /** How often the instant mails are looked for besides this process's own wake-ups (other processes' events). */
  pollMs?: number;
  /** How often the digest is looked for; it sends only what came before the latest 08:00. */
  digestEveryMs?: number;
  /** The clock of the digest (tests set it). */
  now?: () => Date;
};

export type NotificationMailer = {
  runInstant(): Promise<number>;
  runDigest(): Promise<number | null>;
  stop(): Promise<void>;
};

/**
 * Turns notifications into mails in the outbox, one per process beside the outbox worker: those asked for at once
 * when `notify` wakes it (and at each poll), the daily digest when the clock has passed 08:00 Sri Lanka time. A
 * process that was down at 08:00 sends the digest when it comes back.
 */
export function startNotificationMailer(options: NotificationMailerOptions): NotificationMailer {
  const { db, env, pollMs = 5_000, digestEveryMs = 5 * MINUTE_MS, now = () => new Date() } = options;
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    running.add(work);
    work.then(
      () => running.delete(work),
      () => running.delete(work),
    );
    return work;
  };
  let instant: Promise<number> | null = null;
  const runInstant = () => {
    instant ??= track(drainInstant(db, env)).finally(() => {
      instant = null;
    });
    return instant;
  };
  const runDigest = () => track(sendDigests(db, env, now()));
  const quietly = (work: () => Promise<unknown>, what: string) => () => {
    if (stopped) return;
    work().catch((error) => console.error(`Notification ${what} failed:`, describeError(error)));
  };
  const unsubscribe = onNotified(quietly(runInstant, "mails"));
  const timers = [
    setInterval(quietly(runInstant, "mails"), pollMs),
    setInterval(quietly(runDigest, "digest"), digestEveryMs),
  ];
  for (const timer of timers) timer.unref();
  quietly(runDigest, "digest")();
  return {
    runInstant,
    runDigest,
    async stop() {
      stopped = true;
      unsubscribe();
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

/** Batches until one comes back short: a burst of events is mailed in one go. */
async function drainInstant(db: Db, env: MailEnv) {
  let total = 0;
  for (;;) {
    const sent = await sendInstantMails(db, env);
    total += sent;
    if (sent < INSTANT_BATCH) return total;
  }
}
