import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The web fonts of app/app.css. They apply under `<html data-fonts>` only, so nothing asks for them before a page's
 * first paint (decision 30). The first page of a tab keeps its fallback fonts (scaled to the same letter widths);
 * its head script loads the web fonts once the page has loaded (app/lib/document.server.ts), and later pages use
 * them: a page loaded anew from the cache, before its first paint; the page a link leads to here, from its render.
 * Swapping them in under the reader's eyes would move centred lines by a few pixels, a layout shift.
 */
export const WEB_FONTS = ["Inter Variable", "Playfair Display Variable"] as const;

/** The `document.fonts.load` / `check` argument for a family. */
export const fontQuery = (family: string) => `1em "${family}"`;

/** On every navigation in the app after the first page: the web fonts, once this document has loaded them. */
export function useWebFontsAfterNavigation() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    const root = document.documentElement;
    if (key === first.current || root.hasAttribute("data-fonts") || !document.fonts) return;
    if (WEB_FONTS.every((family) => document.fonts.check(fontQuery(family)))) root.setAttribute("data-fonts", "");
  }, [key]);
}
