import { requireRole } from "~/features/accounts/session.server";
import { EXPORTS, type ExportName, exportCsv } from "~/features/admin/export.server";
import type { Route } from "./+types/export";

/** Settings > Export: projects, users or leads as a CSV download, for admins only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireRole(context, request, ["admin"]);
  const name = params.dataset.replace(/\.csv$/, "") as ExportName;
  if (!EXPORTS.includes(name)) throw new Response("Not Found", { status: 404 });
  const csv = await exportCsv(context.db, admin, name);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="fli-desk-${name}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
