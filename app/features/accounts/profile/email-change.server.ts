import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { emailChanges, users } from "#db/schema";
import { recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { queueMail } from "~/lib/mail.server";
import { rules } from "~/lib/parse.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { type AccountTexts, accountMessages } from "../account-texts";
import { hashLinkToken, isLinkTokenShaped, newLinkToken } from "../links/one-time-link.server";
import { confirmEmailMail, emailChangedMail, mailLocaleOf } from "../mails";
import type { AccountServices, Actor } from "../who-asks.server";
import { checkCurrentPassword } from "./profile.server";

/** A confirmation link works for 24 hours, once. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The new address and the current password; refused in `t`'s language. */
export const changeEmailSchemaOf = (t: AccountTexts) =>
  z.object({
    email: rules.email({ required: t.email.required, invalid: t.email.invalid }),
    current: z.string({ error: t.current }).min(1, t.current).max(200),
  });
export const changeEmailSchema = changeEmailSchemaOf(accountMessages);

const emailTaken = async (db: Db, email: string, userId: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
  ).length > 0;

/**
 * Asks to move the account to a new address: the current password first, then a link mailed to the new address
 * (the newest link only; three asks an hour). Nothing changes until the link is opened.
 */
export async function requestEmailChange(
  services: AccountServices,
  actor: Actor,
  { email, current }: z.output<typeof changeEmailSchema>,
  t: AccountTexts = accountMessages,
): Promise<Result<{ message: string }>> {
  const { user } = actor;
  if (email === user.email) return fail("invalid", t.email.same, { fields: { email: t.email.same } });
  const checked = await checkCurrentPassword(services, actor, current, t.wrongCurrent, t.locale);
  if (!checked.ok) return checked;
  const { db, limiters, env } = services;
  const limit = await consume(limiters.resetAccount, `email|${user.id}`);
  if (!limit.ok) return fail("limited", retryText(limit.retryAfterSeconds, t.locale));
  if (await emailTaken(db, email, user.id))
    return fail("conflict", t.email.taken, { fields: { email: t.email.taken } });
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      tokenHash: hashLinkToken(token),
      userId: user.id,
      newEmail: email,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    await queueMail(
      tx,
      confirmEmailMail(email, user.flideskId, `${env.PUBLIC_URL}/dashboard/confirm-email/${token}`, mailLocaleOf(user)),
    );
  });
  return ok({ message: t.email.sent(email) });
}

const openChange = (tokenHash: string) =>
  and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date()));

/** How long a used link still shows "changed" (a reload of the page, a second click): after that, "not valid". */
const DONE_SHOWN_MS = 10 * 60 * 1000;

/**
 * What a link stands for: an open change (with the account's desk ID), one confirmed in the last minutes, or
 * nothing (unknown, replaced, expired, or confirmed long ago).
 */
export async function findEmailChange(db: Db, token: string) {
  if (!isLinkTokenShaped(token)) return null;
  const [row] = await db
    .select({
      newEmail: emailChanges.newEmail,
      flideskId: users.flideskId,
      usedAt: emailChanges.usedAt,
      expiresAt: emailChanges.expiresAt,
    })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(eq(emailChanges.tokenHash, hashLinkToken(token)))
    .limit(1);
  const now = Date.now();
  if (!row) return null;
  if (row.usedAt) return now - row.usedAt.getTime() < DONE_SHOWN_MS ? { state: "done" as const, ...row } : null;
  return row.expiresAt.getTime() > now ? { state: "open" as const, ...row } : null;
}

/**
 * Confirms the new address (a click on the mailed link posts here; opening the link alone changes nothing, so a
 * mail scanner that follows links cannot). The old address is told, in case it was not its owner.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  ip: string,
  t: AccountTexts = accountMessages,
): Promise<Result<{ message: string }>> {
  if (!isLinkTokenShaped(token)) return fail("not-found", t.email.gone);
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: new Date() })
        .where(openChange(hashLinkToken(token)))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!change) return fail("not-found", t.email.gone);
      const [before] = await tx
        .select({ email: users.email, flideskId: users.flideskId, locale: users.locale })
        .from(users)
        .where(eq(users.id, change.userId))
        .for("update");
      if (!before) return fail("not-found", t.email.gone);
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
      await recordAudit(tx, {
        action: "email-changed",
        by: { userId: change.userId, flideskId: before.flideskId, ip },
        target: { type: "user", id: change.userId },
        detail: { from: before.email, to: change.newEmail },
      });
      await queueMail(tx, emailChangedMail(before.email, change.newEmail, mailLocaleOf(before)));
      await publishChange(tx, { kind: "user" });
      return ok({ message: t.email.changed(change.newEmail) });
    });
  } catch (error) {
    // Someone else took the address between the ask and the click.
    if (isUniqueViolation(error)) return fail("conflict", t.email.taken);
    throw error;
  }
}
