import { and, eq } from "drizzle-orm";
import { subscriptions, users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";

export type Subscription = typeof subscriptions.$inferSelect;
/** Who acts on a subscription from the Billing tab. */
export type BillingUser = { id: string; role: string };

export const subscriptionMessages = {
  clientsOnly: "Only the client who holds a subscription can change it.",
  notFound: "Subscription not found.",
  notActive: "This subscription is no longer running, so it cannot be cancelled.",
  alreadyCancelled: "This subscription has already been cancelled.",
  takingEffect: "The cancellation is taking effect right now, so it can no longer be undone.",
  notFailed: "This subscription has no failed payment to retry.",
  retrying: "A retry of this payment is already under way. Please wait a moment.",
  notSetUp: "Billing actions are not set up on this server. Please contact us.",
} as const;

/**
 * The client's own subscription, locked for the caller's transaction: anyone else's id is not found (it does not
 * say the id exists), and a freelancer or an admin acting as a client is refused.
 */
export async function ownSubscription(tx: Db, user: BillingUser, id: string): Promise<Result<Subscription>> {
  if (user.role !== "client") return fail("forbidden", subscriptionMessages.clientsOnly);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, user.id)))
    .for("update");
  return row ? ok(row) : fail("not-found", subscriptionMessages.notFound);
}

/** The holder's address and language (their profile's, else English), for the subscription's mails. */
export async function holderOf(tx: Db, userId: string) {
  const [row] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
  return row ? { email: row.email, locale: row.locale ?? "en" } : null;
}
