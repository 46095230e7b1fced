import { and, desc, eq, ne, sql } from "drizzle-orm";
import { twoFactor, users } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { queueMail } from "~/lib/mail.server";
import { fail, ok, type Result } from "~/lib/result";
import type { Role } from "~/lib/validation";
import { type AccountTexts, accountMessages } from "./account-texts";
import { newDeskId } from "./desk-id.server";
import { createInvite } from "./links/invites.server";
import { inviteMail } from "./mails";
import { personName } from "./person-name.server";

/** The words of a refused write to a user, in the admin's language (English by default: account-texts.ts). */
export type UserRefusalTexts = Pick<AccountTexts, "duplicate" | "userNotFound" | "hasPassword">;

/** Why a write to a user was refused, in `t`'s words. */
const refusals = {
  duplicate: (t: UserRefusalTexts) => fail("conflict", t.duplicate),
  notFound: (t: UserRefusalTexts) => fail("not-found", t.userNotFound),
  hasPassword: (t: UserRefusalTexts) => fail("conflict", t.hasPassword),
};

/** Every user, newest first, named as the portal names them, with whether they have set a password yet and whether they use two-factor sign-in. */
export async function listUsers(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      flideskId: users.flideskId,
      name: personName(users),
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      twoFactor: sql<boolean>`${twoFactor.enabledAt} is not null`,
    })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
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
  await queueMail(db, inviteMail(to, flideskId, inviteUrl));
}

/**
 * An admin adds a user: the server makes the desk ID, the user is onboarded and gets a one-time invite link
 * (answered to the admin to copy, and mailed to the user). A taken email writes nothing: a conflict.
 */
export async function createUser(
  db: Db,
  env: Env,
  input: { email: string; role: Role },
  by: AuditActor,
  t: UserRefusalTexts = accountMessages,
): Promise<Result<{ flideskId: string; inviteUrl: string; userId: string }>> {
  if (await emailTaken(db, input.email)) return refusals.duplicate(t);
  let created: { id: string; flideskId: string; inviteUrl: string };
  try {
    created = await db.transaction(async (tx) => {
      const flideskId = await newDeskId(tx);
      const [user] = await tx
        .insert(users)
        .values({ flideskId, email: input.email, role: input.role, onboarded: true })
        .returning({ id: users.id });
      if (!user) throw new Error("insert returned no row");
      await recordAudit(tx, { action: "user-added", by, target: { type: "user", id: user.id }, detail: input });
      const inviteUrl = await createInvite(tx, env.PUBLIC_URL, user.id, by);
      await publishChange(tx, { kind: "user" });
      return { id: user.id, flideskId, inviteUrl };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refusals.duplicate(t);
    throw error;
  }
  await mailInvite(db, input.email, created.flideskId, created.inviteUrl);
  return ok({ flideskId: created.flideskId, inviteUrl: created.inviteUrl, userId: created.id });
}

/** docs/product.md, Fli DESK portal: an admin edits a user's email only. A taken email is a conflict. */
export async function updateUserEmail(
  db: Db,
  userId: string,
  email: string,
  by: AuditActor,
  t: UserRefusalTexts = accountMessages,
): Promise<Result> {
  if (await emailTaken(db, email, userId)) return refusals.duplicate(t);
  try {
    const rows = await db.transaction(async (tx) => {
      const updated = await tx.update(users).set({ email }).where(eq(users.id, userId)).returning({ id: users.id });
      if (!updated.length) return updated;
      await publishChange(tx, { kind: "user" });
      await recordAudit(tx, { action: "user-edited", by, target: { type: "user", id: userId }, detail: { email } });
      return updated;
    });
    return rows.length ? ok() : refusals.notFound(t);
  } catch (error) {
    if (isUniqueViolation(error)) return refusals.duplicate(t);
    throw error;
  }
}

/**
 * A fresh invite for a user who has not set a password yet (the first link expired or was lost); it revokes the
 * user's earlier links. A user who has set a password is a conflict. The user's row stays locked from the check to
 * the new link, so an older link accepted at the same moment either comes first (and nothing is issued) or waits
 * and finds itself revoked.
 */
export async function reissueInvite(
  db: Db,
  env: Env,
  userId: string,
  by: AuditActor,
  t: UserRefusalTexts = accountMessages,
): Promise<Result<{ flideskId: string; inviteUrl: string }>> {
  const issued = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, flideskId: users.flideskId, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
      .for("update");
    if (!user) return refusals.notFound(t);
    if (user.passwordHash !== null) return refusals.hasPassword(t);
    return ok({
      email: user.email,
      flideskId: user.flideskId,
      inviteUrl: await createInvite(tx, env.PUBLIC_URL, user.id, by),
    });
  });
  if (!issued.ok) return issued;
  const { email, flideskId, inviteUrl } = issued.value;
  await mailInvite(db, email, flideskId, inviteUrl);
  return ok({ flideskId, inviteUrl });
}
