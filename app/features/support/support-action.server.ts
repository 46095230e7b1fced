import type { AppLoadContextValue } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { parseFormData } from "~/lib/parse.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import type { SupportActionData } from "./actions";
import { type DeskIdCheck, validatorMessages } from "./desk-id";
import { checkDeskId } from "./desk-id.server";
import { type SupportRequest, supportMessages } from "./support-request";
import { deskIdSchema, supportRequestSchema } from "./support-schema";

/** The desk ID check, rate-limited per IP: a blank ID is `invalid`, an unknown one `not-found`. */
export async function validateDeskId(form: FormData, context: AppLoadContextValue): Promise<Result<DeskIdCheck>> {
  const parsed = parseFormData(form, deskIdSchema);
  if (!parsed.ok) return parsed;
  const limit = await consume(context.limiters.validator, context.clientIp);
  if (!limit.ok) {
    const { retryAfterSeconds } = limit;
    return fail("limited", retryText(retryAfterSeconds), { retryAfterSeconds });
  }
  try {
    const check = await checkDeskId(context.db, parsed.value.flideskId);
    return check.status === "valid" ? ok(check) : fail("not-found", check.message);
  } catch (error) {
    console.error("Desk ID check failed:", describeError(error));
    return fail("unavailable", validatorMessages.invalid);
  }
}

/** What the validator shows: the account's details, or the problem as an invalid check. */
export function deskIdAnswer(result: Result<DeskIdCheck>): SupportActionData {
  const check: DeskIdCheck = result.ok ? result.value : { status: "invalid", message: result.problem.message };
  return { intent: "validate-id", check };
}

/**
 * The support form posted without JavaScript. The form is simulated (docs/product.md, Support): it is checked and
 * answered, and nothing is sent or stored.
 */
export function simulateSupportRequest(form: FormData): Result<SupportRequest> {
  const parsed = parseFormData(form, supportRequestSchema);
  return parsed.ok ? ok(parsed.value) : { ok: false, problem: parsed.problem };
}

export function supportAnswer(result: Result<SupportRequest>): SupportActionData {
  if (result.ok) {
    const { successTitle: title, successText: description } = supportMessages;
    return { intent: "support", ok: true, toast: { type: "success", title, description } };
  }
  const { message, fields = {} } = result.problem;
  return {
    intent: "support",
    ok: false,
    fields: Object.keys(fields),
    toast: { type: "error", title: "Error", description: message },
  };
}
