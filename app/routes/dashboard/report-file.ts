import { requireUser } from "~/features/accounts/index.server";
import { reportFile, reportText } from "~/features/reports/index.server";
import { dbAndEnv, dbContext, storageContext } from "~/lib/context.server";
import { problemResponse } from "~/lib/http.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/report-file";

/**
 * `/dashboard/reports/<id>`: a monthly report's PDF, streamed from storage. A client reads their own, an admin any;
 * another client's is a 404 (an id tells nothing), a freelancer's ask a 403. Private and never stored by a cache
 * (the adapter says so for every portal answer), since a regenerated report replaces the file.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const found = await reportFile(context.get(dbContext), context.get(storageContext), user, params.reportId);
  if (!found.ok) {
    // The refusal in the reader's language (a freelancer's 403, a 404).
    const { m } = await portalTextsOf(request, user);
    return problemResponse({ ...found.problem, message: reportText(m, found.problem.message) });
  }
  const { file, filename } = found.value;
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (file.length !== null) headers.set("Content-Length", String(file.length));
  if (request.method === "HEAD") {
    // The stream owns an open file (or S3 connection): closed here, since no body follows.
    await file.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(file.body, { headers });
}
