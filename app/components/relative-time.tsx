import { formatDateTime, formatRelative } from "~/lib/format";

/**
 * "2 hours ago", with the exact Sri Lanka time on hover and for machines. The server and the browser render at
 * different moments, so the words may differ by a minute: that difference is expected, not a hydration bug.
 */
export function RelativeTime({ at }: { at: Date | string }) {
  const moment = new Date(at);
  return (
    <time dateTime={moment.toISOString()} title={formatDateTime(moment)} suppressHydrationWarning>
      {formatRelative(moment)}
    </time>
  );
}
