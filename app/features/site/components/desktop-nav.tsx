import { ChevronDownIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type HomeSection, mainNav, type NavItem, type NavTarget } from "../nav";
import { NavTargetLink } from "./nav-link";

/** docs/product.md, Public site: a menu the pointer has left closes after this delay, so a diagonal move to it does not close it. */
const CLOSE_DELAY_MS = 150;

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

/** Moves focus to the next or previous of `elements` from the focused one, wrapping around. */
function moveFocus(elements: HTMLElement[], step: 1 | -1) {
  const index = elements.indexOf(document.activeElement as HTMLElement);
  elements[(index + step + elements.length) % elements.length]?.focus();
}

/**
 * The desktop navigation: links and disclosure menus (a button with `aria-expanded` that shows a list of links).
 * - Pointer: a menu opens on hover or click and closes 150 ms after the pointer leaves it or clicks outside.
 * - Keyboard: Enter or Space toggles, ArrowDown opens and enters the menu, arrows move between its links and
 *   between the top-level items, Escape closes and returns to the button, and leaving the nav by Tab closes.
 */
export function DesktopNav({ pathname, activeSection }: { pathname: string; activeSection: HomeSection | null }) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A menu opened by hover stays open when the same pointer then clicks its button.
  const openedByHover = useRef(false);
  const focusFirstLink = useRef(false);
  const id = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  const topItems = () => [...(navRef.current?.querySelectorAll<HTMLElement>("[data-nav-top]") ?? [])];
  const menuLinks = () => [...(navRef.current?.querySelectorAll<HTMLElement>("[data-nav-menu] a") ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusFirstLink.current) {
      focusFirstLink.current = false;
      menuLinks()[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeSoon();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const inMenu = target.closest("[data-nav-menu]") !== null;
    const menuName = target.closest<HTMLElement>("[data-nav-item]")?.dataset.navItem ?? null;
    if (event.key === "Escape" && open) {
      event.preventDefault();
      const trigger = navRef.current?.querySelector<HTMLElement>(`[data-nav-item="${open}"] > button`);
      setOpen(null);
      trigger?.focus();
    } else if (inMenu && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      moveFocus(menuLinks(), event.key === "ArrowDown" ? 1 : -1);
    } else if (!inMenu && event.key === "ArrowDown" && target.localName === "button" && menuName) {
      event.preventDefault();
      if (open === menuName) menuLinks()[0]?.focus();
      else {
        focusFirstLink.current = true;
        openedByHover.current = false;
        setOpen(menuName);
      }
    } else if (!inMenu && (event.key === "ArrowRight" || event.key === "ArrowLeft")) {
      event.preventDefault();
      setOpen(null);
      moveFocus(topItems(), event.key === "ArrowRight" ? 1 : -1);
    }
  };

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="relative hidden lg:block"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="flex items-center gap-1">
        {mainNav.map((item) => {
          const active = itemActive(item, pathname, activeSection);
          if (item.type === "link") {
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
          }
          const expanded = open === item.name;
          const menuId = `${id}-${item.name.replace(/\W+/g, "-")}`;
          return (
            <li
              key={item.name}
              className="relative"
              data-nav-item={item.name}
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse") return;
                cancelClose();
                if (!expanded) {
                  openedByHover.current = true;
                  setOpen(item.name);
                }
              }}
              onPointerLeave={(event) => event.pointerType === "mouse" && expanded && closeSoon()}
            >
              <button
                type="button"
                className={itemClass}
                data-nav-top=""
                data-active={active}
                data-state={expanded ? "open" : "closed"}
                aria-expanded={expanded}
                aria-controls={expanded ? menuId : undefined}
                onClick={() => {
                  cancelClose();
                  if (expanded && openedByHover.current) openedByHover.current = false;
                  else {
                    openedByHover.current = false;
                    setOpen(expanded ? null : item.name);
                  }
                }}
              >
                {item.name}
                <ChevronDownIcon
                  className="size-3.5 transition-transform [[data-state=open]>&]:rotate-180"
                  aria-hidden="true"
                />
              </button>
              {expanded && (
                <div
                  id={menuId}
                  data-nav-menu=""
                  className="absolute left-0 top-full z-50 mt-2 w-72 rounded-xl border border-border bg-popover p-2 shadow-xl"
                >
                  <ul className="grid gap-1">
                    {item.items.map((link) => (
                      <li key={link.name}>
                        <NavTargetLink
                          dest={link.target}
                          onNavigate={() => setOpen(null)}
                          className="block rounded-md px-3 py-2 hover:bg-accent focus-visible:bg-accent"
                        >
                          <span className="block text-sm font-semibold text-foreground">{link.name}</span>
                          {link.description && (
                            <span className="block text-xs text-muted-foreground">{link.description}</span>
                          )}
                        </NavTargetLink>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
