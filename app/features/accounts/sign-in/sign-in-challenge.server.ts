import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { signInChallenges, users } from "#db/schema";
import { actorOf, recordAudit } from "~/lib/audit.server";
import { readCookie } from "~/lib/cookies";
import type { Db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { fail, ok, type Problem, type Result } from "~/lib/result";
import { securityMails } from "../mails";
import type { TwoFactorMessages } from "../two-factor/two-factor";
import { checkCode, type codeSchema } from "../two-factor/two-factor.server";
import { twoFactorMessages as english } from "../two-factor/two-factor-messages.server";
import type { AccountServices, Client } from "../who-asks.server";
import { queueSignInMail } from "./security-mail.server";
import { createSession, deviceOf, isSecure } from "./session.server";

export const CHALLENGE_COOKIE = "fld_challenge";
/** Five minutes to type the code, and five tries; then the password again. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_ATTEMPTS = 5;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

// Path=/dashboard: the second step's page and its action (also posted to /dashboard/two-factor.data) receive it.
const cookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  [
    `${CHALLENGE_COOKIE}=${value}`,
    "Path=/dashboard",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");

/**
 * After a correct password, for a user with two-factor sign-in: no session yet, only a challenge (a random
 * token in a cookie, its SHA-256 in the table) that a code turns into one. The user's older challenges end.
 */
export async function createChallenge(db: Db, userId: string, secure: boolean) {
  const token = randomBytes(32).toString("base64url");
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  await db
    .insert(signInChallenges)
    .values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return cookie(token, CHALLENGE_TTL_MS / 1000, secure);
}

export const clearChallengeCookie = (secure: boolean) => cookie("", 0, secure);

function challengeIdOf(request: Request) {
  const value = readCookie(request, CHALLENGE_COOKIE);
  return value && /^[\w-]{43}$/.test(value) ? hashToken(value) : null;
}

/**
 * The account an open challenge of this request is for (to show its desk ID, and to answer in its language), else
 * null.
 */
export async function findChallenge(db: Db, request: Request) {
  const id = challengeIdOf(request);
  if (!id) return null;
  const [row] = await db
    .select({ flideskId: users.flideskId, locale: users.locale })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.id, id),
        gt(signInChallenges.expiresAt, new Date()),
        lt(signInChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    );
  return row ?? null;
}

/** Takes one of the challenge's tries (with how many are taken now); null when it is unknown, expired or has none left. */
async function takeAttempt(db: Db, id: string) {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.id, id),
        gt(signInChallenges.expiresAt, new Date()),
        lt(signInChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({ userId: signInChallenges.userId, attempts: signInChallenges.attempts });
  return row ?? null;
}

/**
 * A wrong answer on the last try ends the challenge in that very answer, so every client hears of it at once: a
 * page with JavaScript would otherwise show "not correct" a fifth time and learn only from a sixth answer that the
 * challenge was over. The row is left as it is: with no tries left no answer can take it, and deleting it here
 * would take it from under a right code sent at the same moment, which spends it (and opens the session) itself.
 */
function endSpentChallenge(attempts: number, problem: Problem, m: TwoFactorMessages): Result<never> {
  if (problem.kind !== "invalid" || attempts < CHALLENGE_ATTEMPTS) return { ok: false, problem };
  return fail("unauthorized", m.lastTryUsed);
}

/**
 * The second step: a code from the app or a recovery code (each once). The challenge is spent by the first right
 * code (deleted: a second request with it finds nothing), and only then is a session made. The answer is the
 * cookies to set; the caller adds the remembered browser's.
 */
export async function answerChallenge(
  services: AccountServices,
  client: Client,
  request: Request,
  input: z.output<typeof codeSchema>,
  m: TwoFactorMessages = english,
  // The language of `m`: the limits' "try again in" says it too.
  locale: Locale = "en",
): Promise<Result<{ cookies: string[]; user: { id: string; flideskId: string; email: string } }>> {
  const id = challengeIdOf(request);
  if (!id) return fail("unauthorized", m.challengeGone);
  const { db, env } = services;
  const challenge = await takeAttempt(db, id);
  if (!challenge) return fail("unauthorized", m.challengeGone);
  const who = { userId: challenge.userId, clientKey: client.clientKey };
  const checked = await checkCode(services, who, input.code, { recovery: true, m, locale });
  if (!checked.ok) return endSpentChallenge(challenge.attempts, checked.problem, m);
  const [spent] = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, id))
    .returning({ userId: signInChallenges.userId });
  if (!spent) return fail("unauthorized", m.challengeGone);
  const [user] = await db
    .select({ id: users.id, flideskId: users.flideskId, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, spent.userId));
  if (!user) return fail("unauthorized", m.challengeGone);
  const secure = isSecure(env);
  const device = deviceOf(request, client.clientIp);
  const session = await createSession(db, user.id, secure, device);
  const { recoveryCodesLeft } = checked.value;
  const by = actorOf(user, client.clientIp);
  const secondFactor = recoveryCodesLeft === undefined ? "app" : "recovery code";
  await recordAudit(db, { action: "signed-in", by, detail: { secondFactor } });
  await queueSignInMail(db, securityMails.signIn(user, device, new Date(), env.PUBLIC_URL, recoveryCodesLeft));
  return ok({ cookies: [session, clearChallengeCookie(secure)], user });
}
