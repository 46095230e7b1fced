import {
  CalendarRangeIcon,
  ChartColumnIcon,
  ChartLineIcon,
  FolderKanbanIcon,
  FolderPlusIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  LogOutIcon,
  type LucideIcon,
  PanelLeftIcon,
  SettingsIcon,
  TrendingUpIcon,
  UploadIcon,
  UserPlusIcon,
  UsersIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, Outlet, useLoaderData } from "react-router";
import { InstallBanner } from "~/components/install-banner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/features/accounts/session.server";
import { readSidebarOpen, writeSidebarOpen } from "~/features/accounts/sidebar";
import { useLiveRevalidation } from "~/features/realtime/use-live-revalidation";
import { BrandMark } from "~/features/site/components/brand-mark";
import { useComeBackTitle } from "~/lib/use-come-back-title";
import type { Route } from "./+types/layout";

export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
];

/** Every portal page below this layout needs a session: without one, the guard sends the visitor to sign in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return {
    user: { flideskId: user.flideskId, role: user.role },
    sidebarOpen: readSidebarOpen(request.headers.get("cookie")),
  };
}

type NavItem = { label: string; to: string; Icon: LucideIcon };
type Role = "client" | "freelancer" | "admin";

/** docs/product.md, Fli DESK portal (shell): each role's tab links in the sidebar. */
const roleLinks: Record<Role, NavItem[]> = {
  client: [
    { label: "Projects", to: "/dashboard?tab=projects", Icon: FolderKanbanIcon },
    { label: "Timeline", to: "/dashboard?tab=timeline", Icon: CalendarRangeIcon },
    { label: "Analytics", to: "/dashboard?tab=analytics", Icon: ChartColumnIcon },
  ],
  freelancer: [
    { label: "My Projects", to: "/dashboard#assigned", Icon: FolderKanbanIcon },
    { label: "Progress Updates", to: "/dashboard#progress-updates", Icon: ListChecksIcon },
    { label: "Upload Reports", to: "/dashboard#completed", Icon: UploadIcon },
  ],
  admin: [
    { label: "All Projects", to: "/dashboard?tab=projects", Icon: FolderKanbanIcon },
    { label: "Users Management", to: "/dashboard?tab=users", Icon: UsersIcon },
    { label: "System Analytics", to: "/dashboard?tab=analytics", Icon: ChartColumnIcon },
    { label: "Settings", to: "/dashboard?tab=settings", Icon: SettingsIcon },
  ],
};

/** Admin and freelancer quick actions: each opens the dialog or the section that does the job. */
const quickActions: Record<Role, NavItem[]> = {
  client: [],
  freelancer: [
    { label: "Update Progress", to: "/dashboard#assigned", Icon: TrendingUpIcon },
    { label: "Connect Analytics", to: "/dashboard#completed", Icon: ChartLineIcon },
  ],
  admin: [
    { label: "Add User", to: "/dashboard?dialog=add-user", Icon: UserPlusIcon },
    { label: "Create Project", to: "/dashboard?dialog=create-project", Icon: FolderPlusIcon },
    { label: "Upload Analytics", to: "/dashboard?dialog=upload-analytics", Icon: UploadIcon },
  ],
};

function SidebarLink({ to, label, Icon, open, onNavigate }: NavItem & { open: boolean; onNavigate: () => void }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
      onClick={onNavigate}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={open ? "" : "md:sr-only"}>{label}</span>
    </Link>
  );
}

export function useDashboardUser() {
  return useLoaderData<typeof loader>().user;
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  // Desktop: expanded (16rem) or collapsed (3rem), remembered in a cookie. Below 768 px: an overlay (18rem).
  const [open, setOpen] = useState(loaderData.sidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  useComeBackTitle();
  useLiveRevalidation();
  const navLink = (item: NavItem) => (
    <SidebarLink key={item.to} {...item} open={open} onNavigate={() => setMobileOpen(false)} />
  );
  const toggle = () => {
    if (window.matchMedia("(max-width: 767px)").matches) {
      setMobileOpen((o) => !o);
      return;
    }
    setOpen((o) => {
      writeSidebarOpen(!o);
      return !o;
    });
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "b") {
        event.preventDefault();
        toggle();
      }
      if (event.key === "Escape") setMobileOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
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
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={toggle}
              aria-controls="dashboard-sidebar"
              aria-expanded={open}
              title="Toggle sidebar (Ctrl+B)"
            >
              <PanelLeftIcon aria-hidden="true" />
              <span className="sr-only">Toggle sidebar</span>
            </Button>
            <Link to="/dashboard" className="flex items-center gap-2 font-display text-xl font-bold">
              <BrandMark className="size-8" /> Fli DESK
            </Link>
          </div>
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
          id="dashboard-sidebar"
          aria-label="Sidebar"
          data-state={open ? "expanded" : "collapsed"}
          data-mobile-open={mobileOpen}
          className={`invisible fixed bottom-0 left-0 top-16 z-30 w-72 -translate-x-full overflow-hidden border-r border-border bg-card p-4 transition-transform data-[mobile-open=true]:visible data-[mobile-open=true]:translate-x-0 md:visible md:bottom-auto md:sticky md:h-[calc(100vh-4rem)] md:shrink-0 md:translate-x-0 ${open ? "md:w-64" : "md:w-12 md:p-2"}`}
        >
          <Badge variant="outline" className={`capitalize ${open ? "" : "md:hidden"}`}>
            {user.role}
          </Badge>
          <nav aria-label="Dashboard" className="mt-4">
            {[{ label: "Dashboard", to: "/dashboard", Icon: LayoutDashboardIcon }, ...roleLinks[user.role]].map(
              navLink,
            )}
          </nav>
          {quickActions[user.role].length > 0 && (
            <nav aria-label="Quick actions" className="mt-6">
              <p className={`px-3 text-xs uppercase tracking-wider text-muted-foreground ${open ? "" : "md:sr-only"}`}>
                Quick Actions
              </p>
              {quickActions[user.role].map(navLink)}
            </nav>
          )}
          <div className={`mt-8 rounded-lg bg-muted p-3 text-sm ${open ? "" : "md:hidden"}`}>
            <p className="text-xs uppercase tracking-wider text-muted-foreground">Current User</p>
            <p className="mt-1 font-mono font-semibold">{user.flideskId}</p>
            <p className="capitalize text-muted-foreground">{user.role}</p>
          </div>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
          <Outlet />
        </main>
        <InstallBanner />
      </div>
    </div>
  );
}
