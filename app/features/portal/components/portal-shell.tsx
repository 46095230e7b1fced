import type { ReactNode } from "react";
import { InstallBanner } from "~/components/install-banner";
import { usePortalTexts } from "~/lib/portal-texts";
import type { PortalUser } from "../user";
import { PortalHeader } from "./portal-header";
import { PortalSidebar } from "./portal-sidebar";
import { useSidebar } from "./use-sidebar";

/**
 * The portal's frame around every page below /dashboard (and around its 403 and 404 answers): skip link, the
 * fixed header, the sidebar (an overlay over the dimmed page on small screens), the page, and the install banner.
 */
export function PortalShell({
  user,
  unread,
  sidebarOpen,
  children,
}: {
  user: PortalUser;
  /** Unread notifications: the header's bell. */
  unread: number;
  sidebarOpen: boolean;
  children: ReactNode;
}) {
  const sidebar = useSidebar(sidebarOpen);
  const { m } = usePortalTexts();
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {m.shell_skip_to_content()}
      </a>
      <PortalHeader
        user={user}
        unread={unread}
        expanded={sidebar.expanded}
        onToggle={sidebar.toggle}
        toggleRef={sidebar.toggleRef}
      />
      <div className="flex pt-16">
        <PortalSidebar
          user={user}
          open={sidebar.open}
          mobileOpen={sidebar.mobileOpen}
          onNavigate={sidebar.closeMobile}
          ref={sidebar.sidebarRef}
        />
        {sidebar.mobileOpen && (
          // The dimmed page beside the open overlay: a click on it closes the overlay. Keyboard users have
          // Escape and the toggle, so it takes no place in the tab order.
          <button
            type="button"
            tabIndex={-1}
            aria-label={m.shell_close_sidebar()}
            onClick={sidebar.dismiss}
            className="fixed inset-0 top-16 z-20 cursor-default bg-black/50 md:hidden"
          />
        )}
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-8" inert={sidebar.mobileOpen}>
          {children}
        </main>
        <PortalInstallBanner />
      </div>
    </div>
  );
}

/** The install prompt, in the person's language. */
function PortalInstallBanner() {
  const { m } = usePortalTexts();
  return (
    <InstallBanner
      texts={{
        dialog: m.shell_install_dialog(),
        text: m.shell_install_text(),
        notNow: m.shell_install_not_now(),
        install: m.shell_install_app(),
      }}
    />
  );
}
