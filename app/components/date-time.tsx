import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/locale";

/**
 * "24 Nov 2026, 14:05", Sri Lanka time: the one style of a moment in every list of the portal, so a list never
 * reads "4 days ago" beside "2 Nov 2026". Deterministic, so the server's and the browser's HTML agree.
 */
export function DateTime({ at, locale = "en" }: { at: Date | string; locale?: Locale }) {
  const moment = new Date(at);
  return <time dateTime={moment.toISOString()}>{formatDateTime(moment, locale)}</time>;
}
