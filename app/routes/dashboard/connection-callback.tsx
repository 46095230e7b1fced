import { data } from "react-router";
import { requireUser, sessionIdOf } from "~/features/accounts/index.server";
import { ConnectionCallback, PROVIDERS, providerIn, resultsText } from "~/features/results";
import { providerCallback } from "~/features/results/index.server";
import { dbAndEnv, dbContext, envContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/connection-callback";

export const meta: Route.MetaFunction = ({ data, location }) => [
  { title: `${data?.title ?? `Connecting ${PROVIDERS[providerIn(location.pathname) ?? "google"].login}`} | Fli DESK` },
];

/**
 * Where Google (`/dashboard/google/callback`) or Facebook (`/dashboard/meta/callback`) sends the browser back after
 * the login: routes.ts names this module for both. Success goes on to the project's choice of account; a refused
 * state (wrong session, used, expired) or a declined login is a 400 page that says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const url = new URL(request.url);
  const provider = providerIn(url.pathname);
  if (!provider) throw new Response("Not Found", { status: 404 });
  const result = await providerCallback(
    provider,
    context.get(dbContext),
    context.get(envContext),
    sessionIdOf(request),
    url,
  );
  const login = PROVIDERS[provider].login;
  const { m } = await portalTextsOf(request, user);
  const title = m.connection_connecting({ provider: login });
  if (result.ok) return { login, title, message: "" };
  return data({ login, title, message: resultsText(m, result.problem.message) }, problemInit(result.problem));
}

export default function ConnectionCallbackPage({ loaderData }: Route.ComponentProps) {
  return <ConnectionCallback provider={loaderData.login} message={loaderData.message} />;
}
