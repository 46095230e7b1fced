import { useRouteLoaderData } from "react-router";
import type { ClientFrameData } from "~/features/portal/index.server";

/** The client layout's data (projects, totals, areas), for an area's page that shows some of it. */
export const useClientFrame = () => useRouteLoaderData("routes/dashboard/client/layout") as ClientFrameData;
