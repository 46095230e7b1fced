import { subscriptionStatus } from "~/features/billing";

/** The client ID validator's texts (docs/product.md, Support). */
export const validatorMessages = {
  required: "Flidesk ID is required",
  invalid: "Invalid Flidesk ID",
  failed: "Validation failed",
} as const;

/** What the anonymous validator may show about an account: never the full email or anything else. */
export type DeskIdCheck =
  | { status: "valid"; flideskId: string; plan: string; paymentStatus: string; maskedEmail: string }
  | { status: "invalid"; message: string };

/** The payment status in words: "completed" (paid up) reads "Completed", "none" "No payment yet". */
export function paymentStatusWord(status: string) {
  if (status === "completed") return "Completed";
  if (status === "none") return "No payment yet";
  return subscriptionStatus(status).label;
}

/** ow***@ceylonteaco.demo */
export function maskEmail(email: string) {
  const [local = "", domain = ""] = email.split("@");
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***@${domain}`;
}

export function normalizeDeskId(input: string) {
  return input.trim().toUpperCase();
}
