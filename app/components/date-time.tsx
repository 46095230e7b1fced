import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { useSharedLocale } from "~/lib/portal-texts";

/**
 * "24 Nov 2026, 14:05", Sri Lanka time: the one style of a moment in every list of the portal, so a list never
 * reads "4 days ago" beside "2 Nov 2026". Deterministic, so the server's and the browser's HTML agree. In the
 * portal's language on a portal page, in English elsewhere.
 */
export function DateTime({ at, locale }: { at: Date | string; locale?: Locale }) {
  const shared = useSharedLocale();
  locale ??= shared;
  const moment = new Date(at);
  return <time dateTime={moment.toISOString()}>{formatDateTime(moment, locale)}</time>;
}
