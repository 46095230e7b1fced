import { sql } from "drizzle-orm";
import { users } from "#db/schema";
import { wizardMessagesIn } from "~/features/onboarding/index.server";
import type { LimitedServices } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import type { Locale } from "~/lib/locale";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { gateway } from "../payhere/gateway.server";
import { createCheckout } from "./checkout.server";
import type { CheckoutMessages, GatewayForm } from "./checkout-form";
import { checkoutMessagesIn } from "./checkout-messages.server";
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

const notSaved = (messages: CheckoutMessages) =>
  fail("unavailable", messages.notSaved, { title: messages.paymentFailedTitle });

/** Checkout's and the wizard's words in the buyer's language (decision 50): English word for word by default. */
async function messagesIn(locale: Locale) {
  const [messages, wizard] = await Promise.all([checkoutMessagesIn(locale), wizardMessagesIn(locale)]);
  return { messages, wizard };
}

/**
 * Checkout's action: checks everything again (plan, form, every wizard step, the password), then records the
 * checkout and answers with the signed gateway form. An email that already has an account is refused: an
 * anonymous buyer must neither see that account's desk ID nor add to it (decision 0014).
 */
export async function submitCheckout(
  form: FormData,
  services: LimitedServices,
  locale: Locale = "en",
): Promise<Result<StartedCheckout>> {
  const { messages, wizard } = await messagesIn(locale);
  if (gateway(services.env).kind === "none") {
    return fail("unavailable", messages.paymentsOff, { title: messages.paymentsOffTitle });
  }
  const parsed = parseCheckout(form, messages, wizard);
  if (!parsed.ok) return parsed;
  // The buyer's language goes with the order: the new account's and its mails' (decision 50).
  const input = { ...parsed, value: { ...parsed.value, locale } };

  const limit = await consume(services.limiters.checkout, services.clientKey);
  if (!limit.ok) {
    return fail("limited", retryText(limit.retryAfterSeconds, locale), {
      title: messages.paymentFailedTitle,
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  // After the rate limit: this answer tells whether an email has an account, so it must not be asked in bulk.
  try {
    if (await emailHasAccount(services.db, input.value.email)) {
      return fail("conflict", messages.accountExistsText, {
        title: messages.accountExistsTitle,
        fields: { email: messages.accountExists },
      });
    }
  } catch (error) {
    console.error("Checking the checkout's email failed:", describeError(error));
    return notSaved(messages);
  }
  return record(input.value, services, messages);
}

async function record(
  input: CheckoutInput,
  services: LimitedServices,
  messages: CheckoutMessages,
): Promise<Result<StartedCheckout>> {
  try {
    const { session, form } = await createCheckout(services.db, services.env, {
      ...input,
      ipAddress: services.clientIp,
    });
    return ok({ gateway: form, orderId: session.orderId });
  } catch (error) {
    console.error("Creating the checkout session failed:", describeError(error));
    return notSaved(messages);
  }
}
