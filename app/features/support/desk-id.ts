/** What the anonymous validator may show about an account: never the full email or anything else. */
export type DeskIdCheck =
  | { status: "valid"; flideskId: string; plan: string; paymentStatus: string; maskedEmail: string }
  | { status: "invalid"; message: string };

/**
 * The payment status in the page's words (`paymentWords` of the validator's texts): "completed" (paid up) reads
 * "Completed", "none" "No payment yet", a subscription's other statuses their own word.
 */
export function paymentStatusWord(status: string, words: Readonly<Record<string, string>>) {
  return words[status] ?? status;
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
