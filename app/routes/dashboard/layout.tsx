import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { requireUser } from "~/features/accounts/index.server";
import { unreadCount } from "~/features/notifications/index.server";
import { PortalShell, portalStatusHandlers, readSidebarOpen, standaloneStatusHandlers } from "~/features/portal";
import { reloadOn, useLiveRevalidation } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalLocaleOf } from "~/lib/portal-locale.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import { useComeBackTitle } from "~/lib/use-come-back-title";
import type { Route } from "./+types/layout";

/** A refusal shown by this layout's boundary (a 403 from an admin page, an unknown project) still has its title. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!isRouteErrorResponse(error)) return [];
  const titles = loaderData?.titles ?? englishTitles;
  return [{ title: error.status === 403 ? titles.accessDenied : titles.notFound }];
};

// Without the layout's data (the guard itself refused) there is no person, so no language of theirs.
const englishTitles = { accessDenied: "Access Denied | Fli DESK", notFound: "Page not found | Fli DESK" };

export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
];

/**
 * Every portal page below this layout needs a session: without one, the guard sends the visitor to sign in. The
 * bell's count is read here, so a `notification` change (which revalidates the page) moves it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const portalLocale = portalLocaleOf(request, user);
  const { m } = await loadPortalTexts(portalLocale);
  return {
    user: { flideskId: user.flideskId, role: user.role, name: user.name },
    unreadCount: await unreadCount(context.get(dbContext), user.id),
    sidebarOpen: readSidebarOpen(request.headers.get("cookie")),
    // The portal's language (decision 49): the root reads it for `<html lang>` and the portal's texts.
    portalLocale,
    // The refusals' page titles, in that language: a meta function cannot load the texts itself.
    titles: { accessDenied: m.error_access_denied_page_title(), notFound: m.error_not_found_page_title() },
  };
}

// The bell's count is all this layout reads that a change moves (the user's name changes with their own form).
export const shouldRevalidate = reloadOn(["notification"]);

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  useComeBackTitle();
  useLiveRevalidation();
  return (
    <PortalShell user={loaderData.user} unread={loaderData.unreadCount} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </PortalShell>
  );
}

/**
 * A 403 or 404 inside the portal keeps the shell around its message; without the layout's data (a document POST
 * whose action refused, the guard itself failing) the message stands alone. Anything else (the database out of
 * reach, a failure) is the whole-page screen.
 */
export function ErrorBoundary() {
  const shell = useRouteLoaderData<typeof loader>("routes/dashboard/layout");
  const error = useRouteError();
  if (!shell) return <RouteErrorBoundary statusHandlers={standaloneStatusHandlers} />;
  if (!isRouteErrorResponse(error) || !(error.status in portalStatusHandlers)) return <RouteErrorBoundary />;
  return (
    <PortalShell user={shell.user} unread={shell.unreadCount} sidebarOpen={shell.sidebarOpen}>
      <RouteErrorBoundary statusHandlers={portalStatusHandlers} />
    </PortalShell>
  );
}
