import { and, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { outbox } from "#db/schema";
import { describeError } from "~/lib/errors.server";
import type { Db } from "./db.server";
import type { Env } from "./env.server";
import { onMailQueued } from "./mail.server";

export const DEFAULT_MAIL_FROM = "Fli Digital <no-reply@flidigital.lk>";

/** What a sent mail with a one-time link keeps of its text: the link must not outlive its delivery. */
export const SENSITIVE_TEXT_REMOVED = "(removed after sending: it held a one-time link)";

/** After this many failed attempts a mail is left unsent; the admin overview counts it among the unsent. */
export const MAX_ATTEMPTS = 8;

// The wait after the n-th failed attempt: a short outage costs seconds, a long one is not hammered.
const RETRY_DELAYS_MS = [30e3, 120e3, 600e3, 3_600e3, 6 * 3_600e3, 12 * 3_600e3, 24 * 3_600e3];

/** How long to wait before the next attempt, once `attempts` attempts have failed. */
export function retryDelayMs(attempts: number) {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] as number;
}

/**
 * Without SMTP_URL a mail is logged once and parked at this far date, so it is neither logged again at every poll
 * nor lost: a worker that has SMTP_URL (a later start, or another process) claims parked mails as due.
 */
export const PARKED_UNTIL = new Date("9999-01-01T00:00:00Z");

export type OutboxWorkerOptions = {
  db: Db;
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">;
  /** How often the outbox is read besides the wake-ups of this process's own queued mails. */
  pollMs?: number;
  /** Connection, greeting and idle timeout of one SMTP attempt; the whole attempt is cut off at three times this. */
  attemptTimeoutMs?: number;
  /** Mails claimed (and sent side by side) at once. */
  batchSize?: number;
  /** False: no polling and no wake-ups, the worker runs only when `runOnce` is called (tests that step it). */
  background?: boolean;
};

export type OutboxWorker = {
  /** Claims and handles one batch of due mails; gives the number sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the mails being sent now. */
  stop(): Promise<void>;
};

type Claimed = typeof outbox.$inferSelect;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
const fromNow = (ms: number) => sql`now() + (${ms}::double precision * interval '1 millisecond')`;

function describeDelay(ms: number) {
  if (ms < 120e3) return `${Math.round(ms / 1e3)} s`;
  if (ms < 7_200e3) return `${Math.round(ms / 60e3)} min`;
  return `${Math.round(ms / 3_600e3)} h`;
}

