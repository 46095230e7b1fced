import { ChevronDownIcon, MenuIcon, XIcon } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { siteConfig } from "../config";
import { type HomeSection, mainNav, type NavItem, type NavTarget, quoteCta } from "../nav";
import { scrollToTop, useActiveSection } from "../scroll";
import { BrandMark } from "./brand-mark";
import { NavTargetLink } from "./nav-link";

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground/90 transition-colors hover:bg-muted hover:text-foreground data-[active=true]:text-primary data-[state=open]:bg-muted";

function isActive(target: NavTarget, pathname: string, activeSection: HomeSection | null) {
  if ("section" in target) return pathname === "/" && activeSection === target.section;
  if ("to" in target) return pathname === target.to;
  return false;
}

function itemActive(item: NavItem, pathname: string, activeSection: HomeSection | null) {
  if (item.type === "link") return isActive(item.target, pathname, activeSection);
  return (
    (item.section !== undefined && pathname === "/" && activeSection === item.section) ||
    item.items.some((link) => "to" in link.target && link.target.to === pathname)
  );
}

/** Spec 01 §2: the fixed top navigation, dropdowns on desktop and a full menu on mobile. */
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

        <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block" delayDuration={100}>
          <NavigationMenu.List className="flex items-center gap-1">
            {mainNav.map((item) => (
              <NavigationMenu.Item key={item.name} className="relative">
                {item.type === "link" ? (
                  <NavigationMenu.Link asChild active={itemActive(item, pathname, activeSection)}>
                    <NavTargetLink
                      dest={item.target}
                      className={itemClass}
                      data-active={itemActive(item, pathname, activeSection)}
                      aria-current={
                        itemActive(item, pathname, activeSection)
                          ? "to" in item.target
                            ? "page"
                            : "location"
                          : undefined
                      }
                    >
                      {item.name}
                    </NavTargetLink>
                  </NavigationMenu.Link>
                ) : (
                  <>
                    <NavigationMenu.Trigger
                      className={itemClass}
                      data-active={itemActive(item, pathname, activeSection)}
                    >
                      {item.name}
                      <ChevronDownIcon
                        className="size-3.5 transition-transform [[data-state=open]>&]:rotate-180"
                        aria-hidden="true"
                      />
                    </NavigationMenu.Trigger>
                    <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-2 w-72 rounded-xl border border-border bg-popover p-2 shadow-xl">
                      <ul className="grid gap-1">
                        {item.items.map((link) => (
                          <li key={link.name}>
                            <NavigationMenu.Link asChild>
                              <NavTargetLink
                                dest={link.target}
                                className="block rounded-md px-3 py-2 hover:bg-accent focus-visible:bg-accent"
                              >
                                <span className="block text-sm font-semibold text-foreground">{link.name}</span>
                                {link.description && (
                                  <span className="block text-xs text-muted-foreground">{link.description}</span>
                                )}
                              </NavTargetLink>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ul>
                    </NavigationMenu.Content>
                  </>
                )}
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

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
