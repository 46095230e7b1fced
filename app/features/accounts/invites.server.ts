import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { invites, users } from "#db/schema";
import { validatePassword } from "~/features/onboarding/wizard";
import { publishChange } from "~/features/realtime/feed.server";
import type { Db } from "~/lib/db.server";
import { hashPassword } from "./password.server";

/** Invite links work for 7 days, once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A one-time link for a user's first password; only its hash is stored. */
export async function createInvite(db: Db, publicUrl: string, userId: string) {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(invites)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
  return `${publicUrl}/dashboard/invite/${token}`;
}

/** The open invite behind a token, with the user's desk ID; null when unknown, used or expired. */
export async function findInvite(db: Db, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ id: invites.id, userId: invites.userId, flideskId: users.flideskId })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(and(eq(invites.tokenHash, hashToken(token)), isNull(invites.usedAt), gt(invites.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export type AcceptResult = { ok: true; userId: string } | { ok: false; status: number; message: string };

/** Sets the password (the wizard's rules) and spends the invite, in one transaction. */
export async function acceptInvite(db: Db, token: string, password: string, confirm: string): Promise<AcceptResult> {
  const invite = await findInvite(db, token);
  if (!invite) return { ok: false, status: 410, message: "This invite link is invalid, used or expired." };
  const problem = validatePassword(password);
  if (problem) return { ok: false, status: 400, message: problem };
  if (password !== confirm) return { ok: false, status: 400, message: "The passwords do not match" };
  const passwordHash = await hashPassword(password);
  const spent = await db.transaction(async (tx) => {
    const used = await tx
      .update(invites)
      .set({ usedAt: new Date() })
      .where(and(eq(invites.id, invite.id), isNull(invites.usedAt)))
      .returning({ id: invites.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, invite.userId));
    await publishChange(tx, { kind: "user" });
    return true;
  });
  if (!spent) return { ok: false, status: 410, message: "This invite link is invalid, used or expired." };
  return { ok: true, userId: invite.userId };
}
