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

/**
 * The family that holds Noto Sans Sinhala or Tamil on a page in that language (app/lib/script-fonts.tsx). The stacks
 * under `data-fonts` name it after the web fonts: Chromium picks one set of faces per family for a weight, so the
 * script's faces cannot share a family with the Latin face, whose weight range differs.
 */
export const SCRIPT_FAMILY = "Script Noto";

/** A letter of each language's own script, for `document.fonts.load` / `check`: a face loads for its range only. */
export const SCRIPT_SAMPLES: Record<string, string> = { si: "අ", ta: "அ" };

/** The `document.fonts.load` / `check` argument for a family. */
export const fontQuery = (family: string) => `1em "${family}"`;

/** On every navigation in the app after the first page: the web fonts, once this document has loaded them. */
export function useWebFontsAfterNavigation() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    const root = document.documentElement;
    if (key === first.current || root.hasAttribute("data-fonts") || !document.fonts) return;
    const needed: [string, string?][] = WEB_FONTS.map((family) => [fontQuery(family)]);
    const sample = SCRIPT_SAMPLES[root.lang];
    // On a Sinhala or Tamil page, the script's faces too, both weights: else its text would swap in Noto later.
    const script = fontQuery(SCRIPT_FAMILY);
    if (sample) needed.push([script, sample], [`bold ${script}`, sample]);
    const missing = needed.filter(([query, text]) => !document.fonts.check(query, text));
    if (missing.length === 0) root.setAttribute("data-fonts", "");
    // A tab whose first page was in English: the script's faces load now, for the next page.
    else for (const [query, text] of missing) document.fonts.load(query, text).catch(() => {});
  }, [key]);
}
