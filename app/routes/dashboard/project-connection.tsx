import { data, Link } from "react-router";
import { requireUser, sessionIdOf } from "~/features/accounts/index.server";
import {
  GoogleConnection,
  MetaConnection,
  PROVIDERS,
  type ProviderName,
  providerIn,
  resultsText,
} from "~/features/results";
import { loadProjectConnection, projectConnectionAction } from "~/features/results/index.server";
import { dbAndEnv, dbContext, envContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/project-connection";

export const meta: Route.MetaFunction = ({ data, location }) => [
  { title: `${data?.title ?? PROVIDERS[providerIn(location.pathname) ?? "google"].page} | Fli DESK` },
];

/** "Google" or "Facebook & Instagram", as the page's heading names the provider in the reader's language. */
const pageName = (m: PortalMessages, provider: ProviderName) =>
  provider === "google" ? PROVIDERS.google.page : m.connection_manage_meta();

/** The provider this address is for: routes.ts names this module for `/google` and `/meta` alike. */
function providerOf(request: Request) {
  const provider = providerIn(new URL(request.url).pathname);
  if (!provider) throw new Response("Not Found", { status: 404 });
  return provider;
}

/**
 * A project's Google, or Facebook and Instagram, connection, for its client, its freelancer and admins; any other
 * project is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const provider = providerOf(request);
  const view = await loadProjectConnection(
    provider,
    context.get(dbContext),
    context.get(envContext),
    user,
    params.projectId,
  );
  const { m } = await portalTextsOf(request, user);
  return { ...view, title: m.connection_page_for({ provider: pageName(m, provider), title: view.project.title }) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const provider = providerOf(request);
  const form = await request.formData();
  const who = { ...user, sessionId: sessionIdOf(request) };
  const db = context.get(dbContext);
  const result = await projectConnectionAction(provider, db, context.get(envContext), who, params.projectId, form);
  // The answer in the poster's language; the English stays the feature's (and the record's) word.
  const { m } = await portalTextsOf(request, user);
  if (!result.ok)
    return data({ ok: false as const, message: resultsText(m, result.problem.message) }, problemInit(result.problem));
  return { ok: true as const, message: resultsText(m, result.value.message) };
}

export default function ProjectConnection({ loaderData, actionData }: Route.ComponentProps) {
  const { project } = loaderData;
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-6">
      <Link to={`/dashboard/projects/${project.id}`} className="w-fit text-sm text-muted-foreground">
        {m.results_back_to({ title: project.title })}
      </Link>
      <h1 className="text-3xl font-bold wrap-anywhere">
        {m.connection_page_for({ provider: pageName(m, loaderData.provider), title: project.title })}
      </h1>
      {loaderData.provider === "google" ? (
        <GoogleConnection view={loaderData} message={actionData?.message} />
      ) : (
        <MetaConnection view={loaderData} message={actionData?.message} />
      )}
    </div>
  );
}
