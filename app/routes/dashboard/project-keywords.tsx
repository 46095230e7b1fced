import { Link } from "react-router";
import { requireRole } from "~/features/accounts/index.server";
import { reloadOn } from "~/features/realtime";
import { type KeywordAnswer, KeywordRankings, TrackedKeywords } from "~/features/results";
import {
  addKeyword,
  addKeywordSchema,
  keywordProject,
  keywordTexts,
  loadKeywordPage,
  removeKeyword,
  removeKeywordSchema,
} from "~/features/results/index.server";
import { answerIntent } from "~/lib/answer.server";
import { actorOf } from "~/lib/audit.server";
import { clientContext, dbAndEnv, dbContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { withInput } from "~/lib/parse.server";
import { projectPage } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/project-keywords";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Tracked keywords"} | Fli DESK` }];

const STAFF = ["freelancer", "admin"] as const;

/**
 * A client's tracked keywords, kept from one of their projects (decision 46): by the project's freelancer or an
 * admin; a client may not (403), another freelancer's project is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(dbAndEnv(context), request, [...STAFF]);
  const page = await loadKeywordPage(context.get(dbContext), user, params.projectId);
  const { m } = await portalTextsOf(request, user);
  return { ...page, title: m.keywords_tracked_for({ client: page.clientName }) };
}

/** "Add keyword" (up to the plan's count) and "Remove": both audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRole(dbAndEnv(context), request, [...STAFF]);
  const db = context.get(dbContext);
  const { clientId } = await keywordProject(db, user, params.projectId);
  const by = actorOf(user, context.get(clientContext).clientIp);
  // The answers are in the poster's language (decision 49).
  const t = keywordTexts((await portalTextsOf(request, user)).m);
  return answerIntent(await readForm(request), {
    "add-keyword": (form) =>
      withInput(form, addKeywordSchema(t), ({ keyword }) => addKeyword(db, clientId, keyword, by, t)),
    "remove-keyword": (form) =>
      withInput(form, removeKeywordSchema(t), ({ keywordId }) => removeKeyword(db, clientId, keywordId, by, t)),
  });
}

export const shouldRevalidate = reloadOn([]);

export default function ProjectKeywords({ loaderData, actionData }: Route.ComponentProps) {
  const { project, clientName, plan, rows } = loaderData;
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <Link to={projectPage(project.id)} className="w-fit text-sm text-muted-foreground hover:text-foreground">
          {m.results_back_to({ title: project.title })}
        </Link>
        <h1 className="text-3xl font-bold wrap-anywhere">{m.keywords_tracked_for({ client: clientName })}</h1>
      </div>
      <section aria-labelledby="tracked-keywords-title" className="grid gap-4">
        <h2 id="tracked-keywords-title" className="text-2xl font-bold">
          {m.keywords_tracked()}
        </h2>
        <TrackedKeywords keywords={rows} plan={plan} answer={actionData as KeywordAnswer} />
      </section>
      <section aria-labelledby="keyword-rankings-title" className="grid gap-4">
        <h2 id="keyword-rankings-title" className="text-2xl font-bold">
          {m.keywords_rankings()}
        </h2>
        <KeywordRankings rows={rows} />
      </section>
    </div>
  );
}
