import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import * as english from "~/paraglide-portal/messages/en.js";
import type { Db } from "./db.server";
import { loadPortalTexts, type PortalTexts } from "./portal-texts";

/** The portal's texts in English: the answers where no reader's language is given (a job, the system, a test). */
export const englishTexts: PortalTexts = { m: english as unknown as PortalTexts["m"], locale: "en" };

/**
 * The texts of the person acting, by their profile's language (English without one, and for the system): for a
 * feature's write whose caller hands it no texts, such as an admin's refund or project change (decision 49).
 */
export async function actorTexts(db: Db, actor: { userId: string | null }): Promise<PortalTexts> {
  if (!actor.userId) return englishTexts;
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, actor.userId));
  return row?.locale ? loadPortalTexts(row.locale) : englishTexts;
}
