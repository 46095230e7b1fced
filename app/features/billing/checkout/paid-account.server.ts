import { and, eq, sql } from "drizzle-orm";
import { checkoutSessions, users } from "#db/schema";
import { newDeskId } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { checkoutLocale } from "./checkout.server";

export type CheckoutSession = typeof checkoutSessions.$inferSelect;
type User = typeof users.$inferSelect;

const byEmail = async (tx: Db, email: string) =>
  (await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1))[0];

/**
 * The account a paid checkout belongs to: a new one made from the checkout, or the one another checkout for the
 * same email opened after this one began (one buyer paying two orders at once). Null for any other account
 * (an older one, or one an admin made meanwhile): a checkout never adds to an account it did not open.
 */
export async function accountFor(tx: Db, session: CheckoutSession): Promise<{ user: User; created: boolean } | null> {
  let existing = await byEmail(tx, session.email);
  if (!existing) {
    // A concurrent payment for the same email may be inserting it: this insert waits for that one's commit and
    // then inserts nothing, instead of failing on the unique email.
    const [made] = await tx
      .insert(users)
      .values({
        flideskId: await newDeskId(tx),
        email: session.email,
        role: "client",
        passwordHash: session.passwordHash,
        onboarded: false,
        // The language the buyer bought in (decision 50); English stays unchosen, as for every new account.
        locale: checkoutLocale(session) === "en" ? null : checkoutLocale(session),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (made) return { user: made, created: true };
    existing = await byEmail(tx, session.email);
    if (!existing) throw new Error(`no account for ${session.orderId} after a conflicting insert`);
  }
  if (existing.createdAt < session.createdAt) return null;
  // Opened by a checkout (for this email), not by an admin.
  const [opener] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.userId, existing.id), sql`lower(${checkoutSessions.email}) = lower(${session.email})`),
    )
    .limit(1);
  return opener ? { user: existing, created: false } : null;
}
