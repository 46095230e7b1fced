import type { Ref } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { roleName, usePortalTexts } from "~/lib/portal-texts";
import { dashboardLink, type NavItem, profileLink, quickActions, roleLinks } from "../nav";
import type { PortalUser } from "../user";

type SidebarProps = {
  user: PortalUser;
  open: boolean;
  mobileOpen: boolean;
  onNavigate: () => void;
  ref: Ref<HTMLElement>;
};

function SidebarLink({ to, label, Icon, open, onNavigate }: NavItem & { open: boolean; onNavigate: () => void }) {
  const { m } = usePortalTexts();
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
      onClick={onNavigate}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={open ? "" : "md:sr-only"}>{label(m)}</span>
    </Link>
  );
}

/** The role badge, 'Dashboard' and the role's links, its quick actions, and the 'Current User' box. */
export function PortalSidebar({ user, open, mobileOpen, onNavigate, ref }: SidebarProps) {
  const { m } = usePortalTexts();
  const role = roleName(m, user.role);
  const navLink = (item: NavItem) => <SidebarLink key={item.to} {...item} open={open} onNavigate={onNavigate} />;
  const actions = quickActions[user.role];
  return (
    <aside
      ref={ref}
      id="dashboard-sidebar"
      aria-label={m.shell_sidebar()}
      data-state={open ? "expanded" : "collapsed"}
      data-mobile-open={mobileOpen}
      className={`invisible fixed bottom-0 left-0 top-16 z-30 w-72 -translate-x-full overflow-y-auto overflow-x-hidden border-r border-border bg-card p-4 transition-transform data-[mobile-open=true]:visible data-[mobile-open=true]:translate-x-0 md:visible md:bottom-auto md:sticky md:h-[calc(100vh-4rem)] md:shrink-0 md:translate-x-0 ${open ? "md:w-64" : "md:w-12 md:p-2"}`}
    >
      <Badge variant="outline" className={`capitalize ${open ? "" : "md:hidden"}`}>
        {role}
      </Badge>
      <nav aria-label={m.shell_nav_dashboard()} className="mt-4">
        {[dashboardLink, ...roleLinks[user.role], profileLink].map(navLink)}
      </nav>
      {actions.length > 0 && (
        <nav aria-label={m.shell_quick_actions_nav()} className="mt-6">
          <p className={`px-3 text-xs uppercase tracking-wider text-muted-foreground ${open ? "" : "md:sr-only"}`}>
            {m.shell_quick_actions()}
          </p>
          {actions.map(navLink)}
        </nav>
      )}
      <div className={`mt-8 rounded-lg bg-muted p-3 text-sm ${open ? "" : "md:hidden"}`}>
        <p className="text-xs uppercase tracking-wider text-muted-foreground">{m.shell_current_user()}</p>
        {user.name !== user.flideskId && <p className="mt-1 wrap-anywhere font-semibold">{user.name}</p>}
        <p className={user.name !== user.flideskId ? "font-mono text-xs" : "mt-1 font-mono font-semibold"}>
          {user.flideskId}
        </p>
        <p className="capitalize text-muted-foreground">{role}</p>
      </div>
    </aside>
  );
}
