import { data } from "react-router";
import { requireUser, sessionIdOf } from "~/features/accounts/index.server";
import { ConnectionCallback } from "~/features/results";
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
  return <ConnectionCallback provider="Google" message={loaderData.message} />;
}
