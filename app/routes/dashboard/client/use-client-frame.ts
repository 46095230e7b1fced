import { useRouteLoaderData } from "react-router";
import type { ClientFrameData } from "~/features/portal/index.server";
import type { ClientTab } from "~/lib/portal-areas";

/** The client layout's data (projects, totals, areas), for an area's page that shows some of it. */
export const useClientFrame = () => useRouteLoaderData("routes/dashboard/client/layout") as ClientFrameData;

/** "My Projects | Client Dashboard | Fli DESK": an area's page title, in the words the layout's loader made. */
export function clientAreaTitle(matches: readonly ({ id: string; data?: unknown } | undefined)[], area: ClientTab) {
  const frame = matches.find((match) => match?.id === "routes/dashboard/client/layout")?.data as
    | { areaTitles?: Record<string, string>; dashboardTitle?: string }
    | undefined;
  return `${frame?.areaTitles?.[area] ?? area} | ${frame?.dashboardTitle ?? "Client Dashboard"} | Fli DESK`;
}
