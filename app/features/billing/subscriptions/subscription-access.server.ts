import { and, eq } from "drizzle-orm";
import { subscriptions, users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { englishTexts, type SubscriptionAnswers, subscriptionAnswers } from "../answers.server";

export type Subscription = typeof subscriptions.$inferSelect;
/** Who acts on a subscription from the Billing tab. */
export type BillingUser = { id: string; role: string };

/** The subscription answers in English (the product's words); a client's form is answered in their language. */
export const subscriptionMessages = subscriptionAnswers(englishTexts);

/**
 * The client's own subscription, locked for the caller's transaction: anyone else's id is not found (it does not
 * say the id exists), and a freelancer or an admin acting as a client is refused.
 */
export async function ownSubscription(
  tx: Db,
  user: BillingUser,
  id: string,
  a: SubscriptionAnswers = subscriptionMessages,
): Promise<Result<Subscription>> {
  if (user.role !== "client") return fail("forbidden", a.clientsOnly);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, user.id)))
    .for("update");
  return row ? ok(row) : fail("not-found", a.notFound);
}

/** The holder's address and language (their profile's, else English), for the subscription's mails. */
export async function holderOf(tx: Db, userId: string) {
  const [row] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
  return row ? { email: row.email, locale: row.locale ?? "en" } : null;
}
