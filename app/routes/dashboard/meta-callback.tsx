import { data } from "react-router";
import { requireUser, sessionIdOf } from "~/features/accounts/index.server";
import { ConnectionCallback } from "~/features/results";
import { metaCallback } from "~/features/results/index.server";
import { dbAndEnv, dbContext, envContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import type { Route } from "./+types/meta-callback";

export const meta: Route.MetaFunction = () => [{ title: "Connecting Facebook | Fli DESK" }];

/**
 * Where Facebook sends the browser back after the login. Success goes on to the project's choice of Page;
 * a refused state (wrong session, used, expired) or a denied login is a 400 page that says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(dbAndEnv(context), request);
  const result = await metaCallback(
    context.get(dbContext),
    context.get(envContext),
    sessionIdOf(request),
    new URL(request.url),
  );
  if (result.ok) return { message: "" };
  return data({ message: result.problem.message }, problemInit(result.problem));
}

export default function MetaCallback({ loaderData }: Route.ComponentProps) {
  return <ConnectionCallback provider="Facebook" message={loaderData.message} />;
}
