import { Link } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { reloadOn } from "~/features/realtime";
import { KeywordHistory } from "~/features/results";
import { loadKeywordHistory } from "~/features/results/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { clientAreas, projectKeywordsPage } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/keyword-history";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Keyword history"} | Fli DESK` }];

/**
 * One tracked keyword's last 90 days, for its client, an admin, or a freelancer of one of the client's projects;
 * any other keyword is a 404, as if absent.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const history = await loadKeywordHistory(context.get(dbContext), user, params.keywordId);
  const { m } = await portalTextsOf(request, user);
  return { role: user.role, ...history, title: m.keywords_history_title({ keyword: history.keyword.text }) };
}

export const shouldRevalidate = reloadOn([]);

export default function KeywordHistoryPage({ loaderData }: Route.ComponentProps) {
  const { keyword, back, role } = loaderData;
  const { m } = usePortalTexts();
  const to = role === "client" ? clientAreas.analytics : back ? projectKeywordsPage(back.id) : "/dashboard";
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link to={to} className="w-fit text-sm text-muted-foreground hover:text-foreground">
          {role === "client"
            ? m.keywords_back_to_analytics()
            : m.keywords_back_to_client({ client: keyword.clientName })}
        </Link>
        <h1 className="text-3xl font-bold wrap-anywhere">{keyword.text}</h1>
        {role === "client" ? null : (
          <p className="text-muted-foreground">{m.keywords_tracked_for_client({ client: keyword.clientName })}</p>
        )}
      </div>
      <KeywordHistory span={loaderData.span} recorded={loaderData.recorded} ranking={loaderData.ranking} />
    </div>
  );
}
