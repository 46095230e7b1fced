import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { NavItem, NavLink } from "../nav";
import { useChromeTexts } from "../texts";
import { LanguageSwitcher } from "./language-switcher";
import { NavTargetLink } from "./nav-link";

type OnNavigate = { onNavigate: () => void };

function MobileLink({ link, onNavigate, className }: OnNavigate & { link: NavLink; className: string }) {
  return (
    <li>
      <NavTargetLink dest={link.target} onNavigate={onNavigate} className={className}>
        {link.name}
      </NavTargetLink>
    </li>
  );
}

function MobileItem({ item, onNavigate }: OnNavigate & { item: NavItem }) {
  if (item.type === "link") {
    return (
      <MobileLink
        link={item}
        onNavigate={onNavigate}
        className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted"
      />
    );
  }
  // A dropdown's links, flat under its name: a phone has no room for menus in menus.
  return (
    <li className="py-1">
      <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{item.name}</p>
      <ul>
        {item.items.map((link) => (
          <MobileLink
            key={link.name}
            link={link}
            onNavigate={onNavigate}
            className="block rounded-md px-3 py-2.5 text-base hover:bg-muted"
          />
        ))}
      </ul>
    </li>
  );
}

/** The full menu under the header on small screens; following any of its links closes it. */
export function MobileMenu({ onNavigate }: OnNavigate) {
  const { mainNav, mainNavLabel, quoteCta } = useChromeTexts();
  return (
    <nav
      id="mobile-menu"
      aria-label={mainNavLabel}
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-border bg-background px-4 pb-6 lg:hidden"
    >
      <ul className="grid gap-1 py-3">
        {mainNav.map((item) => (
          <MobileItem key={item.name} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <NavTargetLink
        dest={quoteCta.target}
        onNavigate={onNavigate}
        className={cn(buttonVariants({ size: "lg" }), "w-full")}
      >
        {quoteCta.name}
      </NavTargetLink>
      <LanguageSwitcher className="mt-4 justify-center" onNavigate={onNavigate} />
    </nav>
  );
}
