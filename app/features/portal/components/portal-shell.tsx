import type { ReactNode } from "react";
import { InstallBanner } from "~/components/install-banner";
import type { PortalUser } from "../user";
import { PortalHeader } from "./portal-header";
import { PortalSidebar } from "./portal-sidebar";
import { useSidebar } from "./use-sidebar";

/**
 * The portal's frame around every page below /dashboard (and around its 403 and 404 answers): skip link, the
 * fixed header, the sidebar (an overlay on small screens), the page, and the install banner.
 */
export function PortalShell({
  user,
  sidebarOpen,
  children,
}: {
  user: PortalUser;
  sidebarOpen: boolean;
  children: ReactNode;
}) {
  const sidebar = useSidebar(sidebarOpen);
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <PortalHeader user={user} open={sidebar.open} onToggle={sidebar.toggle} />
      <div className="flex pt-16">
        <PortalSidebar
          user={user}
          open={sidebar.open}
          mobileOpen={sidebar.mobileOpen}
          onNavigate={sidebar.closeMobile}
        />
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
          {children}
        </main>
        <InstallBanner />
      </div>
    </div>
  );
}
