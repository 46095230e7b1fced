import { and, eq, isNotNull } from "drizzle-orm";
import { redirect } from "react-router";
import { twoFactor } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { profileSections } from "~/lib/portal-areas";
import type { Role } from "~/lib/validation";

export type TwoFactorSettings = Pick<Env, "DATABASE_URL" | "ADMIN_TWO_FACTOR">;

/**
 * Admins on a production database (DATABASE_URL) must sign in with two factors, unless ADMIN_TWO_FACTOR=off.
 * Never on the embedded database: its demo accounts are there to be tried with the password alone.
 */
export const twoFactorRequired = (env: TwoFactorSettings, role: Role) =>
  role === "admin" && Boolean(env.DATABASE_URL) && env.ADMIN_TWO_FACTOR !== "off";

/** The start-up warning when the requirement is switched off where it would hold. */
export function twoFactorWarning(env: TwoFactorSettings) {
  if (!env.DATABASE_URL || env.ADMIN_TWO_FACTOR !== "off") return null;
  return "Warning: ADMIN_TWO_FACTOR=off: admins can sign in with a password alone on this production database.";
}

/** Where two-factor sign-in is set up: the profile's Security section. */
export const ENROL_PATH = profileSections.security;
// What an admin who must enrol may still reach: the Security section (to enrol), signing out, and the live-update
// stream. The profile's layout loads nothing, so its other sections send such an admin here too.
const OPEN_PATHS = new Set([ENROL_PATH, "/dashboard/sign-out", "/api/events"]);

/** Sends an admin who must enrol to the Security section, from any other portal page, loader or action. */
export function enrolFirst(request: Request) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  if (!OPEN_PATHS.has(path)) throw redirect(`${ENROL_PATH}#two-factor`);
}

/** Whether the user signs in with a second factor (set up and confirmed). */
export async function hasTwoFactor(db: Db, userId: string) {
  const rows = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return rows.length > 0;
}
