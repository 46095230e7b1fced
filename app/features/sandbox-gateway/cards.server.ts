// The sandbox's card network: which test card pays and which is declined, and how each is named.

/** The sandbox honours PayHere's sandbox test cards (docs/payhere.md). */
const cardOutcomes: Record<string, { status: "2" | "-2"; message: string }> = {
  "4916217501611292": { status: "2", message: "Successfully completed the payment." },
  "5307732125531191": { status: "2", message: "Successfully completed the payment." },
  "346781005510225": { status: "2", message: "Successfully completed the payment." },
  "4024007194349121": { status: "-2", message: "Insufficient funds" },
  "5459051433777487": { status: "-2", message: "Insufficient funds" },
  "370787711978928": { status: "-2", message: "Insufficient funds" },
  "4929119799365646": { status: "-2", message: "Limit exceeded" },
  "5491182243178283": { status: "-2", message: "Limit exceeded" },
  "340701811823469": { status: "-2", message: "Limit exceeded" },
  "4929768900837248": { status: "-2", message: "Do not honor" },
  "5388172137367973": { status: "-2", message: "Do not honor" },
  "374664175202812": { status: "-2", message: "Do not honor" },
  "4024007120869333": { status: "-2", message: "Network error" },
  "5237980565185003": { status: "-2", message: "Network error" },
  "373433500205887": { status: "-2", message: "Network error" },
};

export function sandboxOutcome(cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, "");
  return cardOutcomes[digits] ?? { status: "-2" as const, message: "Card declined" };
}

export function cardMethod(cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, "");
  if (digits.startsWith("4")) return "VISA";
  if (/^5[1-5]/.test(digits)) return "MASTER";
  if (/^3[47]/.test(digits)) return "AMEX";
  return "CARD";
}
