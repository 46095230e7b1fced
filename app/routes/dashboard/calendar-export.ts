import { requireUser } from "~/features/accounts/index.server";
import { monthExport } from "~/features/calendar/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/calendar-export";

/**
 * `/dashboard/calendar/export?month=2026-11` (and `&client=<desk id>` for admins and writers): the month's posts as
 * CSV, a row per post and platform. Another client's calendar is a 404, a malformed month a 400, each said in the
 * person's language, as are the statuses; never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const texts = await portalTextsOf(request, user);
  const result = await monthExport(context.get(dbContext), user, new URL(request.url), texts);
  if (!result.ok) {
    return new Response(result.problem.message, {
      ...problemInit(result.problem),
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(result.value.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.value.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
