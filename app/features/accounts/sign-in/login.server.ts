import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { users } from "#db/schema";
import { recordAudit } from "~/lib/audit.server";
import { readCookie } from "~/lib/cookies";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { baseLocale, type Locale } from "~/lib/locale";
import { consume, type LimitResult, refund, reset, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { siteLocaleOf } from "~/lib/site-locale-cookie";
import { securityMails } from "../mails";
import { verifyPassword } from "../password.server";
import { hasTwoFactor } from "../two-factor/two-factor-policy.server";
import type { AccountServices, Client } from "../who-asks.server";
import { loginMessages } from "./login-messages.server";
import type { LoginInput } from "./login-schema.server";
import { queueSignInMail } from "./security-mail.server";
import { createSession, deviceOf, isSecure } from "./session.server";
import { createChallenge } from "./sign-in-challenge.server";

/** The sign-in's second step, for users with two-factor sign-in. */
export const TWO_FACTOR_PATH = "/dashboard/two-factor";

// A hash of a random password: checking it costs as much as a real one, so a wrong ID answers as slowly as a wrong password.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$7nr9FHVw1HWxve91fkjvcw$1tHehvSQKmaTOesmR5urPsy3Er+2+uxTWKzc+JxWVF4";

export const DEVICE_COOKIE = "fld_device";
// A year: the browser keeps being recognised between sign-ins (browsers cap cookies at 400 days anyway).
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

const deviceSignature = (secret: string, flideskId: string, nonce: string) =>
  createHmac("sha256", secret).update(`device|${flideskId}|${nonce}`).digest("base64url");

/**
 * A remembered browser (decision 13): set at every sign-in, it proves this browser has signed in to this desk ID
 * before, so the desk ID's global failure limit does not hold it back. Signed, not stored; Path=/dashboard so the
 * sign-in action (also posted to /dashboard/auth.data) receives it.
 */
export function deviceCookie(env: Env, flideskId: string) {
  const nonce = randomBytes(16).toString("base64url");
  return [
    `${DEVICE_COOKIE}=${nonce}.${deviceSignature(env.SESSION_SECRET, flideskId, nonce)}`,
    "Path=/dashboard",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${DEVICE_TTL_SECONDS}`,
    ...(isSecure(env) ? ["Secure"] : []),
  ].join("; ");
}

/** The nonce of this request's remembered-browser cookie when it is valid for `flideskId`, else null. */
function rememberedDevice(request: Request, env: Env, flideskId: string) {
  const value = readCookie(request, DEVICE_COOKIE);
  const match = /^([\w-]{22})\.([\w-]{43})$/.exec(value ?? "");
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(deviceSignature(env.SESSION_SECRET, flideskId, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

/** The failure counters an attempt takes a point from (decision 13), the remembered browser's only when it has one. */
function countersFor(
  limiters: AccountServices["limiters"],
  clientKey: string,
  flideskId: string,
  device: string | null,
) {
  return [
    [limiters.loginPair, `${clientKey}|${flideskId}`],
    [limiters.loginIp, clientKey],
    [limiters.loginId, flideskId],
    ...(device ? ([[limiters.loginDevice, device]] as const) : []),
  ] as const;
}

/** Takes a point from each counter; a full one refuses the attempt, which then counts nowhere. */
async function takePoints(
  { db, limiters }: AccountServices,
  client: Client,
  flideskId: string,
  device: string | null,
  locale: Locale,
): Promise<Result> {
  const counted = countersFor(limiters, client.clientKey, flideskId, device);
  const results = await Promise.all(counted.map(([limiter, key]) => consume(limiter, key)));
  const refused = results.filter(
    (r, i): r is Extract<LimitResult, { ok: false }> =>
      // A remembered browser is not held back by the desk ID's global count.
      !r.ok && !(device && counted[i]?.[0] === limiters.loginId),
  );
  if (!refused.length) return ok();
  // A refused attempt checked no password: it is no failure, so it does not add to any count.
  await Promise.all(counted.map(([limiter, key]) => refund(db, limiter, key)));
  return fail("limited", retryText(Math.max(...refused.map((r) => r.retryAfterSeconds)), locale));
}

/** A success is no failure: the address's point comes back, and the run of failures on this ID ends. */
async function givePointsBack(
  { db, limiters }: AccountServices,
  { clientKey }: Client,
  flideskId: string,
  device: string | null,
) {
  await Promise.all([
    refund(db, limiters.loginIp, clientKey),
    reset(limiters.loginPair, `${clientKey}|${flideskId}`),
    reset(limiters.loginId, flideskId),
    ...(device ? [reset(limiters.loginDevice, device)] : []),
  ]);
}

/**
 * A user who never chose a language gets the one of the last public page they saw (the `site_locale` cookie),
 * recorded at sign-in; a language chosen in the profile is never overwritten. Answers the user's language now.
 */
async function recordSiteLocale(db: Db, request: Request, user: { id: string; locale: Locale | null }) {
  if (user.locale) return user.locale;
  const seen = siteLocaleOf(request);
  if (seen)
    await db
      .update(users)
      .set({ locale: seen })
      .where(and(eq(users.id, user.id), isNull(users.locale)));
  return seen;
}

/**
 * Desk ID + password; the same answer for a wrong ID and a wrong password. Only failed attempts count
 * (decision 13): per desk ID from one address, per address, per desk ID from anywhere (not for a browser that
 * signed in to it before) and per remembered browser. Each attempt takes its points before the password is
 * checked, so parallel guesses cannot slip past a count; a correct password gives them back. The answer is the
 * cookies to set: the session's, or, for a user with two-factor sign-in, the challenge's (`secondStep`). The
 * refusals are in `words`' language (the page's: decision 49), English by default.
 */
export async function logIn(
  services: AccountServices,
  client: Client,
  request: Request,
  { flideskId, password }: LoginInput,
  words: { invalid: string; locale: Locale } = { invalid: loginMessages.invalid, locale: baseLocale },
): Promise<Result<{ cookies: string[]; secondStep: boolean }>> {
  const { db, env } = services;
  const device = rememberedDevice(request, env, flideskId);
  const taken = await takePoints(services, client, flideskId, device, words.locale);
  if (!taken.ok) return taken;

  const [user] = await db.select().from(users).where(eq(users.flideskId, flideskId)).limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  // The desk ID as typed (the schema has checked its shape); the user's id when it names an account.
  const by = { userId: user?.id ?? null, flideskId, ip: client.clientIp };
  if (!user?.passwordHash || !valid) {
    await recordAudit(db, { action: "sign-in-failed", by });
    return fail("unauthorized", words.invalid);
  }

  await givePointsBack(services, client, flideskId, device);
  const located = { ...user, locale: await recordSiteLocale(db, request, user) };
  // With two-factor sign-in the password alone makes no session: only a challenge that a code completes.
  if (await hasTwoFactor(db, user.id)) {
    return ok({ cookies: [await createChallenge(db, user.id, isSecure(env))], secondStep: true });
  }
  const where = deviceOf(request, client.clientIp);
  const session = await createSession(db, user.id, isSecure(env), where);
  await recordAudit(db, { action: "signed-in", by });
  await queueSignInMail(db, securityMails.signIn(located, where, new Date(), env.PUBLIC_URL));
  return ok({ cookies: [session, deviceCookie(env, user.flideskId)], secondStep: false });
}

/**
 * Signs in the user a one-time link (invite, password reset) has just set a password for: a new session, and the
 * browser remembered for the desk ID as after a sign-in. The answer is the headers to send with the redirect and
 * where it goes (the second step for a user with two-factor sign-in).
 */
export async function signInCookies(
  { db, env }: Pick<AccountServices, "db" | "env">,
  { clientIp }: Client,
  request: Request,
  user: { userId: string; flideskId: string },
) {
  const headers = new Headers();
  // A new password is one factor: a user with two-factor sign-in still gives a code before having a session.
  if (await hasTwoFactor(db, user.userId)) {
    headers.append("Set-Cookie", await createChallenge(db, user.userId, isSecure(env)));
    return { headers, to: TWO_FACTOR_PATH };
  }
  headers.append("Set-Cookie", await createSession(db, user.userId, isSecure(env), deviceOf(request, clientIp)));
  await recordAudit(db, { action: "signed-in", by: { ...user, ip: clientIp }, detail: { via: "link" } });
  headers.append("Set-Cookie", deviceCookie(env, user.flideskId));
  return { headers, to: "/dashboard" };
}
