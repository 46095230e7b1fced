/** Sign-in texts (docs/product.md, Accounts and sign-in); shared by the page and the action. */
export const loginMessages = {
  required: "Please enter your Fli DESK ID and password",
  invalid: "Invalid Fli Desk ID or password",
  errorTitle: "Authentication Error",
  unexpected: "An unexpected error occurred",
} as const;
