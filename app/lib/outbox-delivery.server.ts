import { and, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { type MailAttachmentRef, outbox } from "#db/schema";
import type { Db } from "./db.server";
import type { Env } from "./env.server";

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

/** A file made for a queued mail at send time, from what the mail names (`MailAttachmentRef`). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type AttachmentMaker = (ref: MailAttachmentRef) => Promise<MailAttachment>;

export type MailerSettings = {
  db: Db;
  /**
   * Makes the files mails name (a receipt's PDF): features hand it in where the worker starts, so the outbox needs
   * no feature's code. A mail naming files without it fails its attempt, and is tried again later.
   */
  attachments?: AttachmentMaker;
  /** PUBLIC_URL names the domain of each mail's Message-ID. */
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "PUBLIC_URL">;
  /** Connection, greeting and idle timeout of one SMTP attempt; the whole attempt is cut off at three times this. */
  attemptTimeoutMs?: number;
  /** Mails claimed (and sent side by side) at once. */
  batchSize?: number;
};

/** What one process's worker claims and sends with, built once when it starts. */
export type Mailer = ReturnType<typeof createMailer>;

type Claimed = typeof outbox.$inferSelect;

export function createMailer({ db, env, attemptTimeoutMs = 10_000, batchSize = 5, attachments }: MailerSettings) {
  const deadlineMs = attemptTimeoutMs * 3;
  return {
    db,
    attachments,
    batchSize,
    deadlineMs,
    // A claimed row becomes due again only if this process died mid-send: long after any attempt has ended.
    leaseMs: Math.max(120_000, deadlineMs * 4),
    from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    messageDomain: new URL(env.PUBLIC_URL).hostname,
    /** Null without SMTP_URL: mails are then parked, not attempted. */
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL, attemptTimeoutMs) : null,
  };
}

// The SMTP transport itself, not createTransport({ url, ... }): given a url, createTransport drops every other
// option, and nodemailer's own timeouts (2 min to connect, 10 min idle) would hold one mail for minutes.
function smtpTransport(url: string, timeoutMs: number) {
  return nodemailer.createTransport(
    new SMTPTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    }),
  );
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The mail's Message-ID: its outbox row's id, so every attempt of one row sends the same one. Delivery is at least
 * once (a process that dies between the server's answer and marking the row sent lets the lease run out and the
 * mail go again); mail clients and servers fold messages with one Message-ID into one.
 */
export function messageIdOf(rowId: string, domain: string) {
  return `<${rowId}@${domain}>`;
}

/** Claims one batch of due mails and sends them side by side: how many were claimed, and how many went out. */
export async function sendBatch(mailer: Mailer) {
  const mails = await claim(mailer);
  // Settled, not Promise.all: one mail's database error must not leave the others of the batch untracked.
  const results = await Promise.allSettled(mails.map((mail) => deliver(mailer, mail)));
  for (const result of results) {
    if (result.status === "rejected") console.error("Outbox worker:", errorMessage(result.reason));
  }
  return { claimed: mails.length, sent: results.filter((r) => r.status === "fulfilled" && r.value).length };
}

const fromNow = (ms: number) => sql`now() + (${ms}::double precision * interval '1 millisecond')`;
const pending = (due: SQL) => and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS), due);
const unsent = (mail: Claimed) => and(eq(outbox.id, mail.id), isNull(outbox.sentAt));

/** Takes up to `batchSize` due rows for this process; none of them can be taken by another until the lease ends. */
async function claim({ db, transport, batchSize, leaseMs }: Mailer): Promise<Claimed[]> {
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

async function deliver(mailer: Mailer, mail: Claimed): Promise<boolean> {
  const { db, transport, from, deadlineMs, messageDomain } = mailer;
  if (!transport) {
    console.log(`Mail to ${mail.to} kept in the outbox (no SMTP_URL): ${mail.subject}`);
    return false;
  }
  try {
    const attachments = await makeAttachments(mailer, mail);
    await withDeadline(
      transport.sendMail({
        from,
        messageId: messageIdOf(mail.id, messageDomain),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
        attachments,
      }),
      deadlineMs,
    );
  } catch (error) {
    await recordFailure(db, mail, errorMessage(error));
    return false;
  }
  await markSent(db, mail);
  return true;
}

/** The files a mail names, made now; none for most mails. */
async function makeAttachments({ attachments: make }: Mailer, mail: Claimed) {
  const refs = mail.attachments ?? [];
  if (refs.length === 0) return undefined;
  if (!make) throw new Error("This process's outbox worker cannot make the mail's attachments");
  return Promise.all(refs.map(make));
}

/** Keeps the error and sets the next attempt. Only the error: never the mail's text, which the log must not repeat. */
async function recordFailure(db: Db, mail: Claimed, message: string) {
  const delay = retryDelayMs(mail.attempts);
  await db
    .update(outbox)
    .set({ lastError: message, nextAttemptAt: fromNow(delay) })
    .where(unsent(mail));
  console.error(
    mail.attempts >= MAX_ATTEMPTS
      ? `Sending mail to ${mail.to} failed ${mail.attempts} times; it stays unsent in the outbox: ${message}`
      : `Sending mail to ${mail.to} failed (attempt ${mail.attempts} of ${MAX_ATTEMPTS}, next in ${describeDelay(delay)}): ${message}`,
  );
}

/** A one-time link leaves the table in the same update that marks the mail sent. */
async function markSent(db: Db, mail: Claimed) {
  await db
    .update(outbox)
    .set({
      sentAt: sql`now()`,
      lastError: null,
      ...(mail.sensitive ? { text: SENSITIVE_TEXT_REMOVED, html: null } : {}),
    })
    .where(unsent(mail));
}

function describeDelay(ms: number) {
  if (ms < 120e3) return `${Math.round(ms / 1e3)} s`;
  if (ms < 7_200e3) return `${Math.round(ms / 60e3)} min`;
  return `${Math.round(ms / 3_600e3)} h`;
}

/** Rejects after `ms`: a server that trickles bytes could otherwise keep one attempt alive past every timeout. */
function withDeadline<T>(work: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the mail server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
