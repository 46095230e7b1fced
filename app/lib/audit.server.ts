import { type AuditDetail, auditLog } from "#db/schema";
import type { AuditAction, AuditTarget } from "#db/schema/values";
import type { Db } from "./db.server";

/**
 * The write side of the audit log (db/schema/audit.ts). It lives here, below the features, like publishChange:
 * every feature that does something security-relevant or administrative records it. A feature records inside
 * its own transaction (pass `tx`), so a change that is refused or rolled back leaves no row, and a row never
 * tells of a change that did not happen.
 */

/** Who acts, and from where: a signed-in user, or nobody known (ids null) at an address. */
export type AuditActor = { userId: string | null; flideskId: string | null; ip: string | null };

export type AuditEntry = {
  action: AuditAction;
  by: AuditActor;
  target?: { type: AuditTarget; id: string };
  detail?: AuditDetail;
};

/** The actor of a request by a signed-in user. */
export const actorOf = (user: { id: string; flideskId: string }, ip: string | null) => ({
  userId: user.id,
  flideskId: user.flideskId,
  ip,
});

/** Nobody signed in: only the address is known. */
export const anonymousActor = (ip: string | null): AuditActor => ({ userId: null, flideskId: null, ip });

/** Appends one row; the only write to the audit log there is. */
export async function recordAudit(db: Pick<Db, "insert">, { action, by, target, detail }: AuditEntry) {
  await db.insert(auditLog).values({
    action,
    actorId: by.userId,
    actorDeskId: by.flideskId,
    ip: by.ip,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    detail: detail ?? {},
  });
}
