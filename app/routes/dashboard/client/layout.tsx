import { Outlet, redirect, useLocation } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { ClientFrame, clientTabLabels, dashboardTitle } from "~/features/portal";
import { loadClientFrame } from "~/features/portal/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { adminArea, CLIENT_TABS, type ClientTab } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/layout";

// The client's areas that an admin has under /dashboard/admin; a freelancer's dashboard is one page.
const adminTwin: Partial<Record<ClientTab, string>> = {
  projects: adminArea("projects"),
  billing: adminArea("billing"),
  support: adminArea("tickets"),
  analytics: adminArea("analytics"),
};

/**
 * The client's areas (decision 32): each is its own route below this layout, which loads what they all show (the
 * projects, the totals, the areas this client has). Another role is sent to its own page for the area; an area this
 * client does not have (Analytics before a project is completed) leads to the overview.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const area = areaOf(new URL(request.url).pathname);
  if (user.role !== "client") throw redirect((user.role === "admin" && adminTwin[area]) || "/dashboard");
  const frame = await loadClientFrame(context.get(dbContext), user);
  if (!frame.tabs.includes(area)) throw redirect("/dashboard");
  // The areas' page titles in the person's language (decision 49), for the pages' `meta` (`clientAreaTitle`).
  const { m } = await portalTextsOf(request, user);
  const areaTitles = Object.fromEntries(CLIENT_TABS.map((tab) => [tab, clientTabLabels[tab](m)]));
  return { ...frame, areaTitles, dashboardTitle: dashboardTitle(m, "client") };
}

const areaOf = (pathname: string) => CLIENT_TABS.find((t) => t === pathname.split("/")[2]) ?? "overview";

export const shouldRevalidate = reloadOn(["project"]);

export default function ClientLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ClientFrame frame={loaderData} current={areaOf(useLocation().pathname)}>
      <Outlet />
    </ClientFrame>
  );
}
