import { data } from "react-router";
import type { AppLoadContextValue } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import type { SupportActionData } from "./actions";
import { validatorMessages } from "./desk-id";
import { checkDeskId } from "./desk-id.server";
import { checkSupportRequest, supportMessages } from "./support-request";

/** The desk ID check: blank 400, unknown 404, too many 429; rate-limited per IP. */
export async function validateDeskId(formData: FormData, context: AppLoadContextValue) {
  const input = String(formData.get("flideskId") ?? "");
  if (!input.trim()) {
    return data<SupportActionData>(
      { intent: "validate-id", check: { status: "invalid", message: validatorMessages.required } },
      { status: 400 },
    );
  }
  const limit = await consume(context.limiters.validator, context.clientIp);
  if (!limit.ok) {
    return data<SupportActionData>(
      { intent: "validate-id", check: { status: "invalid", message: retryText(limit.retryAfterSeconds) } },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    const check = await checkDeskId(context.db, input.slice(0, 50));
    return data<SupportActionData>({ intent: "validate-id", check }, { status: check.status === "valid" ? 200 : 404 });
  } catch (error) {
    console.error("Desk ID check failed:", describeError(error));
    return data<SupportActionData>(
      { intent: "validate-id", check: { status: "invalid", message: validatorMessages.invalid } },
      { status: 503 },
    );
  }
}

/**
 * The support form posted without JavaScript. The form is simulated (docs/product.md, Support): it is checked and answered,
 * and nothing is sent or stored.
 */
export function simulateSupportRequest(formData: FormData) {
  const check = checkSupportRequest(Object.fromEntries(formData));
  if (!check.ok) {
    return data<SupportActionData>(
      {
        intent: "support",
        ok: false,
        field: check.field,
        toast: { type: "error", title: "Error", description: check.message },
      },
      { status: 400 },
    );
  }
  return data<SupportActionData>({
    intent: "support",
    ok: true,
    toast: { type: "success", title: supportMessages.successTitle, description: supportMessages.successText },
  });
}
