import { data, Link } from "react-router";
import { requireUser, sessionIdOf } from "~/features/accounts/index.server";
import { MetaConnection } from "~/features/results";
import { loadMetaPage, metaAction } from "~/features/results/index.server";
import { dbAndEnv, dbContext, envContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import type { Route } from "./+types/project-meta";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Facebook & Instagram for ${data?.project.title ?? "the project"} | Fli DESK` },
];

/** A project's Facebook and Instagram connection, for its client, its freelancer and admins; any other project is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  return loadMetaPage(context.get(dbContext), context.get(envContext), user, params.projectId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const form = await request.formData();
  const who = { ...user, sessionId: sessionIdOf(request) };
  const result = await metaAction(context.get(dbContext), context.get(envContext), who, params.projectId, form);
  if (!result.ok) return data({ ok: false as const, message: result.problem.message }, problemInit(result.problem));
  return { ok: true as const, message: result.value.message };
}

export default function ProjectMeta({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <Link to={`/dashboard/projects/${loaderData.project.id}`} className="w-fit text-sm text-muted-foreground">
        Back to {loaderData.project.title}
      </Link>
      <h1 className="text-3xl font-bold wrap-anywhere">Facebook &amp; Instagram for {loaderData.project.title}</h1>
      <MetaConnection view={loaderData} message={actionData?.message} />
    </div>
  );
}
