import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { users } from "#db/schema";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { queueMail } from "~/lib/mail.server";
import type { Role } from "~/lib/validation";
import { newDeskId } from "./desk-id.server";
import { createInvite } from "./invites.server";

/** Every user, newest first, with whether they have set a password yet. */
export async function listUsers(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      flideskId: users.flideskId,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt));
  // The hash itself never leaves this module.
  return rows.map(({ passwordHash, ...u }) => ({ ...u, invitePending: passwordHash === null }));
}

async function emailTaken(db: Db, email: string, exceptId?: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email))
    .limit(1);
  return rows.length > 0;
}

async function mailInvite(db: Db, to: string, flideskId: string, inviteUrl: string) {
  await queueMail(db, {
    to,
    sensitive: true,
    subject: "Your Fli DESK account",
    text: [
      "An account has been created for you on Fli DESK.",
      "",
      `Your Fli DESK ID: ${flideskId}`,
      `Set your password (the link works once, for 7 days): ${inviteUrl}`,
    ].join("\n"),
  });
}

export type CreateUserResult =
  | { ok: true; flideskId: string; inviteUrl: string; userId: string }
  | { ok: false; duplicate: true };

/**
 * An admin adds a user: the server makes the desk ID, the user is onboarded and gets a one-time invite link
 * (answered to the admin to copy, and mailed to the user). A taken email writes nothing.
 */
export async function createUser(db: Db, env: Env, input: { email: string; role: Role }): Promise<CreateUserResult> {
  if (await emailTaken(db, input.email)) return { ok: false, duplicate: true };
  let created: { id: string; flideskId: string; inviteUrl: string };
  try {
    created = await db.transaction(async (tx) => {
      const flideskId = await newDeskId(tx);
      const [user] = await tx
        .insert(users)
        .values({ flideskId, email: input.email, role: input.role, onboarded: true })
        .returning({ id: users.id });
      if (!user) throw new Error("insert returned no row");
      const inviteUrl = await createInvite(tx, env.PUBLIC_URL, user.id);
      await publishChange(tx, { kind: "user" });
      return { id: user.id, flideskId, inviteUrl };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, duplicate: true };
    throw error;
  }
  await mailInvite(db, input.email, created.flideskId, created.inviteUrl);
  return { ok: true, flideskId: created.flideskId, inviteUrl: created.inviteUrl, userId: created.id };
}

export type UpdateEmailResult = { ok: true } | { ok: false; reason: "not-found" | "duplicate" };

/** docs/product.md, Fli DESK portal: an admin edits a user's email only. */
export async function updateUserEmail(db: Db, userId: string, email: string): Promise<UpdateEmailResult> {
  if (await emailTaken(db, email, userId)) return { ok: false, reason: "duplicate" };
  try {
    const rows = await db.transaction(async (tx) => {
      const updated = await tx.update(users).set({ email }).where(eq(users.id, userId)).returning({ id: users.id });
      if (updated.length) await publishChange(tx, { kind: "user" });
      return updated;
    });
    return rows.length ? { ok: true } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    throw error;
  }
}

/**
 * A fresh invite for a user who has not set a password yet (the first link expired or was lost); it revokes the
 * user's earlier links. The user's row stays locked from the check to the new link, so an older link accepted at
 * the same moment either comes first (and nothing is issued) or waits and finds itself revoked.
 */
export async function reissueInvite(db: Db, env: Env, userId: string) {
  const issued = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, flideskId: users.flideskId })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .limit(1)
      .for("update");
    if (!user) return null;
    return { ...user, inviteUrl: await createInvite(tx, env.PUBLIC_URL, user.id) };
  });
  if (!issued) return null;
  await mailInvite(db, issued.email, issued.flideskId, issued.inviteUrl);
  return { flideskId: issued.flideskId, inviteUrl: issued.inviteUrl };
}
