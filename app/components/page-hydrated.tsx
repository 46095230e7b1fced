import { useEffect } from "react";

/**
 * Marks the page as interactive once React has hydrated what renders this: `<html data-hydrated>` (styles and tests
 * tell a hydrated page from the server's HTML by it) and `performance.mark("hydrated")` (the hydration benchmark
 * reads it from its trace). The root renders it, unless a layout whose page hydrates in a later pass renders it
 * after the page and says so with `handle: { marksHydrated: true }`.
 */
export function PageHydrated() {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return;
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
  }, []);
  return null;
}
