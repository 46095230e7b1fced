import { formatDate, formatDateTime } from "~/lib/format";
import { META_MESSAGES } from "../meta/messages";

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
  if (!connection.lastError && !connection.reconnectNeeded) return null;
  const at = connection.lastErrorAt ? ` (${formatDateTime(connection.lastErrorAt)})` : "";
  return (
    <div role="alert" className="grid gap-1 text-sm text-danger-text">
      {connection.reconnectNeeded && <p className="font-medium">{META_MESSAGES.reconnectNeeded}</p>}
      {connection.lastError && (
        <p>
          {META_MESSAGES.lastImportFailed} {connection.lastError}
          {at}
        </p>
      )}
    </div>
  );
}

/** "Imported through 27 Nov 2026", or that nothing is yet. */
export const importedText = (day: string | null) => (day ? `Imported through ${formatDate(day)}` : "Not imported yet");
