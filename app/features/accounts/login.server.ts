import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import type { AppLoadContextValue } from "~/lib/context.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { loginMessages } from "./login";
import { verifyPassword } from "./password.server";
import { createSession, isSecure } from "./session.server";

// A hash of a random password: checking it costs as much as a real one, so a wrong ID answers as slowly as a wrong password.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$7nr9FHVw1HWxve91fkjvcw$1tHehvSQKmaTOesmR5urPsy3Er+2+uxTWKzc+JxWVF4";

export type LoginResult = { ok: true; cookie: string } | { ok: false; status: number; message: string };

/** Desk ID + password, limited per desk ID and per IP; the same answer for a wrong ID and a wrong password. */
export async function logIn(context: AppLoadContextValue, formData: FormData): Promise<LoginResult> {
  const flideskId = String(formData.get("flideskId") ?? "")
    .trim()
    .toUpperCase()
    .slice(0, 20);
  const password = String(formData.get("password") ?? "").slice(0, 200);
  if (!flideskId || !password) return { ok: false, status: 400, message: loginMessages.required };

  for (const [limiter, key] of [
    [context.limiters.loginIp, context.clientIp],
    [context.limiters.loginId, flideskId],
  ] as const) {
    const limit = await consume(limiter, key);
    if (!limit.ok) return { ok: false, status: 429, message: retryText(limit.retryAfterSeconds) };
  }

  const [user] = await context.db.select().from(users).where(eq(users.flideskId, flideskId)).limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user?.passwordHash || !valid) return { ok: false, status: 401, message: loginMessages.invalid };
  return { ok: true, cookie: await createSession(context.db, user.id, isSecure(context.env)) };
}
