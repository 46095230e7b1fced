import { MenuIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { siteConfig } from "../config";
import { mainNav, quoteCta } from "../nav";
import { scrollToTop, useActiveSection } from "../scroll";
import { BrandMark } from "./brand-mark";
import { DesktopNav } from "./desktop-nav";
import { NavTargetLink } from "./nav-link";

/** docs/product.md, Public site: the fixed top navigation, dropdowns on desktop and a full menu on mobile. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const activeSection = useActiveSection(pathname === "/");
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMobileOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [mobileOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 font-display text-xl font-bold text-foreground"
          aria-label={`${siteConfig.brandName} home`}
          onClick={(event) => {
            if (pathname === "/") {
              event.preventDefault();
              scrollToTop();
            }
          }}
        >
          <BrandMark className="size-8" />
          <span>{siteConfig.brandName}</span>
        </Link>

        <DesktopNav pathname={pathname} activeSection={activeSection} />

        <div className="flex items-center gap-2">
          <NavTargetLink dest={quoteCta.target} className={cn(buttonVariants({ size: "sm" }), "hidden sm:inline-flex")}>
            {quoteCta.name}
          </NavTargetLink>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? (
              <XIcon className="size-6" aria-hidden="true" />
            ) : (
              <MenuIcon className="size-6" aria-hidden="true" />
            )}
            <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      {mobileOpen && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-border bg-background px-4 pb-6 lg:hidden"
        >
          <ul className="grid gap-1 py-3">
            {mainNav.map((item) =>
              item.type === "link" ? (
                <li key={item.name}>
                  <NavTargetLink
                    dest={item.target}
                    onNavigate={() => setMobileOpen(false)}
                    className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted"
                  >
                    {item.name}
                  </NavTargetLink>
                </li>
              ) : (
                <li key={item.name} className="py-1">
                  <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                    {item.name}
                  </p>
                  <ul>
                    {item.items.map((link) => (
                      <li key={link.name}>
                        <NavTargetLink
                          dest={link.target}
                          onNavigate={() => setMobileOpen(false)}
                          className="block rounded-md px-3 py-2.5 text-base hover:bg-muted"
                        >
                          {link.name}
                        </NavTargetLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
          <NavTargetLink
            dest={quoteCta.target}
            onNavigate={() => setMobileOpen(false)}
            className={cn(buttonVariants({ size: "lg" }), "w-full")}
          >
            {quoteCta.name}
          </NavTargetLink>
        </nav>
      )}
    </header>
  );
}
