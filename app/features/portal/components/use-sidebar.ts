import { useEffect, useRef, useState } from "react";
import { writeSidebarOpen } from "../sidebar";

const PHONE = "(max-width: 767px)";

/**
 * The sidebar's two states. Desktop: expanded (16rem) or collapsed (3rem), remembered in a cookie. Below 768 px:
 * an overlay (18rem) over a dimmed page, closed by Escape, by a click on the page beside it or by following one
 * of its links. Ctrl or Cmd + B toggles whichever applies.
 *
 * While the overlay is open the page behind it is inert; focus moves to its first link, and back to the toggle
 * when Escape or the backdrop closes it (a followed link keeps focus where the link took it).
 */
export function useSidebar(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [phone, setPhone] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const toggle = () => {
    if (window.matchMedia(PHONE).matches) {
      setMobileOpen((o) => !o);
      return;
    }
    setOpen((o) => {
      writeSidebarOpen(!o);
      return !o;
    });
  };
  const dismiss = () => {
    setMobileOpen(false);
    toggleRef.current?.focus();
  };
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const onChange = () => {
      setPhone(query.matches);
      // Grown past the phone layout, the overlay is no more: nothing may stay inert behind it.
      if (!query.matches) setMobileOpen(false);
    };
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  useEffect(() => {
    if (mobileOpen) sidebarRef.current?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [mobileOpen]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "b") {
        event.preventDefault();
        toggle();
      }
      if (event.key === "Escape" && mobileOpen) dismiss();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  return {
    open,
    mobileOpen,
    /** What the toggle shows and controls now: the overlay on a phone, the width on a desktop. */
    expanded: phone ? mobileOpen : open,
    toggle,
    dismiss,
    closeMobile: () => setMobileOpen(false),
    toggleRef,
    sidebarRef,
  };
}
