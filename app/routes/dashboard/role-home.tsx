import { isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { requireRole } from "~/features/accounts/session.server";
import type { Route } from "./+types/role-home";

const roles = ["admin", "client", "freelancer"] as const;

export const meta: Route.MetaFunction = () => [{ title: "Access Denied | Fli DESK" }];

/**
 * docs/product.md, Fli DESK portal: /dashboard/admin, /client and /freelancer. Each is the dashboard of its role: the user of that role
 * is sent to /dashboard (which shows it, with the query kept), anyone else gets 403, and a visitor signs in first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const role = roles.find((r) => url.pathname === `/dashboard/${r}`);
  if (!role) throw new Response("Not Found", { status: 404 });
  await requireRole(context, request, [role]);
  return redirect(`/dashboard${url.search}`);
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A failure, not a refusal (the database out of reach: 503): the failure screen, as everywhere else.
  if (!isRouteErrorResponse(error) || error.status >= 500) return <ErrorScreen />;
  const denied = error.status === 403;
  return (
    <main id="main" className="grid min-h-screen place-items-center p-6 text-center">
      <div role="alert">
        <h1 className="text-3xl font-bold">{denied ? "Access Denied" : "Oops! Page not found"}</h1>
        <p className="mt-2 text-muted-foreground">{denied ? "Invalid user role" : "This page does not exist."}</p>
        <Link to="/dashboard" className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline">
          Back to your dashboard
        </Link>
      </div>
    </main>
  );
}
