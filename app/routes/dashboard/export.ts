import { requireRole } from "~/features/accounts/session.server";
import { EXPORTS, type ExportName, exportStream } from "~/features/admin/export.server";
import { formatTimestamp } from "~/lib/format";
import type { Route } from "./+types/export";

/**
 * Settings > Export: projects, users or leads as a CSV download, for admins only. Every row, streamed a batch
 * at a time (export.server.ts); never cached, since it holds personal data.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(context, request, ["admin"]);
  const name = params.dataset.replace(/\.csv$/, "") as ExportName;
  if (!EXPORTS.includes(name)) throw new Response("Not Found", { status: 404 });
  const body = await exportStream(context.db, name);
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
