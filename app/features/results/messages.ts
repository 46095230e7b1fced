import type { PortalMessages } from "~/lib/portal-texts";
import { META_MESSAGES } from "./meta/messages";

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

/**
 * The results' answers in the reader's language (issue 33). RESULTS_MESSAGES and META_MESSAGES keep the English:
 * the server answers with them and records them (a connection's `last_error`); a route or a component says them in
 * the reader's language with `resultsText`. A text that is not ours (a provider's own error) is shown as it is; one
 * of our "...failed:" beginnings followed by the provider's detail is said with our words and the detail kept.
 */
const ours = (m: PortalMessages): [string, () => string][] => [
  [RESULTS_MESSAGES.stateRefused, m.results_google_state_refused],
  [RESULTS_MESSAGES.consentDeclined, m.results_google_declined],
  [RESULTS_MESSAGES.noRefreshToken, m.results_google_no_refresh_token],
  [RESULTS_MESSAGES.connected, m.results_google_connected],
  [RESULTS_MESSAGES.chosen, m.results_google_chosen],
  [RESULTS_MESSAGES.notAChoice, m.results_google_not_a_choice],
  [RESULTS_MESSAGES.disconnected, m.results_google_disconnected],
  [RESULTS_MESSAGES.notConnected, m.results_google_not_connected],
  [RESULTS_MESSAGES.notConfigured, m.connection_google_not_configured],
  [RESULTS_MESSAGES.importBroke, m.results_google_import_broke],
  [RESULTS_MESSAGES.grantRevoked, m.results_google_grant_revoked],
  [META_MESSAGES.stateRefused, m.results_meta_state_refused],
  [META_MESSAGES.loginDenied, m.results_meta_login_denied],
  [META_MESSAGES.connected, m.results_meta_connected],
  [META_MESSAGES.picked, m.results_meta_picked],
  [META_MESSAGES.notAChoice, m.results_meta_not_a_choice],
  [META_MESSAGES.noPages, m.results_meta_no_pages],
  [META_MESSAGES.disconnected, m.results_meta_disconnected],
  [META_MESSAGES.notConnected, m.results_meta_not_connected],
  [META_MESSAGES.notConfigured, m.connection_meta_not_configured],
  [META_MESSAGES.tokenRefused, m.results_meta_token_refused],
  [META_MESSAGES.rateLimited, m.results_meta_rate_limited],
  [RESULTS_MESSAGES.lastImportFailed, m.connection_last_import_failed],
  [RESULTS_MESSAGES.lastImportAt, m.connection_last_import_at],
  [RESULTS_MESSAGES.importedThrough, m.connection_figures_through],
  [META_MESSAGES.connect, m.connection_connect_meta],
  [META_MESSAGES.manage, m.connection_manage_meta],
  [META_MESSAGES.reconnectNeeded, m.connection_reconnect_needed],
  ["Not Found", m.results_not_found],
];

/** The beginnings followed by a provider's detail ("Connecting Google failed: <detail>."). */
const beginnings = (m: PortalMessages): [string, () => string][] => [
  [RESULTS_MESSAGES.connectFailed, m.results_google_connect_failed],
  [RESULTS_MESSAGES.disconnectFailed, m.results_google_disconnect_failed],
  [META_MESSAGES.connectFailed, m.results_meta_connect_failed],
  [META_MESSAGES.disconnectFailed, m.results_meta_disconnect_failed],
];

/** One of the results' English answers or records in the reader's language; anything else as it is. */
export function resultsText(m: PortalMessages, english: string): string {
  for (const [text, said] of ours(m)) if (english === text) return said();
  for (const [start, said] of beginnings(m)) {
    if (english === start) return said();
    if (english.startsWith(`${start} `)) return `${said()} ${english.slice(start.length + 1)}`;
  }
  return english;
}
