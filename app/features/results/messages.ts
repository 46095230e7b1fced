/** The texts of the results feature, shared by pages and actions so each exists once. */
export const RESULTS_MESSAGES = {
  stateRefused: "This Google sign-in link has expired or was already used. Please connect again.",
  connected: "Google connected. Choose the Analytics property and the Search Console site.",
  disconnected: "Google disconnected.",
  notConfigured: "Google is not set up on this server.",
  lastImportFailed: "Last import failed:",
  grantRevoked: "Google access was revoked or has expired. Please connect Google again.",
} as const;
