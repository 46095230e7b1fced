import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { portalLocaleOf } from "~/lib/portal-locale.server";

/**
 * The review page's language: the page is the client's, opened without signing in, so it speaks the client's
 * language (their profile, else the last public page this browser saw, else English). A link that opens nothing
 * names no client: then the browser's own rule.
 */
export async function reviewLocale(db: Db, request: Request, clientId: string | null): Promise<Locale> {
  if (!clientId) return portalLocaleOf(request, null);
  const [client] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, clientId));
  return portalLocaleOf(request, client ?? null);
}
