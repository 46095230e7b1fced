import { formatDate, formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { resultsText } from "../messages";

export type MetaConnectionState = {
  pageId: string | null;
  pageName: string | null;
  instagramUsername: string | null;
  importedThrough: string | null;
  reconnectNeeded: boolean;
  lastError: string | null;
  lastErrorAt: string | null;
};

/** The connection's trouble, in words and with its time: a new login awaited, or the last import's failure. */
export function MetaFailure({ connection }: { connection: MetaConnectionState }) {
  const { m, locale } = usePortalTexts();
  if (!connection.lastError && !connection.reconnectNeeded) return null;
  const at = connection.lastErrorAt ? ` (${formatDateTime(connection.lastErrorAt, locale)})` : "";
  return (
    <div role="alert" className="grid gap-1 text-sm text-danger-text">
      {connection.reconnectNeeded && <p className="font-medium">{m.connection_reconnect_needed()}</p>}
      {connection.lastError && (
        <p>
          {m.connection_last_import_failed()} {resultsText(m, connection.lastError)}
          {at}
        </p>
      )}
    </div>
  );
}

/** "Imported through 27 Nov 2026", or that nothing is yet. */
export const importedText = (m: PortalMessages, day: string | null, locale: Locale) =>
  day ? m.connection_imported_through({ day: formatDate(day, locale) }) : m.connection_not_imported();
