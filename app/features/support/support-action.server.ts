import type { LimitedServices } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import type { Locale } from "~/lib/locale";
import { parseFormData } from "~/lib/parse.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import type { SupportRequestDone, ValidDeskId } from "./actions";
import { checkDeskId } from "./desk-id.server";
import { filePublicRequest } from "./support-request.server";
import { deskIdSchema, supportRequestSchema } from "./support-schema";
import { supportAnswerWordsIn, supportCheckMessagesIn, validatorWordsIn } from "./texts.server";

/** A public support form's post takes the database and the limit of the client sending it. */
export type SupportServices = Pick<LimitedServices, "db" | "limiters" | "clientKey">;

/**
 * The desk ID check, rate-limited per IP, answered in the page's language: a blank ID is `invalid`, an unknown one
 * `not-found`.
 */
export async function validateDeskId(
  form: FormData,
  services: SupportServices,
  locale: Locale,
): Promise<Result<ValidDeskId>> {
  const words = validatorWordsIn(locale);
  const parsed = parseFormData(form, deskIdSchema(words.required));
  if (!parsed.ok) return parsed;
  const limit = await consume(services.limiters.validator, services.clientKey);
  if (!limit.ok) {
    const { retryAfterSeconds } = limit;
    return fail("limited", retryText(retryAfterSeconds, locale), { retryAfterSeconds });
  }
  try {
    const check = await checkDeskId(services.db, parsed.value.flideskId, words);
    return check.status === "valid" ? ok(check) : fail("not-found", check.message);
  } catch (error) {
    console.error("Desk ID check failed:", describeError(error));
    return fail("unavailable", words.invalid);
  }
}

/**
 * The public support form's post (with or without JavaScript): checked by the form's own rules, limited per IP,
 * then filed as a ticket with the two mails it sends (docs/product.md, Support), the ticket keeping the page's
 * language. Every answer is in that language. Bad input and a spent limit write nothing; bad input does not count
 * against the limit.
 */
export async function submitSupportRequest(
  form: FormData,
  services: SupportServices,
  locale: Locale,
): Promise<Result<SupportRequestDone>> {
  const words = supportAnswerWordsIn(locale);
  const parsed = parseFormData(form, supportRequestSchema(supportCheckMessagesIn(locale)));
  if (!parsed.ok) return { ok: false, problem: { ...parsed.problem, title: words.errorTitle } };
  const limit = await consume(services.limiters.support, services.clientKey);
  if (!limit.ok) {
    const { retryAfterSeconds } = limit;
    return fail("limited", retryText(retryAfterSeconds, locale), { title: words.errorTitle, retryAfterSeconds });
  }
  try {
    const { reference } = await filePublicRequest(services.db, parsed.value, locale);
    return ok({ reference, title: words.successTitle, description: words.success(reference) });
  } catch (error) {
    console.error("Support request failed:", describeError(error));
    return fail("unavailable", words.failed, { title: words.errorTitle });
  }
}
