import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import QRCode from "qrcode";
import { z } from "zod";
import { recoveryCodes, signInChallenges, twoFactor, users } from "#db/schema";
import { type AuditActor, actorOf, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { logError } from "~/lib/errors.server";
import type { Locale } from "~/lib/locale";
import { queueMail } from "~/lib/mail.server";
import { consume, refund, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { accountMessages } from "../account-texts";
import { securityMails } from "../mails";
import { checkCurrentPassword } from "../profile/profile.server";
import type { SessionUser } from "../sign-in/session.server";
import type { AccountServices, Actor } from "../who-asks.server";
import { CODE_MAX, type TwoFactorMessages } from "./two-factor";
import { twoFactorMessages as english } from "./two-factor-messages.server";
import { hasTwoFactor, twoFactorRequired } from "./two-factor-policy.server";
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  recoveryCodeOf,
  totpCodeOf,
  totpUri,
} from "./two-factor-secret.server";

export const RECOVERY_CODE_COUNT = 10;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const userTarget = (id: string) => ({ type: "user" as const, id });

/** The one-time code field, its refusal in the reader's language (English by default). */
export const codeSchemaOf = (m: TwoFactorMessages = english) =>
  z.object({ code: z.string({ error: m.code }).trim().min(1, m.code).max(CODE_MAX, m.code) });
export const codeSchema = codeSchemaOf();
type CodeInput = z.output<typeof codeSchema>;

/**
 * What the profile shows: off, being set up (then, and only then, the key and its QR code), or on with the
 * number of recovery codes left.
 */
export async function twoFactorStatus(db: Db, env: Env, user: SessionUser) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
  if (!row) return { state: "off" as const };
  if (row.enabledAt) {
    const [left] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    return { state: "on" as const, since: row.enabledAt.toISOString(), codesLeft: left?.n ?? 0 };
  }
  const key = readSecret(env, user.id, row.secret);
  // A set-up begun under another SESSION_SECRET cannot be read: it is started again.
  if (!key) return { state: "off" as const };
  const svg = await QRCode.toString(totpUri(key, user.flideskId), {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return {
    state: "pending" as const,
    key: key.match(/.{1,4}/g)?.join(" ") ?? key,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * The stored secret in the clear, or null when it cannot be read (SESSION_SECRET was changed since): logged, and
 * then no code matches, so an admin reset is the way back in.
 */
function readSecret(env: Env, userId: string, stored: string) {
  try {
    return decryptSecret(env.SESSION_SECRET, userId, stored);
  } catch (error) {
    logError(error, "two-factor secret");
    return null;
  }
}

/** Starts (or starts again) the set-up: a new secret, not yet in use. Refused while two-factor sign-in is on. */
export async function startEnrolment(
  db: Db,
  env: Env,
  user: SessionUser,
  m: TwoFactorMessages = english,
): Promise<Result<{ message: string }>> {
  if (await hasTwoFactor(db, user.id)) return fail("conflict", m.alreadyOn);
  const secret = encryptSecret(env.SESSION_SECRET, user.id, newTotpSecret());
  await db
    .insert(twoFactor)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, enabledAt: null, lastStep: null } });
  return ok({ message: m.started });
}

/** Ten new recovery codes in place of the user's old ones; the codes themselves leave only in the answer. */
async function replaceRecoveryCodes(tx: Tx, env: Env, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(env.SESSION_SECRET, code) })));
  return codes;
}

/**
 * Takes a point from the per-account and per-address code limits, checks the code, and gives the points back
 * when it was right. A code of the authenticator is accepted once (its step must be newer than the last one
 * used); a recovery code, where allowed, is spent. Refused in `m` (and "try again in" in `locale`): the reader's
 * language, English by default.
 */
