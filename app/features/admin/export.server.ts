import type { SessionUser } from "~/features/accounts/session.server";
import { listUsers } from "~/features/accounts/users.server";
import { listLeads } from "~/features/leads/leads.server";
import { listProjectsFor } from "~/features/projects/projects.server";
import type { Db } from "~/lib/db.server";

export const EXPORTS = ["projects", "users", "leads"] as const;
export type ExportName = (typeof EXPORTS)[number];

type Cell = string | number | boolean | Date | null | undefined | string[];

/**
 * One CSV cell (RFC 4180). A text starting with = + - @ or a tab is prefixed with ' so that a spreadsheet
 * never runs what a visitor typed into a form as a formula.
 */
export function csvCell(value: Cell) {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join("; ") : String(value);
  if (typeof value === "string" || Array.isArray(value)) {
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]) {
  return `${[header, ...rows].map((row) => row.map((c) => csvCell(c)).join(",")).join("\r\n")}\r\n`;
}

/** The admin's Settings > Export: one CSV per data set. */
export async function exportCsv(db: Db, admin: SessionUser, name: ExportName) {
  if (name === "users") {
    const rows = await listUsers(db);
    return toCsv(
      ["flidesk_id", "email", "role", "invite_pending", "last_sign_in_at", "created_at"],
      rows.map((u) => [u.flideskId, u.email, u.role, u.invitePending, u.lastSignInAt, u.createdAt]),
    );
  }
  if (name === "leads") {
    const rows = await listLeads(db, {});
    return toCsv(
      ["type", "name", "email", "services", "details", "status", "created_at"],
      rows.map((l) => [l.kind, l.name, l.email, l.services, l.detail, l.status, l.createdAt]),
    );
  }
  const rows = await listProjectsFor(db, admin);
  return toCsv(
    [
      "title",
      "description",
      "client",
      "freelancer",
      "status",
      "progress",
      "deadline",
      "analytics_connected",
      "completed_at",
      "created_at",
    ],
    rows.map((p) => [
      p.title,
      p.description,
      p.clientDeskId,
      p.freelancerDeskId,
      p.status,
      p.progress,
      p.deadline,
      p.googleAnalyticsConnected,
      p.completedAt,
      p.createdAt,
    ]),
  );
}