/**
 * Sends the outbox. Requests only queue mails (`queueMail`); this worker, one per process, claims due rows with a
 * lease (attempts + 1, next_attempt_at pushed past the longest attempt) in one statement that skips rows another
 * process holds, so processes sharing a PostgreSQL database never claim one mail at the same time (a mail goes out
 * twice only if a process dies between the server's answer and marking it sent). A failed attempt records its
 * error and waits longer each time; a mail that fails MAX_ATTEMPTS times stays unsent.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, env } = options;
  const pollMs = options.pollMs ?? 5_000;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 10_000;
  const batchSize = options.batchSize ?? 5;
  const deadlineMs = attemptTimeoutMs * 3;
  // A claimed row becomes due again only if this process died mid-send: long after any attempt has ended.
  const leaseMs = Math.max(120_000, deadlineMs * 4);
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  // The SMTP transport itself, not createTransport({ url, ... }): given a url, createTransport drops every other
  // option, and nodemailer's own timeouts (2 min to connect, 10 min idle) would hold one mail for minutes.
  const transport = env.SMTP_URL
    ? nodemailer.createTransport(
        new SMTPTransport({
          url: env.SMTP_URL,
          connectionTimeout: attemptTimeoutMs,
          greetingTimeout: attemptTimeoutMs,
          socketTimeout: attemptTimeoutMs,
          dnsTimeout: attemptTimeoutMs,
        }),
      )
    : null;

  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  };

  const pending = (due: SQL) => and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS), due);

  /** Takes up to `batchSize` due rows for this process; none of them can be taken by another until the lease ends. */
  async function claim(): Promise<Claimed[]> {
    const due = transport
      ? (or(lte(outbox.nextAttemptAt, sql`now()`), gte(outbox.nextAttemptAt, PARKED_UNTIL)) as SQL)
      : lte(outbox.nextAttemptAt, sql`now()`);
    const ids = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(pending(due))
      .orderBy(outbox.nextAttemptAt)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    // Without SMTP nothing is attempted: the row is parked, not counted as a failed attempt.
    const set = transport
      ? { attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: fromNow(leaseMs) }
      : { nextAttemptAt: PARKED_UNTIL };
    return db.update(outbox).set(set).where(inArray(outbox.id, ids)).returning();
  }

  async function deliver(mail: Claimed): Promise<boolean> {
    if (!transport) {
      console.log(`Mail to ${mail.to} kept in the outbox (no SMTP_URL): ${mail.subject}`);
      return false;
    }
    try {
      await withDeadline(
        transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined }),
        deadlineMs,
      );
    } catch (error) {
      const message = errorMessage(error);
      const delay = retryDelayMs(mail.attempts);
      // Only the error is kept: never the mail's text, which the log and the error column must not repeat.
      await db
        .update(outbox)
        .set({ lastError: message, nextAttemptAt: fromNow(delay) })
        .where(and(eq(outbox.id, mail.id), isNull(outbox.sentAt)));
      console.error(
        mail.attempts >= MAX_ATTEMPTS
          ? `Sending mail to ${mail.to} failed ${mail.attempts} times; it stays unsent in the outbox: ${message}`
          : `Sending mail to ${mail.to} failed (attempt ${mail.attempts} of ${MAX_ATTEMPTS}, next in ${describeDelay(delay)}): ${message}`,
      );
      return false;
    }
    // Sent: a one-time link leaves the table in the same update that marks the mail sent.
    await db
      .update(outbox)
      .set({
        sentAt: sql`now()`,
        lastError: null,
        ...(mail.sensitive ? { text: SENSITIVE_TEXT_REMOVED, html: null } : {}),
      })
      .where(and(eq(outbox.id, mail.id), isNull(outbox.sentAt)));
    return true;
  }

  async function batch() {
    if (stopped) return { claimed: 0, sent: 0 };
    const mails = await claim();
    // Settled, not Promise.all: one mail's database error must not leave the others of the batch untracked.
    const results = await Promise.allSettled(mails.map(deliver));
    for (const result of results) {
      if (result.status === "rejected") console.error("Outbox worker:", errorMessage(result.reason));
    }
    return { claimed: mails.length, sent: results.filter((r) => r.status === "fulfilled" && r.value).length };
  }

  // The loop: one drain at a time; a wake-up during a drain runs another drain after it.
  let draining = false;
  let wokenWhileDraining = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;

  async function drain() {
    do {
      wokenWhileDraining = false;
      // A full batch means more may be due: keep going until one comes back short.
      let full = true;
      while (full && !stopped) full = (await track(batch())).claimed === batchSize;
    } while (wokenWhileDraining && !stopped);
  }

  function tick() {
    if (stopped) return;
    if (draining) {
      wokenWhileDraining = true;
      return;
    }
    clearTimeout(pollTimer);
    draining = true;
    drain()
      .catch((error) => console.error("Outbox worker:", describeError(error)))
      .finally(() => {
        draining = false;
        if (stopped) return;
        pollTimer = setTimeout(tick, pollMs);
        pollTimer.unref();
      });
  }

  const background = options.background ?? true;
  const unsubscribe = onMailQueued(() => {
    // Mails queued together (a burst of leads) are claimed together.
    if (stopped || wakeTimer || !background) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      tick();
    }, 25);
    wakeTimer.unref();
  });
  if (background) tick();

  return {
    async runOnce() {
      return (await track(batch())).sent;
    },
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(pollTimer);
      clearTimeout(wakeTimer);
      await Promise.allSettled([...inFlight]);
      transport?.close();
    },
  };
}

/** Rejects after `ms`: a server that trickles bytes could otherwise keep one attempt alive past every timeout. */
function withDeadline<T>(work: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the mail server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
