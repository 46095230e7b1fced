/** The texts of changing the account's email (browser-safe: the confirmation page shows them). */
export const emailChangeMessages = {
  required: "Enter the new email address",
  invalid: "Please enter a valid email address",
  same: "This is already your email address",
  taken: "This email address is already used by another account",
  sent: (email: string) =>
    `We have mailed a confirmation link to ${email}. Your email address changes when you open it (within 24 hours).`,
  gone: "This confirmation link is invalid, used or expired. Ask for a new one from your profile.",
  changed: (email: string) => `Your Fli DESK email address is now ${email}.`,
};
