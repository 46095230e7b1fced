import { LayoutDashboardIcon, LogOutIcon } from "lucide-react";
import { Form, Link, Outlet, useLoaderData } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/features/accounts/session.server";
import { BrandMark } from "~/features/site/components/brand-mark";
import type { Route } from "./+types/layout";

/** Every portal page below this layout needs a session: without one, the guard sends the visitor to sign in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { user: { flideskId: user.flideskId, role: user.role } };
}

export function useDashboardUser() {
  return useLoaderData<typeof loader>().user;
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background">
        <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/dashboard" className="flex items-center gap-2 font-display text-xl font-bold">
            <BrandMark className="size-8" /> Fli DESK
          </Link>
          <p className="hidden text-sm text-muted-foreground sm:block">
            Welcome, <span className="font-semibold text-foreground">{user.flideskId}</span> ({user.role})
          </p>
          <Form method="post" action="/dashboard/sign-out">
            <Button type="submit" variant="ghost" size="sm">
              <LogOutIcon aria-hidden="true" /> Sign out
            </Button>
          </Form>
        </div>
      </header>
      <div className="flex pt-16">
        <aside
          className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 border-r border-border bg-card p-4 lg:block"
          aria-label="Sidebar"
        >
          <Badge variant="outline" className="capitalize">
            {user.role}
          </Badge>
          <nav aria-label="Dashboard" className="mt-4">
            <Link
              to="/dashboard"
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
            >
              <LayoutDashboardIcon className="size-4" aria-hidden="true" /> Dashboard
            </Link>
          </nav>
          <div className="mt-8 rounded-lg bg-muted p-3 text-sm">
            <p className="text-xs uppercase tracking-wider text-muted-foreground">Current User</p>
            <p className="mt-1 font-mono font-semibold">{user.flideskId}</p>
            <p className="capitalize text-muted-foreground">{user.role}</p>
          </div>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
