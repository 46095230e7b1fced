import { sql } from "drizzle-orm";
import { users } from "#db/schema";
import type { LimitedServices } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { gateway } from "../payhere/gateway.server";
import { createCheckout } from "./checkout.server";
import { checkoutMessages, type GatewayForm } from "./checkout-form";
import { type CheckoutInput, parseCheckout } from "./checkout-schema.server";

export type StartedCheckout = { gateway: GatewayForm; orderId: string };

/** Whether an account already uses this email, in any letter case (the column's own unique check is exact). */
export async function emailHasAccount(db: Pick<Db, "select">, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

const notSaved = () =>
  fail("unavailable", checkoutMessages.createFailed(checkoutMessages.databaseError("the order could not be saved")), {
    title: checkoutMessages.paymentFailedTitle,
  });

/**
 * Checkout's action: checks everything again (plan, form, every wizard step, the password), then records the
 * checkout and answers with the signed gateway form. An email that already has an account is refused: an
 * anonymous buyer must neither see that account's desk ID nor add to it (decision 0014).
 */
export async function submitCheckout(form: FormData, services: LimitedServices): Promise<Result<StartedCheckout>> {
  if (gateway(services.env).kind === "none") {
    return fail("unavailable", checkoutMessages.paymentsOff, { title: checkoutMessages.paymentsOffTitle });
  }
  const input = parseCheckout(form);
  if (!input.ok) return input;

  const limit = await consume(services.limiters.checkout, services.clientKey);
  if (!limit.ok) {
    return fail("limited", retryText(limit.retryAfterSeconds), {
      title: checkoutMessages.paymentFailedTitle,
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  // After the rate limit: this answer tells whether an email has an account, so it must not be asked in bulk.
  try {
    if (await emailHasAccount(services.db, input.value.email)) {
      return fail("conflict", checkoutMessages.accountExistsText, {
        title: checkoutMessages.accountExistsTitle,
        fields: { email: checkoutMessages.accountExists },
      });
    }
  } catch (error) {
    console.error("Checking the checkout's email failed:", describeError(error));
    return notSaved();
  }
  return record(input.value, services);
}

async function record(input: CheckoutInput, services: LimitedServices): Promise<Result<StartedCheckout>> {
  try {
    const { session, form } = await createCheckout(services.db, services.env, {
      ...input,
      ipAddress: services.clientIp,
    });
    return ok({ gateway: form, orderId: session.orderId });
  } catch (error) {
    console.error("Creating the checkout session failed:", describeError(error));
    return notSaved();
  }
}
