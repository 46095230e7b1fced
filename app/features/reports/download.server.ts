import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import type { Storage, StoredObject } from "~/lib/storage.server";
import { reportMessages } from "./report-actions.server";
import { reportFilename, reportWithClient } from "./report-files.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A report's file for `user`: an admin any, a client their own (another's does not exist for them: not-found), a
 * freelancer none (forbidden). The bytes stream from storage.
 */
export async function reportFile(
  db: Db,
  storage: Storage,
  user: Pick<SessionUser, "id" | "role">,
  reportId: string,
): Promise<Result<{ file: StoredObject; filename: string }>> {
  if (user.role === "freelancer") return fail("forbidden", reportMessages.freelancer);
  const found = UUID.test(reportId) ? await reportWithClient(db, reportId) : null;
  const key = found?.report.storageKey;
  if (!found || !key || (user.role !== "admin" && found.report.clientId !== user.id))
    return fail("not-found", reportMessages.notFound);
  const file = await storage.get(key);
  if (!file) return fail("not-found", reportMessages.notFound);
  return ok({ file, filename: reportFilename(found.report.month) });
}
