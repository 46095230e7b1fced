import { formatDate, formatDateTime } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { resultsText } from "../messages";

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
  const { m, locale } = usePortalTexts();
  return (
    <div className="grid gap-1 text-sm">
      {status.lastError && (
        <div role="alert" className="grid gap-1 text-danger-text">
          <p className="wrap-anywhere">{`${m.connection_last_import_failed()} ${resultsText(m, status.lastError)}`}</p>
          {status.lastErrorAt && (
            <p>
              {m.connection_failed_at()}{" "}
              <time dateTime={status.lastErrorAt}>{formatDateTime(status.lastErrorAt, locale)}</time>
            </p>
          )}
        </div>
      )}
      <p>
        {m.connection_last_import_at()}{" "}
        {status.lastImportAt ? (
          <time dateTime={status.lastImportAt}>{formatDateTime(status.lastImportAt, locale)}</time>
        ) : (
          m.connection_none_yet()
        )}
      </p>
      {status.importedThrough && (
        <p>
          {m.connection_figures_through()}{" "}
          <time dateTime={status.importedThrough}>{formatDate(status.importedThrough, locale)}</time>
        </p>
      )}
    </div>
  );
}
