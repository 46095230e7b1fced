/** The texts of the Meta connection, shared by pages, actions and the import so each exists once. */
export const META_MESSAGES = {
  connect: "Connect Facebook & Instagram",
  manage: "Facebook & Instagram",
  stateRefused: "This Facebook sign-in link has expired or was already used. Please connect again.",
  loginDenied: "Facebook access was not granted, so nothing was connected.",
  connectFailed: "Connecting Facebook failed:",
  connected: "Facebook connected. Choose the Page to report on.",
  picked: "Facebook Page saved.",
  notAChoice: "Please choose a Page from the list.",
  noPages: "This Facebook account manages no Page that it shared with the app. Connect again and tick the Page.",
  disconnected: "Facebook & Instagram disconnected.",
  disconnectFailed: "Disconnecting Facebook failed:",
  notConnected: "Facebook is not connected on this project.",
  notConfigured: "Facebook & Instagram are not set up on this server.",
  reconnectNeeded: "Reconnect needed",
  tokenRefused:
    "Meta no longer accepts the stored access (it expired, the password changed or the app was removed). Please connect Facebook again.",
  rateLimited: "Meta asked us to slow down (rate limit); the import resumes later by itself.",
  lastImportFailed: "Last import failed:",
} as const;
