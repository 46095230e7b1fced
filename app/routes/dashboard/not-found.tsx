import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Fli DESK" }];

export function loader() {
  return data(null, { status: 404 });
}

export default function DashboardNotFound() {
  return (
    <div className="py-20 text-center">
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <Button asChild className="mt-6">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
