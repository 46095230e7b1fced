import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { AdminFrame, OverviewPanel } from "~/features/admin";
import { loadAdminFrame } from "~/features/admin/index.server";
import { ClientFrame, dashboardTitle, FreelancerDashboard, ProjectsTab } from "~/features/portal";
import { loadClientFrame, loadFreelancerDashboard } from "~/features/portal/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { addressOfTab } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Dashboard"} | Fli DESK` }];

/**
 * The overview of the user's role (`/dashboard`). The spec's `?tab=` addresses lead to the area's own page
 * (decision 32), with their other parameters kept.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const url = new URL(request.url);
  if (url.searchParams.has("tab")) {
    const to = addressOfTab(user.role, url.searchParams);
    if (to !== `${url.pathname}${url.search}`) throw redirect(to);
  }
  // The page's title in the person's language (decision 49), made here: `meta` has no texts of its own.
  const title = dashboardTitle((await portalTextsOf(request, user)).m, user.role);
  switch (user.role) {
    case "admin":
      return { role: user.role, title, ...(await loadAdminFrame(context.get(dbContext), user)) };
    case "client":
      return { role: user.role, title, ...(await loadClientFrame(context.get(dbContext), user)) };
    case "freelancer":
      return { role: user.role, title, ...(await loadFreelancerDashboard(context.get(dbContext), user, url)) };
  }
}

/** Opening or closing a `?dialog=` changes no data: the page keeps what it has instead of loading it again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod } = args;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    const withoutDialog = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("dialog");
      params.sort();
      return params.toString();
    };
    if (withoutDialog(currentUrl) === withoutDialog(nextUrl)) return false;
  }
  return overviewReloads(args);
}

const overviewReloads = reloadOn(["project", "update", "user", "lead", "ticket"]);

export default function Overview({ loaderData }: Route.ComponentProps) {
  switch (loaderData.role) {
    case "admin":
      return (
        <AdminFrame frame={loaderData} current="overview">
          <OverviewPanel data={loaderData} />
        </AdminFrame>
      );
    case "client":
      return (
        <ClientFrame frame={loaderData} current="overview">
          <ProjectsTab projects={loaderData.projects} />
        </ClientFrame>
      );
    case "freelancer":
      return <FreelancerDashboard data={loaderData} />;
  }
}
