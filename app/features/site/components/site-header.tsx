import { MenuIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { localeOfPath, localizedPath, unlocalizedPath } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { siteConfig } from "../config";
import { scrollToTop, useActiveSection } from "../scroll";
import { useChromeTexts } from "../texts";
import { BrandMark } from "./brand-mark";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { NavTargetLink } from "./nav-link";

/** The brand, linking home; on the home page it scrolls back to the top instead. */
function HomeLink({ pathname }: { pathname: string }) {
  const home = localizedPath("/", localeOfPath(pathname));
  return (
    <Link
      to={home}
      className="flex items-center gap-2 font-display text-xl font-bold text-foreground"
      aria-label={useChromeTexts().homeLink}
      onClick={(event) => {
        if (pathname === home) {
          event.preventDefault();
          scrollToTop();
        }
      }}
    >
      <BrandMark className="size-8" />
      <span>{siteConfig.brandName}</span>
    </Link>
  );
}

function MenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { menuOpen, menuClose } = useChromeTexts();
  return (
    <button
      type="button"
      className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted lg:hidden"
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={onToggle}
    >
      {open ? <XIcon className="size-6" aria-hidden="true" /> : <MenuIcon className="size-6" aria-hidden="true" />}
      <span className="sr-only">{open ? menuClose : menuOpen}</span>
    </button>
  );
}

/** docs/product.md, Public site: the fixed top navigation, dropdowns on desktop and a full menu on mobile. */
export function SiteHeader() {
  const { pathname } = useLocation();
  // The navigation speaks of the English addresses; a page's language only changes where its links lead.
  const page = unlocalizedPath(pathname);
  const activeSection = useActiveSection(page === "/");
  const { quoteCta } = useChromeTexts();
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
        <HomeLink pathname={pathname} />
        <DesktopNav pathname={page} activeSection={activeSection} />
        <div className="flex items-center gap-2">
          <LanguageSwitcher landmark className="hidden md:flex" />
          <NavTargetLink dest={quoteCta.target} className={cn(buttonVariants({ size: "sm" }), "hidden sm:inline-flex")}>
            {quoteCta.name}
          </NavTargetLink>
          <MenuButton open={mobileOpen} onToggle={() => setMobileOpen((open) => !open)} />
        </div>
      </div>
      {mobileOpen && <MobileMenu onNavigate={() => setMobileOpen(false)} />}
    </header>
  );
}
