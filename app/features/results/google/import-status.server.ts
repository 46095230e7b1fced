import type { Db } from "~/lib/db.server";
import { connectionOf } from "./connection.server";

export type ImportStatus = {
  importedThrough: string | null;
  lastImportAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
};

/**
 * How the project's Google import stands, for every page that shows the project: the last failure (kept until a
 * run succeeds), the last good run and the last day imported. Null when Google is not connected.
 */
export async function importStatus(db: Db, projectId: string): Promise<ImportStatus | null> {
  const row = await connectionOf(db, projectId);
  if (!row) return null;
  return {
    importedThrough: row.importedThrough,
    lastImportAt: row.lastImportAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  };
}