export async function checkCode(
  services: AccountServices,
  { userId, clientKey }: { userId: string; clientKey: string },
  input: string,
  options: { recovery: boolean; pending?: boolean; m?: TwoFactorMessages; locale?: Locale },
): Promise<Result<{ recoveryCodesLeft?: number }>> {
  const { db, limiters } = services;
  const taken = await Promise.all([consume(limiters.twoFactorUser, userId), consume(limiters.twoFactorIp, clientKey)]);
  const refused = taken.filter((t) => !t.ok);
  if (refused.length) {
    await Promise.all(
      taken.map(
        (t, i) => t.ok && refund(db, i ? limiters.twoFactorIp : limiters.twoFactorUser, i ? clientKey : userId),
      ),
    );
    const seconds = Math.max(...refused.map((r) => (r.ok ? 0 : r.retryAfterSeconds)));
    return fail("limited", retryText(seconds, options.locale));
  }
  const result = await verify(services, userId, input, options);
  if (result.ok) {
    await Promise.all([refund(db, limiters.twoFactorUser, userId), refund(db, limiters.twoFactorIp, clientKey)]);
  }
  return result;
}

async function verify(
  { db, env }: AccountServices,
  userId: string,
  input: string,
  { recovery, pending = false, m = english }: { recovery: boolean; pending?: boolean; m?: TwoFactorMessages },
): Promise<Result<{ recoveryCodesLeft?: number }>> {
  const wrong = fail("invalid", recovery ? m.wrongCodeOrRecovery : m.wrongCode, {
    fields: { code: recovery ? m.wrongCodeOrRecovery : m.wrongCode },
  });
  const totp = totpCodeOf(input);
  if (totp) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    if (!row || Boolean(row.enabledAt) === pending) return wrong;
    const secret = readSecret(env, userId, row.secret);
    const step = secret ? matchingStep(secret, totp) : null;
    if (step === null) return wrong;
    // Only a step newer than the last accepted: a code seen over a shoulder cannot be used a second time.
    const [spent] = await db
      .update(twoFactor)
      .set({ lastStep: step })
      .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
      .returning({ userId: twoFactor.userId });
    return spent ? ok({}) : wrong;
  }
  const code = recovery ? recoveryCodeOf(input) : null;
  if (!code) return wrong;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(env.SESSION_SECRET, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (!used) return wrong;
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return ok({ recoveryCodesLeft: left?.n ?? 0 });
}

