import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { invites, passwordResetRequests, passwordResets, sessions, users } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { queueMail } from "~/lib/mail.server";
import { parseFormData } from "~/lib/parse.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { EMAIL_MAX } from "~/lib/validation";
import { type AccountTexts, accountMessages } from "../account-texts";
import { resetMail } from "../mails";
import { hashPassword } from "../password.server";
import type { AccountServices, Client } from "../who-asks.server";
import { hashLinkToken, isLinkTokenShaped, newLinkToken, newPasswordSchemaOf } from "./one-time-link.server";

/** A reset link works for 30 minutes, once. */
export const RESET_TTL_MS = 30 * 60 * 1000;

/** The reset's answers in English (account-texts.ts has them in each language). */
export const resetMessages = {
  sent: accountMessages.resetSent,
  gone: accountMessages.resetGone,
  identifier: accountMessages.identifier,
};

/** "Forgot password": a desk ID (any case) or the account's email; refused in `t`'s language. */
export const forgotPasswordSchemaOf = (t: AccountTexts) =>
  z.object({
    identifier: z.string({ error: t.identifier }).trim().min(1, t.identifier).max(EMAIL_MAX, t.identifier),
  });

/** The same form refused in English. */
export const forgotPasswordSchema = forgotPasswordSchemaOf(accountMessages);

/** The account a "Forgot password" ask names: a desk ID in any case, or the account's email in any case. */
export async function findAccount(db: Db, identifier: string) {
  const match = identifier.includes("@")
    ? sql`lower(${users.email}) = ${identifier.toLowerCase()}`
    : eq(users.flideskId, identifier.toUpperCase());
  const [user] = await db.select({ id: users.id }).from(users).where(match).limit(1);
  return user ?? null;
}

/**
 * Makes a reset link for a user and queues its mail in one transaction (the mail leaves only if the link exists).
 * The user's row lock makes two requests take turns; each deletes the user's unused links first, so only the
 * newest mail works. Refused in `t`: the asking admin's language, English by default (the reset worker's).
 */
export async function issuePasswordReset(
  db: Db,
  publicUrl: string,
  userId: string,
  by: AuditActor,
  t: Pick<AccountTexts, "userNotFound"> = accountMessages,
) {
  const token = newLinkToken();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ flideskId: users.flideskId, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return fail("not-found", t.userNotFound);
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx
      .insert(passwordResets)
      .values({ tokenHash: hashLinkToken(token), userId, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    await queueMail(tx, resetMail(user, `${publicUrl}/dashboard/reset/${token}`));
    await recordAudit(tx, { action: "password-reset-requested", by, target: { type: "user", id: userId } });
    return ok({ email: user.email });
  });
}

/**
 * The "Forgot password" form. Limited per address (a refusal says when to try again: it tells nothing about any
 * account). It then only records the ask, the same single insert whatever it names, and answers the same
 * sentence: the account is looked up, limited per account and mailed by the reset worker after the answer
 * (`reset-requests.server.ts`), so the answer's time tells nothing about who has an account.
 */
export async function requestPasswordReset(
  { db, limiters }: Pick<AccountServices, "db" | "limiters">,
  client: Client,
  input: z.output<typeof forgotPasswordSchema>,
  t: AccountTexts = accountMessages,
): Promise<Result<{ message: string }>> {
  const perAddress = await consume(limiters.resetIp, client.clientKey);
  if (!perAddress.ok) return fail("limited", retryText(perAddress.retryAfterSeconds, t.locale));
  await db.insert(passwordResetRequests).values({ identifier: input.identifier, ip: client.clientIp });
  return ok({ message: t.resetSent });
}

/** The user's open (unused, unexpired) reset link with this hash; a deleted (replaced) link no longer exists. */
const openReset = (db: Db, tokenHash: string) =>
  db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );

/** The account an open reset link is for; null when the link is unknown, replaced, used or expired. */
export async function findPasswordReset(db: Db, token: string) {
  if (!isLinkTokenShaped(token)) return null;
  const [row] = await db
    .select({ userId: users.id, flideskId: users.flideskId })
    .from(users)
    .where(inArray(users.id, openReset(db, hashLinkToken(token))))
    .limit(1);
  return row ?? null;
}

/**
 * Sets the new password (the wizard's rules) and spends the link, under the user's row lock as issuing does:
 * two uses of one link at once set one password. Every session of the user ends (a stolen one too); the route
 * then signs this browser in. The user's other links (resets, invites) are spent.
 */
export async function completePasswordReset(
  db: Db,
  token: string,
  form: FormData,
  ip: string,
  t: AccountTexts = accountMessages,
): Promise<Result<{ userId: string; flideskId: string }>> {
  if (!(await findPasswordReset(db, token))) return fail("not-found", t.resetGone);
  const input = parseFormData(form, newPasswordSchemaOf(t));
  if (!input.ok) return input;
  const passwordHash = await hashPassword(input.value.password);
  const tokenHash = hashLinkToken(token);
  const owner = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, flideskId: users.flideskId })
      .from(users)
      .where(inArray(users.id, openReset(tx, tokenHash)))
      .for("update");
    if (!user) return null;
    const now = new Date();
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ id: passwordResets.id });
    if (!spent) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx
      .update(invites)
      .set({ usedAt: now })
      .where(and(eq(invites.userId, user.id), isNull(invites.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await publishChange(tx, { kind: "user" });
    const by = { userId: user.id, flideskId: user.flideskId, ip };
    await recordAudit(tx, { action: "password-reset-completed", by, target: { type: "user", id: user.id } });
    return user;
  });
  return owner ? ok({ userId: owner.id, flideskId: owner.flideskId }) : fail("not-found", t.resetGone);
}
