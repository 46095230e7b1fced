import type { LimitedServices } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { parseFormData } from "~/lib/parse.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import type { ValidDeskId } from "./actions";
import { validatorMessages } from "./desk-id";
import { checkDeskId } from "./desk-id.server";
import { supportMessages } from "./support-request";
import { filePublicRequest } from "./support-request.server";
import { deskIdSchema, supportRequestSchema } from "./support-schema";

/** The desk ID check, rate-limited per IP: a blank ID is `invalid`, an unknown one `not-found`. */
/** A public support form's post takes the database and the limit of the client sending it. */
export type SupportServices = Pick<LimitedServices, "db" | "limiters" | "clientKey">;

export async function validateDeskId(form: FormData, services: SupportServices): Promise<Result<ValidDeskId>> {
  const parsed = parseFormData(form, deskIdSchema);
  if (!parsed.ok) return parsed;
  const limit = await consume(services.limiters.validator, services.clientKey);
  if (!limit.ok) {
    const { retryAfterSeconds } = limit;
    return fail("limited", retryText(retryAfterSeconds), { retryAfterSeconds });
  }
  try {
    const check = await checkDeskId(services.db, parsed.value.flideskId);
    return check.status === "valid" ? ok(check) : fail("not-found", check.message);
  } catch (error) {
    console.error("Desk ID check failed:", describeError(error));
    return fail("unavailable", validatorMessages.invalid);
  }
}

/**
 * The public support form's post (with or without JavaScript): checked by the form's own rules, limited per IP,
 * then filed as a ticket with the two mails it sends (docs/product.md, Support). Bad input and a spent limit
 * write nothing; bad input does not count against the limit.
 */
export async function submitSupportRequest(
  form: FormData,
  services: SupportServices,
): Promise<Result<{ reference: string }>> {
  const parsed = parseFormData(form, supportRequestSchema);
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  const limit = await consume(services.limiters.support, services.clientKey);
  if (!limit.ok) {
    const { retryAfterSeconds } = limit;
    return fail("limited", retryText(retryAfterSeconds), { retryAfterSeconds });
  }
  try {
    const ticket = await filePublicRequest(services.db, parsed.value);
    return ok({ reference: ticket.reference });
  } catch (error) {
    console.error("Support request failed:", describeError(error));
    return fail("unavailable", supportMessages.failed);
  }
}