/** The account's address for its mails. */
async function accountOf(db: Db, userId: string) {
  const [row] = await db
    .select({ flideskId: users.flideskId, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

type NewCodes = Result<{ message: string; recoveryCodes: string[] }>;

/**
 * A change that asks for a code from the app first, and makes ten new recovery codes: the account must be in the
 * state the change needs (being set up, or on), the code must be right, and then the codes and `also` (the mail,
 * the audit row) are written in one transaction. The code's step is spent once, so two of these sent at once with
 * one code make one set of codes.
 */
async function withNewRecoveryCodes(
  services: AccountServices,
  actor: Actor,
  input: CodeInput,
  change: { pending: boolean; message: string; also: (tx: Tx, now: Date) => Promise<void> },
  m: TwoFactorMessages,
  locale: Locale,
): Promise<NewCodes> {
  const { user } = actor;
  const [row] = await services.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
  if (change.pending && !row) return fail("conflict", m.notStarted);
  if (Boolean(row?.enabledAt) === change.pending) return fail("conflict", change.pending ? m.alreadyOn : m.notOn);
  const who = { userId: user.id, clientKey: actor.clientKey };
  const checked = await checkCode(services, who, input.code, { recovery: false, pending: change.pending, m, locale });
  if (!checked.ok) return checked;
  const now = new Date();
  const codes = await services.db.transaction(async (tx) => {
    const made = await replaceRecoveryCodes(tx, services.env, user.id);
    await change.also(tx, now);
    return made;
  });
  return ok({ message: change.message, recoveryCodes: codes });
}

/** Confirms the set-up with a code from the app: two-factor sign-in is on, and ten recovery codes are made. */
export function confirmEnrolment(
  services: AccountServices,
  actor: Actor,
  input: CodeInput,
  m: TwoFactorMessages = english,
  locale: Locale = "en",
) {
  const { user } = actor;
  return withNewRecoveryCodes(
    services,
    actor,
    input,
    {
      pending: true,
      message: m.turnedOn,
      also: async (tx, now) => {
        await tx.update(twoFactor).set({ enabledAt: now }).where(eq(twoFactor.userId, user.id));
        await queueMail(tx, securityMails.turnedOn(user, now, services.env.PUBLIC_URL));
        const by = actorOf(user, actor.clientIp);
        await recordAudit(tx, { action: "two-factor-enabled", by, target: userTarget(user.id) });
      },
    },
    m,
    locale,
  );
}

/** New recovery codes, for a code from the app (so a session left open is not enough to make them). */
export function regenerateRecoveryCodes(
  services: AccountServices,
  actor: Actor,
  input: CodeInput,
  m: TwoFactorMessages = english,
  locale: Locale = "en",
) {
  const { user } = actor;
  return withNewRecoveryCodes(
    services,
    actor,
    input,
    {
      pending: false,
      message: m.codesRegenerated,
      also: async (tx, now) => {
        await queueMail(tx, securityMails.codesRegenerated(user, now, services.env.PUBLIC_URL));
        const by = actorOf(user, actor.clientIp);
        await recordAudit(tx, { action: "recovery-codes-regenerated", by, target: userTarget(user.id) });
      },
    },
    m,
    locale,
  );
}

/** Removes the user's second factor: the secret, the recovery codes and any sign-in waiting for a code. */
async function removeTwoFactor(tx: Tx, userId: string) {
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
}

/** A reset's refusals in the admin's language; English by default. */
export type ResetTwoFactorAnswers = { userNotFound: string; notOn: string };

/**
 * An admin's reset, for a user who lost their phone and codes (the admin checks who asks first). Refused in
 * `answers`: the admin's language, English by default.
 */
export async function resetTwoFactor(
  db: Db,
  publicUrl: string,
  userId: string,
  by: AuditActor,
  answers: ResetTwoFactorAnswers = { userNotFound: accountMessages.userNotFound, notOn: english.notOn },
): Promise<Result<{ email: string }>> {
  const account = await accountOf(db, userId);
  if (!account) return fail("not-found", answers.userNotFound);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: twoFactor.userId })
      .from(twoFactor)
      .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
    if (!row) return false;
    await removeTwoFactor(tx, userId);
    await queueMail(tx, securityMails.resetByAdmin(account, new Date(), publicUrl));
    await recordAudit(tx, { action: "two-factor-reset", by, target: userTarget(userId) });
    return true;
  });
  return removed ? ok({ email: account.email }) : fail("conflict", answers.notOn);
}

/** Turning it off: a code and the current password, refused in the reader's language (English by default). */
export const disableSchemaOf = (m: TwoFactorMessages = english) =>
  codeSchemaOf(m).extend({
    current: z.string({ error: m.currentRequired }).min(1, m.currentRequired).max(200),
  });
export const disableSchema = disableSchemaOf();

/**
 * Turns two-factor sign-in off: the current password and a code (from the app, or a recovery code). A wrong
 * password counts as a failed sign-in from this address, as on the password form. Refused for an admin who must
 * use it.
 */
export async function disableTwoFactor(
  services: AccountServices,
  actor: Actor,
  input: z.output<typeof disableSchema>,
  answers: { twoFactor: TwoFactorMessages; wrongCurrent?: string; locale?: Locale } = { twoFactor: english },
): Promise<Result<{ message: string }>> {
  const m = answers.twoFactor;
  const { db, env } = services;
  const { user } = actor;
  if (twoFactorRequired(env, user.role)) return fail("forbidden", m.requiredForAdmins);
  if (!(await hasTwoFactor(db, user.id))) return fail("conflict", m.notOn);
  const password = await checkCurrentPassword(services, actor, input.current, answers.wrongCurrent, answers.locale);
  if (!password.ok) return password;
  const checked = await checkCode(services, { userId: user.id, clientKey: actor.clientKey }, input.code, {
    recovery: true,
    m,
    locale: answers.locale,
  });
  if (!checked.ok) return checked;
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, user.id);
    await queueMail(tx, securityMails.turnedOff(user, new Date(), env.PUBLIC_URL));
    await recordAudit(tx, {
      action: "two-factor-disabled",
      by: actorOf(user, actor.clientIp),
      target: userTarget(user.id),
    });
  });
  return ok({ message: m.turnedOff });
}
