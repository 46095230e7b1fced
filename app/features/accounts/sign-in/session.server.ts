import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import { redirect } from "react-router";
import { sessions, twoFactor, users } from "#db/schema";
import type { RequestMemo } from "~/lib/context.server";
import { readCookie } from "~/lib/cookies";
import type { Db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import type { Role } from "~/lib/validation";
import { personName } from "../person-name.server";
import { enrolFirst, type TwoFactorSettings, twoFactorRequired } from "../two-factor/two-factor-policy.server";

/** Sessions last 7 days from the last request (sliding). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
// Refresh the expiry at most once an hour, not on every request.
const SLIDE_AFTER_MS = 60 * 60 * 1000;
export const SESSION_COOKIE = "fld_session";

export type SessionUser = {
  id: string;
  flideskId: string;
  email: string;
  role: Role;
  displayName: string | null;
  // What the portal calls them (`personName`): the display name, a client's business name, or the desk ID.
  name: string;
  // The language they chose for the portal and their mails; null until they choose (decision 49).
  locale: Locale | null;
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function cookie(value: string, maxAgeSeconds: number, secure: boolean) {
  return [
    `${SESSION_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Where a session was started: shown in the profile's list of signed-in devices. */
export type SessionDevice = { userAgent: string | null; ip: string };

/** The device of a request, as a new session records it. */
export const deviceOf = (request: Request, ip: string): SessionDevice => ({
  userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
  ip,
});

/** Starts a session: a random token in an httpOnly cookie; the database keeps only its SHA-256. */
export async function createSession(db: Db, userId: string, secure: boolean, device: SessionDevice) {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS), ...device });
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return cookie(token, SESSION_TTL_MS / 1000, secure);
}

export async function destroySession(db: Db, request: Request, secure: boolean) {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  return cookie("", 0, secure);
}

/**
 * The id of the session the request's cookie names (the token's SHA-256, as stored), or null. Not a check that
 * the session is valid: it keys things that belong to one session, such as its open event streams.
 */
export function sessionIdOf(request: Request) {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  return hashToken(token);
}

/**
 * Which of the given session ids are still valid (not signed out, not expired, the user not removed: removing a
 * user deletes their sessions), each with its user's role now. Long-lived requests check their session with this.
 */
export async function validSessions(db: Db, ids: string[]) {
  const valid = new Map<string, SessionUser["role"]>();
  const now = new Date();
  // In slices: one query's parameters are limited, and a process may hold thousands of streams.
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await db
      .select({ id: sessions.id, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, ids.slice(from, from + 1000)), gt(sessions.expiresAt, now)));
    for (const row of rows) valid.set(row.id, row.role);
  }
  return valid;
}

/** The signed-in user, or null. Slides the session's expiry forward. */
export async function getSessionUser(db: Db, request: Request, memo?: RequestMemo | null): Promise<SessionUser | null> {
  return (await readSession(db, request, memo))?.user ?? null;
}

/**
 * A page's loaders (the portal layouts' and the page's) each ask for the user of the same request: one read of the
 * session serves them all, through the request's memo. Only reads are shared: an action may change the session.
 */
function readSession(db: Db, request: Request, memo?: RequestMemo | null) {
  const id = sessionIdOf(request);
  if (!memo || !id || (request.method !== "GET" && request.method !== "HEAD")) return loadSession(db, request);
  const key = `session:${id}`;
  let session = memo.get(key) as ReturnType<typeof loadSession> | undefined;
  if (!session) {
    session = loadSession(db, request);
    memo.set(key, session);
  }
  return session;
}

/**
 * The session's user and whether they have two-factor sign-in on, in one query: the guard needs both on every
 * portal request.
 */
async function loadSession(db: Db, request: Request) {
  const id = sessionIdOf(request);
  if (!id) return null;
  const now = new Date();
  const [row] = await db
    .select({
      user: {
        id: users.id,
        flideskId: users.flideskId,
        email: users.email,
        role: users.role,
        displayName: users.displayName,
        name: personName(users),
        locale: users.locale,
      },
      lastSeenAt: sessions.lastSeenAt,
      twoFactorSince: twoFactor.enabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, id));
  }
  return { user: row.user, twoFactorOn: row.twoFactorSince !== null };
}

/**
 * Loaders and actions behind sign-in call this: no session, no page (redirect to the sign-in page). It takes the
 * database and settings only (a route hands it `dbAndEnv(context)`), never the request's context (decision 33).
 */
export async function requireUser(context: GuardContext, request: Request) {
  const session = await readSession(context.db, request, context.memo);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(`/dashboard/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  // An admin who must use two-factor sign-in and has not set it up yet does that before anything else.
  if (twoFactorRequired(context.env, session.user.role) && !session.twoFactorOn) enrolFirst(request);
  return session.user;
}

type GuardContext = { db: Db; env: TwoFactorSettings; memo?: RequestMemo | null };

/** Like requireUser, and the user's role must be one of `roles` (403 otherwise). */
export async function requireRole(context: GuardContext, request: Request, roles: SessionUser["role"][]) {
  const user = await requireUser(context, request);
  if (!roles.includes(user.role)) throw new Response("Forbidden", { status: 403 });
  return user;
}

export function isSecure(env: { PUBLIC_URL: string }) {
  return env.PUBLIC_URL.startsWith("https://");
}
