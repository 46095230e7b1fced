import { redirect } from "react-router";
import { destroySession, isSecure } from "~/features/accounts/session.server";
import type { Route } from "./+types/sign-out";

/** Revokes the session on the server and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await destroySession(context.db, request, isSecure(context.env));
  return redirect("/dashboard/auth", { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/dashboard");
}
