import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { localeOfPath, localizedPath } from "~/lib/locale";
import { type HomeSection, homeSections } from "./nav";

/** docs/product.md, Public site: scroll to a section 80 px above it (the fixed header) in 700 ms; highlight at scroll + 100 px. */
export const SCROLL_OFFSET_PX = 80;
export const SCROLL_DURATION_MS = 700;
export const ACTIVE_THRESHOLD_PX = 100;

export function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls to `target()`, asked again at every frame: parts of the page below the fold are laid out only as they
 * near the viewport (`content-visibility`), so a section further down can move while the page scrolls to it.
 */
function animateScrollTo(target: () => number) {
  if (prefersReducedMotion()) {
    window.scrollTo({ top: target(), behavior: "instant" });
    return;
  }
  const start = window.scrollY;
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / SCROLL_DURATION_MS);
    window.scrollTo({ top: start + (target() - start) * easeInOutCubic(t), behavior: "instant" });
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function scrollToSection(section: HomeSection) {
  const element = document.getElementById(section);
  if (!element) return;
  animateScrollTo(() =>
    section === "home" ? 0 : Math.max(0, element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX),
  );
  // Move focus for keyboard and screen-reader users without a second jump.
  element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

export function scrollToTop() {
  animateScrollTo(() => 0);
}

/** Goes to a home section: scrolls there on the home page; from elsewhere, goes home first and then scrolls. */
export function useGoToSection() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: HomeSection) => {
      // The home page in the page's own language (decision 48).
      const home = localizedPath("/", localeOfPath(location.pathname));
      if (location.pathname === home) scrollToSection(section);
      else navigate(home, { state: { section } });
    },
    [location.pathname, navigate],
  );
}

/** On the home page: scrolls to the section another page asked for when it navigated here. */
export function useScrollToRequestedSection() {
  const location = useLocation();
  useEffect(() => {
    const section = (location.state as { section?: HomeSection } | null)?.section;
    if (section && homeSections.includes(section)) {
      // After React Router's own scroll to the top of the new page.
      const id = requestAnimationFrame(() => scrollToSection(section));
      return () => cancelAnimationFrame(id);
    }
  }, [location]);
}

/** The home section under the scroll position plus 100 px, or null away from the home page. */
export function useActiveSection(enabled: boolean) {
  const [active, setActive] = useState<HomeSection | null>(enabled ? "home" : null);
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY + ACTIVE_THRESHOLD_PX;
      // The section that starts last above the line, whatever order the sections stand in on the page.
      let current: HomeSection = "home";
      let best = Number.NEGATIVE_INFINITY;
      for (const id of homeSections) {
        // A section below the fold sits at the top of its part's box: measuring the box does not make the browser
        // lay out the part's skipped content (`content-visibility`).
        const section = document.getElementById(id);
        const el = section?.parentElement?.hasAttribute("data-part") ? section.parentElement : section;
        const top = el ? el.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
        if (top <= y && top > best) {
          best = top;
          current = id;
        }
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return active;
}
