import { z } from "zod";
import { requireRole } from "~/features/accounts/index.server";
import { EXPORTS, exportStream } from "~/features/admin/index.server";
import { actorOf, recordAudit } from "~/lib/audit.server";
import { clientContext, dbAndEnv, dbContext } from "~/lib/context.server";
import { formatTimestamp } from "~/lib/format";
import { parseValue } from "~/lib/parse.server";
import type { Route } from "./+types/export";

/** `/dashboard/export/<dataset>.csv` (the extension may be left off): one of the exports, else no such page. */
const exportParams = z.object({
  dataset: z
    .string()
    .transform((v) => v.replace(/\.csv$/, ""))
    .pipe(z.enum(EXPORTS)),
});

/**
 * Settings > Export: projects, users or leads as a CSV download, for admins only; the Audit tab's export takes
 * the tab's filters from the query. Each download is itself recorded in the audit log. Every row, streamed a batch
 * at a time (export.server.ts); never cached, since it holds personal data.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  const parsed = parseValue(params, exportParams);
  if (!parsed.ok) throw new Response("Not Found", { status: 404 });
  const name = parsed.value.dataset;
  const body = await exportStream(context.get(dbContext), name, new URL(request.url));
  const by = actorOf(admin, context.get(clientContext).clientIp);
  await recordAudit(context.get(dbContext), { action: "csv-exported", by, target: { type: "export", id: name } });
  // The file is named after the day in Sri Lanka, like every date in it.
  const date = formatTimestamp(new Date()).slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="fli-desk-${name}-${date}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
