import { readCookie } from "~/lib/cookies";

/** docs/product.md, Fli DESK portal: the sidebar's state is kept in a cookie for 7 days; Ctrl or Cmd + B toggles it. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export function readSidebarOpen(cookieHeader: string | null) {
  return readCookie(cookieHeader, SIDEBAR_COOKIE) !== "false";
}

export function writeSidebarOpen(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain UI preference, read back by the server for the first paint.
  document.cookie = `${SIDEBAR_COOKIE}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
