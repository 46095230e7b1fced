import { redirect } from "react-router";
import { destroySession, isSecure, sessionIdOf } from "~/features/accounts/index.server";
import { feedContext } from "~/features/realtime/feed.server";
import { dbContext, envContext } from "~/lib/context.server";
import type { Route } from "./+types/sign-out";

/** Revokes the session on the server and clears the cookie; the session's open event streams end at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const sessionId = sessionIdOf(request);
  const cookie = await destroySession(context.get(dbContext), request, isSecure(context.get(envContext)));
  // This process's streams; another process's end at their next session check (on their next event, or within
  // a minute), as the session row is gone.
  if (sessionId) context.get(feedContext).endSession(sessionId);
  return redirect("/dashboard/auth", { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/dashboard");
}
