import { desc, eq } from "drizzle-orm";
import { subscriptions, users } from "#db/schema";
import { planLabel } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import { DESK_ID_PATTERN } from "~/lib/validation";
import { type DeskIdCheck, maskEmail, normalizeDeskId } from "./desk-id";

/**
 * Looks a desk ID up for the public validator. It tells only the plan, whether the subscription is paid
 * up ('completed') and a masked email (docs/product.md, Support).
 */
export async function checkDeskId(
  db: Db,
  input: string,
  words: { invalid: string; noPlan: string; socialMedia: string },
): Promise<DeskIdCheck> {
  const flideskId = normalizeDeskId(input);
  if (!DESK_ID_PATTERN.test(flideskId)) return { status: "invalid", message: words.invalid };
  const [user] = await db.select().from(users).where(eq(users.flideskId, flideskId)).limit(1);
  if (!user) return { status: "invalid", message: words.invalid };

  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  // The subscription's status follows the gateway's verified notifications: active means paid up.
  const paymentStatus = !subscription ? "none" : subscription.status === "active" ? "completed" : subscription.status;
  return {
    status: "valid",
    flideskId: user.flideskId,
    plan: subscription ? planLabel(subscription.plan, subscription.service, words.socialMedia) : words.noPlan,
    paymentStatus,
    maskedEmail: maskEmail(user.email),
  };
}
