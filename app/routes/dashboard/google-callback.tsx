import { data, Link } from "react-router";
import { requireUser, sessionIdOf } from "~/features/accounts/index.server";
import { googleCallback } from "~/features/results/index.server";
import { dbAndEnv, dbContext, envContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import type { Route } from "./+types/google-callback";

export const meta: Route.MetaFunction = () => [{ title: "Connecting Google | Fli DESK" }];

/**
 * Where Google sends the browser back after consent. Success goes on to the project's choice of property and
 * site; a refused state (wrong session, used, expired) or a declined consent is a 400 page that says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(dbAndEnv(context), request);
  const result = await googleCallback(
    context.get(dbContext),
    context.get(envContext),
    sessionIdOf(request),
    new URL(request.url),
  );
  if (result.ok) return { message: "" };
  return data({ message: result.problem.message }, problemInit(result.problem));
}

export default function GoogleCallback({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold">Connecting Google</h1>
      <p role="alert">{loaderData.message}</p>
      <Link to="/dashboard" className="w-fit text-sm underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
