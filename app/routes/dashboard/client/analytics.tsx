import { requireUser } from "~/features/accounts/index.server";
import { AnalyticsTab } from "~/features/portal";
import { loadClientReports } from "~/features/portal/index.server";
import { reloadOn } from "~/features/realtime";
import { MonthlyReportList } from "~/features/reports";
import { listClientReports } from "~/features/reports/index.server";
import { KeywordRankings } from "~/features/results";
import { keywordRankings } from "~/features/results/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/analytics";
import { useClientFrame } from "./use-client-frame";

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Client Dashboard | Fli DESK" }];

/**
 * The stored reports of the client's completed projects with analytics connected, as charts; the monthly reports;
 * the rankings of their tracked keywords (decision 46).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const db = context.get(dbContext);
  const [charts, monthly, keywords] = await Promise.all([
    loadClientReports(db, user),
    listClientReports(db, user.id),
    keywordRankings(db, user.id),
  ]);
  return {
    ...charts,
    monthly,
    keywords: { rows: keywords.rows, shown: Boolean(keywords.plan) || keywords.rows.length > 0 },
  };
}

export const shouldRevalidate = reloadOn(["project"]);

export default function ClientAnalytics({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-10">
      {loaderData.keywords.shown ? (
        <section aria-labelledby="keyword-rankings-title" className="grid gap-4">
          <h2 id="keyword-rankings-title" className="text-2xl font-bold">
            Keyword rankings
          </h2>
          <KeywordRankings rows={loaderData.keywords.rows} />
        </section>
      ) : null}
      <MonthlyReportList reports={loaderData.monthly} />
      <AnalyticsTab projects={useClientFrame().projects} reports={loaderData.reports} />
    </div>
  );
}
