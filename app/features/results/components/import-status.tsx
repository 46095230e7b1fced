import { formatDate, formatDateTime } from "~/lib/format";
import { RESULTS_MESSAGES } from "../messages";

export type ImportStatusView = {
  importedThrough: string | null;
  lastImportAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
};

/**
 * The Google import as the project's people see it: a failure stays in view, with its time, until a run succeeds
 * (an import that stops is never silent), then the last good run and the last day imported.
 */
export function ImportStatus({ status }: { status: ImportStatusView }) {
  return (
    <div className="grid gap-1 text-sm">
      {status.lastError && (
        <div role="alert" className="grid gap-1 text-danger-text">
          <p className="wrap-anywhere">{`${RESULTS_MESSAGES.lastImportFailed} ${status.lastError}`}</p>
          {status.lastErrorAt && (
            <p>
              Failed at <time dateTime={status.lastErrorAt}>{formatDateTime(status.lastErrorAt)}</time>
            </p>
          )}
        </div>
      )}
      <p>
        {RESULTS_MESSAGES.lastImportAt}{" "}
        {status.lastImportAt ? (
          <time dateTime={status.lastImportAt}>{formatDateTime(status.lastImportAt)}</time>
        ) : (
          "none yet"
        )}
      </p>
      {status.importedThrough && (
        <p>
          {RESULTS_MESSAGES.importedThrough}{" "}
          <time dateTime={status.importedThrough}>{formatDate(status.importedThrough)}</time>
        </p>
      )}
    </div>
  );
}
