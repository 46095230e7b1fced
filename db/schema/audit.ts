import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { type AuditTarget, auditActions } from "./values";

export const auditAction = pgEnum("audit_action", auditActions);

/** A few plain facts about an action (a new status, a data set's name); never a secret. */
export type AuditDetail = Record<string, string | number | boolean | null>;

/**
 * The audit log: who did what to which record, when and from where. Append-only: the app has no path that
 * updates or deletes a row, and the clean-up job leaves the table alone. The actor's id has no foreign key, and
 * their desk ID is copied as it was, so that a row outlives its user and no cascade ever rewrites it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // Null when nobody was signed in (a failed sign-in to an unknown desk ID, a "Forgot password" request).
    actorId: uuid("actor_id"),
    actorDeskId: text("actor_desk_id"),
    action: auditAction("action").notNull(),
    targetType: text("target_type").$type<AuditTarget>(),
    targetId: text("target_id"),
    ip: text("ip"),
    detail: jsonb("detail").$type<AuditDetail>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_target_idx").on(t.targetId),
  ],
);
