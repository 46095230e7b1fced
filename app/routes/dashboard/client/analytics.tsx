import { requireUser } from "~/features/accounts/index.server";
import { AnalyticsTab } from "~/features/portal";
import { loadClientReports } from "~/features/portal/index.server";
import { reloadOn } from "~/features/realtime";
import { MonthlyReportList } from "~/features/reports";
import { listClientReports } from "~/features/reports/index.server";
import { AnalyticsCharts, KeywordRankings } from "~/features/results";
import { keywordRankings, loadClientCharts } from "~/features/results/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/analytics";
import { useClientFrame } from "./use-client-frame";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Analytics | Client Dashboard"} | Fli DESK` },
];

/**
 * The trends of every project's figures over `?days=` (7, 30 or 90) and month over month; the rankings of the
 * tracked keywords (decision 46); the monthly reports; the stored reports of the client's completed projects.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const db = context.get(dbContext);
  const [trends, charts, monthly, keywords] = await Promise.all([
    loadClientCharts(db, user.id, new URL(request.url)),
    loadClientReports(db, user),
    listClientReports(db, user.id),
    keywordRankings(db, user.id),
  ]);
  const { m } = await portalTextsOf(request, user);
  return {
    title: m.results_client_title(),
    ...charts,
    monthly,
    trends,
    keywords: { rows: keywords.rows, shown: Boolean(keywords.plan) || keywords.rows.length > 0 },
  };
}

export const shouldRevalidate = reloadOn(["project"]);

export default function ClientAnalytics({ loaderData }: Route.ComponentProps) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-10">
      <AnalyticsCharts view={loaderData.trends} />
      {loaderData.keywords.shown ? (
        <section aria-labelledby="keyword-rankings-title" className="grid gap-4">
          <h2 id="keyword-rankings-title" className="text-2xl font-bold">
            {m.keywords_rankings()}
          </h2>
          <KeywordRankings rows={loaderData.keywords.rows} />
        </section>
      ) : null}
      <MonthlyReportList reports={loaderData.monthly} />
      <AnalyticsTab projects={useClientFrame().projects} reports={loaderData.reports} />
    </div>
  );
}
