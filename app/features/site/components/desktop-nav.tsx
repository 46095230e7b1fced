import { ChevronDownIcon } from "lucide-react";
import { useId } from "react";
import type { HomeSection, NavItem, NavLink, NavTarget } from "../nav";
import { useChromeTexts } from "../texts";
import { NavTargetLink } from "./nav-link";
import { useNavMenus } from "./use-nav-menus";

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground/90 transition-colors hover:bg-muted hover:text-foreground data-[active=true]:text-primary data-[state=open]:bg-muted";

type Menus = ReturnType<typeof useNavMenus>;

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

function MenuPanel({ id, links, onNavigate }: { id: string; links: NavLink[]; onNavigate: () => void }) {
  return (
    <div
      id={id}
      data-nav-menu=""
      className="absolute left-0 top-full z-50 mt-2 w-72 rounded-xl border border-border bg-popover p-2 shadow-xl"
    >
      <ul className="grid gap-1">
        {links.map((link) => (
          <li key={link.name}>
            <NavTargetLink
              dest={link.target}
              onNavigate={onNavigate}
              className="block rounded-md px-3 py-2 hover:bg-accent focus-visible:bg-accent"
            >
              <span className="block text-sm font-semibold text-foreground">{link.name}</span>
              {link.description && <span className="block text-xs text-muted-foreground">{link.description}</span>}
            </NavTargetLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

type DropdownProps = { item: NavItem & { type: "dropdown" }; active: boolean; menuId: string; menus: Menus };

/** A disclosure menu: a button with `aria-expanded` that shows a list of links. */
function Dropdown({ item, active, menuId, menus }: DropdownProps) {
  const expanded = menus.open === item.name;
  return (
    <li
      className="relative"
      data-nav-item={item.name}
      onPointerEnter={(event) => event.pointerType === "mouse" && menus.hover(item.name)}
      onPointerLeave={(event) => event.pointerType === "mouse" && menus.leave(item.name)}
    >
      <button
        type="button"
        className={itemClass}
        data-nav-top=""
        data-active={active}
        data-state={expanded ? "open" : "closed"}
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        onClick={() => menus.click(item.name)}
      >
        {item.name}
        <ChevronDownIcon
          className="size-3.5 transition-transform [[data-state=open]>&]:rotate-180"
          aria-hidden="true"
        />
      </button>
      {expanded && <MenuPanel id={menuId} links={item.items} onNavigate={menus.close} />}
    </li>
  );
}

/**
 * The desktop navigation: links and disclosure menus. A menu opens on hover or click and closes 150 ms after the
 * pointer leaves it or clicks outside; the keyboard works as `useNavMenus` says.
 */
export function DesktopNav({ pathname, activeSection }: { pathname: string; activeSection: HomeSection | null }) {
  const menus = useNavMenus();
  const id = useId();
  const { mainNav, mainNavLabel } = useChromeTexts();
  return (
    <nav
      ref={menus.navRef}
      aria-label={mainNavLabel}
      className="relative hidden lg:block"
      onKeyDown={menus.onKeyDown}
      onBlur={menus.onBlur}
    >
      <ul className="flex items-center gap-1">
        {mainNav.map((item, i) => {
          const active = itemActive(item, pathname, activeSection);
          if (item.type === "dropdown") {
            // By position: a name in Sinhala or Tamil has no word characters to make an id from.
            const menuId = `${id}-${item.section ?? i}`;
            return <Dropdown key={item.name} item={item} active={active} menuId={menuId} menus={menus} />;
          }
          return (
            <li key={item.name} className="relative">
              <NavTargetLink
                dest={item.target}
                className={itemClass}
                data-nav-top=""
                data-active={active}
                aria-current={active ? ("to" in item.target ? "page" : "location") : undefined}
              >
                {item.name}
              </NavTargetLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
