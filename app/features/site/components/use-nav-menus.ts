import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";

/** docs/product.md, Public site: a menu the pointer has left closes after this delay, so a diagonal move to it does not close it. */
const CLOSE_DELAY_MS = 150;

const topItems = (nav: HTMLElement | null) => [...(nav?.querySelectorAll<HTMLElement>("[data-nav-top]") ?? [])];
const menuLinks = (nav: HTMLElement | null) => [...(nav?.querySelectorAll<HTMLElement>("[data-nav-menu] a") ?? [])];

/** Moves focus to the next or previous of `elements` from the focused one, wrapping around. */
function moveFocus(elements: HTMLElement[], step: 1 | -1) {
  const index = elements.indexOf(document.activeElement as HTMLElement);
  elements[(index + step + elements.length) % elements.length]?.focus();
}

type KeyContext = {
  nav: HTMLElement | null;
  open: string | null;
  setOpen: (name: string | null) => void;
  openFromKeyboard: (name: string) => void;
};

/**
 * Enter or Space toggles (the button's own click), ArrowDown opens a menu and enters it, arrows move between its
 * links and between the top-level items, Escape closes and returns to the button.
 */
function onMenuKey(event: KeyboardEvent<HTMLElement>, { nav, open, setOpen, openFromKeyboard }: KeyContext) {
  const target = event.target as HTMLElement;
  const inMenu = target.closest("[data-nav-menu]") !== null;
  const menuName = target.closest<HTMLElement>("[data-nav-item]")?.dataset.navItem ?? null;
  if (event.key === "Escape" && open) {
    event.preventDefault();
    const trigger = nav?.querySelector<HTMLElement>(`[data-nav-item="${open}"] > button`);
    setOpen(null);
    trigger?.focus();
  } else if (inMenu && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
    event.preventDefault();
    moveFocus(menuLinks(nav), event.key === "ArrowDown" ? 1 : -1);
  } else if (!inMenu && event.key === "ArrowDown" && target.localName === "button" && menuName) {
    event.preventDefault();
    if (open === menuName) menuLinks(nav)[0]?.focus();
    else openFromKeyboard(menuName);
  } else if (!inMenu && (event.key === "ArrowRight" || event.key === "ArrowLeft")) {
    event.preventDefault();
    setOpen(null);
    moveFocus(topItems(nav), event.key === "ArrowRight" ? 1 : -1);
  }
}

/**
 * Which of the desktop nav's menus is open, and the handlers that open and close them: by hover (closing a moment
 * after the pointer leaves or clicks outside), by click, and by keyboard; leaving the nav by Tab closes.
 */
export function useNavMenus() {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A menu opened by hover stays open when the same pointer then clicks its button.
  const openedByHover = useRef(false);
  const focusFirstLink = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    if (focusFirstLink.current) {
      focusFirstLink.current = false;
      menuLinks(navRef.current)[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeSoon();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openFromKeyboard = (name: string) => {
    focusFirstLink.current = true;
    openedByHover.current = false;
    setOpen(name);
  };
  return {
    open,
    close: () => setOpen(null),
    navRef,
    hover(name: string) {
      cancelClose();
      if (open === name) return;
      openedByHover.current = true;
      setOpen(name);
    },
    leave: (name: string) => open === name && closeSoon(),
    click(name: string) {
      cancelClose();
      const expanded = open === name;
      if (expanded && openedByHover.current) openedByHover.current = false;
      else {
        openedByHover.current = false;
        setOpen(expanded ? null : name);
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) =>
      onMenuKey(event, { nav: navRef.current, open, setOpen, openFromKeyboard }),
    onBlur(event: FocusEvent<HTMLElement>) {
      if (open && !navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
    },
  };
}
