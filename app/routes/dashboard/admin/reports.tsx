import { requireRole } from "~/features/accounts/index.server";
import { reloadOn } from "~/features/realtime";
import { AdminReports } from "~/features/reports";
import {
  listMonthReports,
  monthQuerySchema,
  regenerateReport,
  regenerateSchema,
  reportMonthFor,
  reportResultIn,
  resendSchema,
  sendReportAgain,
} from "~/features/reports/index.server";
import { keywordMovements } from "~/features/results/index.server";
import { answerIntent } from "~/lib/answer.server";
import { actorOf } from "~/lib/audit.server";
import { clientContext, dbAndEnv, dbContext, envContext, storageContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { parseValue, withInput } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Monthly reports | Admin Panel"} | Fli DESK` },
];

/** Every client's report of a month (`?month=`, else the month the job last reported on). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  const { m } = await portalTextsOf(request, admin);
  const query = parseValue(Object.fromEntries(new URL(request.url).searchParams), monthQuerySchema);
  const month = (query.ok && query.value.month) || reportMonthFor(new Date());
  return { month, rows: await listMonthReports(context.get(dbContext), month), title: m.report_admin_title() };
}

/** "Send again" (the mail queued once more) and "Regenerate" (the file made again): both audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  const db = context.get(dbContext);
  const services = {
    db,
    storage: context.get(storageContext),
    env: context.get(envContext),
    keywords: keywordMovements(db),
  };
  const by = actorOf(admin, context.get(clientContext).clientIp);
  const { m } = await portalTextsOf(request, admin);
  const form = await readForm(request);
  return answerIntent(form, {
    resend: async (posted) =>
      reportResultIn(
        m,
        await withInput(posted, resendSchema, async (input) => {
          const sent = await sendReportAgain(services, input.reportId, by);
          return sent.ok ? { ok: true, value: { message: m.report_sent() as string } } : sent;
        }),
      ),
    regenerate: async (posted) =>
      reportResultIn(
        m,
        await withInput(posted, regenerateSchema, async (input) => {
          const made = await regenerateReport(services, input, by);
          return made.ok ? { ok: true, value: { message: m.report_regenerated() as string } } : made;
        }),
      ),
  });
}

export const shouldRevalidate = reloadOn([]);

export default function AdminMonthlyReports({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData && "message" in actionData ? String(actionData.message) : undefined;
  return <AdminReports month={loaderData.month} rows={loaderData.rows} message={message} />;
}
