import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { invites, passwordResets, users } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { parseFormData } from "~/lib/parse.server";
import { fail, ok, type Result } from "~/lib/result";
import { type AccountTexts, accountMessages } from "../account-texts";
import { hashPassword } from "../password.server";
import {
  hashLinkToken as hashToken,
  isLinkTokenShaped,
  newLinkToken,
  newPasswordSchemaOf,
} from "./one-time-link.server";

/** Invite links work for 7 days, once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITE_GONE = accountMessages.inviteGone;

/**
 * A one-time link for a user's first password; only its hash is stored. A user has at most one live link:
 * issuing one revokes (deletes) the user's earlier unused links, so an older mail stops working.
 */
export async function createInvite(db: Db, publicUrl: string, userId: string, by: AuditActor) {
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    // The user's row lock makes two admins re-issuing at once take turns: the second revokes the first's link.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await tx.delete(invites).where(and(eq(invites.userId, userId), isNull(invites.usedAt)));
    await tx
      .insert(invites)
      .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
    await recordAudit(tx, { action: "invite-sent", by, target: { type: "user", id: userId } });
  });
  return `${publicUrl}/dashboard/invite/${token}`;
}

/** The user whose open (unused, unexpired) invite has this token hash; a revoked link no longer exists. */
const openInvite = (db: Db, tokenHash: string) =>
  db
    .select({ userId: invites.userId })
    .from(invites)
    .where(and(eq(invites.tokenHash, tokenHash), isNull(invites.usedAt), gt(invites.expiresAt, new Date())));

/** The open invite behind a token, with the user's desk ID; null when unknown, revoked, used, expired, or the user has a password. */
export async function findInvite(db: Db, token: string) {
  if (!isLinkTokenShaped(token)) return null;
  const [row] = await db
    .select({ userId: users.id, flideskId: users.flideskId })
    .from(users)
    .where(and(isNull(users.passwordHash), inArray(users.id, openInvite(db, hashToken(token)))))
    .limit(1);
  return row ?? null;
}

/** A link that is no more; the route answers it as gone (410), not as a form error. */
const gone = (t: AccountTexts) => fail("not-found", t.inviteGone);

/**
 * Sets the first password (the wizard's rules) and spends the invite. A link only ever sets a password that was
 * never set: in one transaction the user's row is locked (first, as createInvite does, so accepts and re-issues
 * of one user take turns), the link is spent only if still open, and the password written only if still unset.
 * Two accepts at once, of one link or of two, set one password; the other is refused. A dead link is told first,
 * whatever the form holds.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  form: FormData,
  ip: string,
  t: AccountTexts = accountMessages,
): Promise<Result<{ userId: string; flideskId: string }>> {
  if (!(await findInvite(db, token))) return gone(t);
  const input = parseFormData(form, newPasswordSchemaOf(t));
  if (!input.ok) return { ok: false, problem: input.problem };
  const owner = await spendInvite(db, token, await hashPassword(input.value.password), ip);
  return owner ? ok({ userId: owner.id, flideskId: owner.flideskId }) : gone(t);
}

/** The password written and the link spent, if both are still open under the user's row lock; else null. */
async function spendInvite(db: Db, token: string, passwordHash: string, ip: string) {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, flideskId: users.flideskId })
      .from(users)
      .where(and(isNull(users.passwordHash), inArray(users.id, openInvite(tx, tokenHash))))
      .for("update");
    if (!owner) return null;
    // Checked again under the lock: a link spent or revoked while this waited is no longer open now.
    const now = new Date();
    const [spent] = await tx
      .update(invites)
      .set({ usedAt: now })
      .where(
        and(
          eq(invites.tokenHash, tokenHash),
          eq(invites.userId, owner.id),
          isNull(invites.usedAt),
          gt(invites.expiresAt, now),
        ),
      )
      .returning({ id: invites.id });
    if (!spent) return null;
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, owner.id), isNull(users.passwordHash)));
    // Any other link the user still had is spent too, a password reset's as well.
    await tx
      .update(invites)
      .set({ usedAt: now })
      .where(and(eq(invites.userId, owner.id), isNull(invites.usedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, owner.id), isNull(passwordResets.usedAt)));
    await publishChange(tx, { kind: "user" });
    const by = { userId: owner.id, flideskId: owner.flideskId, ip };
    await recordAudit(tx, { action: "invite-accepted", by, target: { type: "user", id: owner.id } });
    return owner;
  });
}
