import { data } from "react-router";
import { PortalNotFound } from "~/features/portal";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Fli DESK" }];

export function loader() {
  return data(null, { status: 404 });
}

export default function DashboardNotFound() {
  return <PortalNotFound />;
}
