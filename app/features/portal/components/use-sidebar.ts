import { useEffect, useState } from "react";
import { writeSidebarOpen } from "../sidebar";

/**
 * The sidebar's two states. Desktop: expanded (16rem) or collapsed (3rem), remembered in a cookie. Below 768 px:
 * an overlay (18rem), closed by Escape or by following one of its links. Ctrl or Cmd + B toggles whichever applies.
 */
export function useSidebar(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = () => {
    if (window.matchMedia("(max-width: 767px)").matches) {
      setMobileOpen((o) => !o);
      return;
    }
    setOpen((o) => {
      writeSidebarOpen(!o);
      return !o;
    });
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "b") {
        event.preventDefault();
        toggle();
      }
      if (event.key === "Escape") setMobileOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  return { open, mobileOpen, toggle, closeMobile: () => setMobileOpen(false) };
}
