import { TimelineTab } from "~/features/portal";
import type { Route } from "./+types/timeline";
import { clientAreaTitle, useClientFrame } from "./use-client-frame";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: clientAreaTitle(matches, "timeline") }];

// The timeline is drawn from the layout's projects: this page loads nothing of its own.
export default function ClientTimeline() {
  return <TimelineTab projects={useClientFrame().projects} />;
}
