import { and, desc, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { auditLog, passwordResets, sessions, users } from "#db/schema";
import { actorOf, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { type Locale, locales } from "~/lib/locale";
import { rules } from "~/lib/parse.server";
import { consume, refund, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { type AccountTexts, accountMessages } from "../account-texts";
import { hashPassword, verifyPassword } from "../password.server";
import { type DeviceWords, describeUserAgent } from "../sign-in/user-agent";
import type { AccountServices, Actor } from "../who-asks.server";

/** The profile's answers in English (account-texts.ts has them in each language). */
export const profileMessages = {
  current: accountMessages.current,
  wrongCurrent: accountMessages.wrongCurrent,
  same: accountMessages.same,
  passwordChanged: accountMessages.passwordChanged,
  deviceSignedOut: accountMessages.deviceSignedOut,
  othersSignedOut: accountMessages.othersSignedOut,
  deviceGone: accountMessages.deviceGone,
  name: accountMessages.name,
  nameSaved: accountMessages.nameSaved,
  language: accountMessages.language,
  languageSaved: accountMessages.languageSaved,
};

/** The answers of the device list, in the reader's language (the portal's: decision 49); English by default. */
export type DeviceAnswers = Pick<AccountTexts, "deviceSignedOut" | "othersSignedOut" | "deviceGone">;

/**
 * The answers of the password form that the server writes itself, in the reader's language (`locale`: the one the
 * rate limit's "try again" is said in).
 */
export type PasswordAnswers = Pick<AccountTexts, "wrongCurrent" | "passwordChanged"> & { locale?: Locale };

/** The name the portal calls the user; empty clears it (the desk ID stands in). Refused in `t`'s language. */
export const displayNameSchemaOf = (t: AccountTexts) =>
  z.object({
    displayName: z
      .string()
      .trim()
      .max(80, t.name)
      .regex(/^[^\p{Cc}]*$/u, t.name)
      .optional()
      .transform((v) => v || null),
  });
export const displayNameSchema = displayNameSchemaOf(accountMessages);

export async function updateDisplayName(
  db: Db,
  userId: string,
  input: z.output<typeof displayNameSchema>,
  t: Pick<AccountTexts, "nameSaved"> = accountMessages,
): Promise<Result<{ message: string }>> {
  await db.update(users).set({ displayName: input.displayName }).where(eq(users.id, userId));
  return ok({ message: t.nameSaved });
}

/** The portal's and the mails' language: only the site's three; anything else is refused with a clear message. */
export const languageSchemaOf = (t: AccountTexts) =>
  z.object({
    locale: z.enum(locales, { error: t.language }),
  });
export const languageSchema = languageSchemaOf(accountMessages);

export async function updateLocale(
  db: Db,
  userId: string,
  input: z.output<typeof languageSchema>,
  t: Pick<AccountTexts, "languageSaved"> = accountMessages,
): Promise<Result<{ message: string }>> {
  await db.update(users).set({ locale: input.locale }).where(eq(users.id, userId));
  return ok({ message: t.languageSaved });
}

/** Change password: the current one (proof it is the user at the keyboard), then the new one twice. */
export const changePasswordSchemaOf = (t: AccountTexts) =>
  z
    .object({
      current: z.string({ error: t.current }).min(1, t.current).max(200),
      password: rules.password(t.password),
      confirm: z.string().optional(),
    })
    .refine((v) => v.password === (v.confirm ?? ""), { message: t.passwordsDiffer, path: ["confirm"] })
    .refine((v) => v.password !== v.current, { message: t.same, path: ["password"] });
export const changePasswordSchema = changePasswordSchemaOf(accountMessages);

/** A device in the list: the session's key is its hash, never the cookie's token, and only this user's. */
export const deviceSchemaOf = (t: AccountTexts) =>
  z.object({ device: z.string({ error: t.unknownDevice }).regex(/^[0-9a-f]{64}$/, t.unknownDevice) });
export const deviceSchema = deviceSchemaOf(accountMessages);

/**
 * The user's signed-in devices, the one this request comes from first, then by last activity; described in `words`
 * (the portal's language), English by default.
 */
export async function listDevices(
  db: Db,
  userId: string,
  currentSessionId: string | null,
  words?: DeviceWords & { unknownAddress: string },
) {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent, words),
      ip: row.ip ?? words?.unknownAddress ?? accountMessages.unknownAddress,
      lastSeenAt: row.lastSeenAt.toISOString(),
      signedInAt: row.createdAt.toISOString(),
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** How many sign-ins (and failed attempts) the profile lists. */
export const SIGN_IN_HISTORY = 20;

/**
 * The user's own last sign-ins and failed attempts at their desk ID, newest first, from the audit log: when,
 * from which address and browser-independent facts only (the log keeps no user agent).
 */
export async function signInHistory(db: Db, userId: string, unknownAddress = accountMessages.unknownAddress) {
  const rows = await db
    .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), inArray(auditLog.action, ["signed-in", "sign-in-failed"])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(SIGN_IN_HISTORY);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    ok: row.action === "signed-in",
    ip: row.ip ?? unknownAddress,
  }));
}

/**
 * The current password, asked again before a change to the account. A wrong one counts as a failed sign-in from
 * this address (the sign-in's own limit), so a session left open cannot be used to guess it.
 */
export async function checkCurrentPassword(
  { db, limiters }: Pick<AccountServices, "db" | "limiters">,
  { user, clientKey }: Actor,
  password: string,
  wrong: string = profileMessages.wrongCurrent,
  locale: Locale = "en",
): Promise<Result> {
  const key = `${clientKey}|${user.flideskId}`;
  const taken = await consume(limiters.loginPair, key);
  if (!taken.ok) return fail("limited", retryText(taken.retryAfterSeconds, locale));
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row?.hash || !(await verifyPassword(row.hash, password))) {
    return fail("invalid", wrong, { fields: { current: wrong } });
  }
  await refund(db, limiters.loginPair, key);
  return ok();
}

/**
 * A new password, the current one checked first. Every other session ends, and every open reset link dies.
 */
export async function changePassword(
  services: Pick<AccountServices, "db" | "limiters">,
  actor: Actor,
  currentSessionId: string,
  input: z.output<typeof changePasswordSchema>,
  answers: PasswordAnswers = profileMessages,
): Promise<Result<{ message: string }>> {
  const checked = await checkCurrentPassword(services, actor, input.current, answers.wrongCurrent, answers.locale);
  if (!checked.ok) return checked;
  const { db } = services;
  const { user } = actor;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const by = actorOf(user, actor.clientIp);
    await recordAudit(tx, { action: "password-changed", by, target: { type: "user", id: user.id } });
  });
  return ok({ message: answers.passwordChanged });
}

/** Signs out one of the user's own devices; another user's session id finds nothing. */
export async function signOutDevice(
  db: Db,
  userId: string,
  input: z.output<typeof deviceSchema>,
  answers: DeviceAnswers = profileMessages,
): Promise<Result<{ message: string }>> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.id, input.device), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return gone.length ? ok({ message: answers.deviceSignedOut }) : fail("not-found", answers.deviceGone);
}

/** Signs out every device of the user but this one. */
export async function signOutOtherDevices(
  db: Db,
  userId: string,
  currentSessionId: string,
  answers: DeviceAnswers = profileMessages,
) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
  return ok({ message: answers.othersSignedOut });
}
