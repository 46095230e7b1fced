import { data } from "react-router";
import { PortalNotFound } from "~/features/portal";
import type { Route } from "./+types/not-found";

// The title in the person's language, as the portal's layout built it (decision 49).
export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === "routes/dashboard/layout")?.data as
    | { titles?: { notFound: string } }
    | undefined;
  return [{ title: layout?.titles?.notFound ?? "Page not found | Fli DESK" }];
};

export function loader() {
  return data(null, { status: 404 });
}

export default function DashboardNotFound() {
  return <PortalNotFound />;
}
