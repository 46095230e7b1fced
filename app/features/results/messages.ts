/** The texts of the results feature, shared by pages and actions so each exists once. */
export const RESULTS_MESSAGES = {
  stateRefused: "This Google sign-in link has expired or was already used. Please connect again.",
  consentDeclined: "Google access was not granted, so nothing was connected.",
  noRefreshToken: "Google gave no lasting access. Please connect again and allow access.",
  connectFailed: "Connecting Google failed:",
  connected: "Google connected. Choose the Analytics property and the Search Console site.",
  chosen: "Google Analytics property and Search Console site saved.",
  notAChoice: "Please choose a property and a site from the lists.",
  disconnected: "Google disconnected.",
  disconnectFailed: "Disconnecting Google failed:",
  notConnected: "Google is not connected on this project.",
  notConfigured: "Google is not set up on this server.",
  lastImportFailed: "Last import failed:",
  importBroke: "The import stopped on an error of the app; it is tried again within the hour.",
  lastImportAt: "Last successful import:",
  importedThrough: "Figures through",
  grantRevoked: "Google access was revoked or has expired. Please connect Google again.",
} as const;
