import { describe, expect, it } from "vitest";
import { sitePageOf } from "~/features/site/page-handle";
import { localizedPath } from "~/lib/locale";
import routes from "../../routes";
import { pagesOf, publicPages } from "./pages.server";

// The site's routes (app/routes.ts) that are no page of their own: the search and the 404. The purchase path under
// the site's layout (routes/onboarding/) is not a public page either: not in the sitemap, the search or the cache.
const NOT_PAGES = new Set(["routes/site/search.tsx", "routes/site/not-found.tsx"]);
// The English site layout (the Sinhala and Tamil ones have ids of their own, decision 48).
const siteLayout = routes.find((r) => r.file === "routes/site/layout.tsx" && !r.id);
const sitePages = (siteLayout?.children ?? []).filter(
  (r) => r.file.startsWith("routes/site/") && !NOT_PAGES.has(r.file),
);
// Every route module of the site, by the file name app/routes.ts gives it.
const modules = import.meta.glob<{ handle?: unknown }>("./**/*.tsx");
const moduleOf = (file: string) => modules[file.replace(/^routes\/site\//, "./")];

describe("the public pages, each declared in its route's handle", () => {
  it("has a handle declaring its page at its own address in every page route of the site", async () => {
    expect(sitePages.length).toBeGreaterThan(10);
    for (const route of sitePages) {
      const load = moduleOf(route.file);
      expect(load, route.file).toBeDefined();
      const page = sitePageOf((await load?.())?.handle);
      expect(page, `${route.file} exports no handle declaring its page`).not.toBeNull();
      expect(page?.path, route.file).toBe(route.index ? "/" : `/${route.path}`);
    }
  });

  it("lists exactly those pages, once each, for the sitemap, the search and the cache", () => {
    const routed = sitePages.map((r) => (r.index ? "/" : `/${r.path}`)).sort();
    expect(publicPages.map((p) => p.path)).toEqual(routed);
  });

  it("offers every public page in Sinhala and Tamil, at its address under the language's prefix", () => {
    for (const lang of ["si", "ta"] as const) {
      const layout = routes.find((r) => r.id === `site-layout-${lang}`);
      // The purchase path is offered in each language too (decision 50), but is no public page (not in the sitemap).
      const pages = (layout?.children ?? []).filter(
        (r) => !NOT_PAGES.has(r.file) && !r.file.startsWith("routes/onboarding/"),
      );
      expect(pages.map((r) => `/${r.path}`).sort(), lang).toEqual(
        publicPages.map((p) => localizedPath(p.path, lang)).sort(),
      );
      for (const route of pages) {
        const english = sitePages.find((r) => r.file === route.file);
        expect(english && localizedPath(english.index ? "/" : `/${english.path}`, lang), route.file).toBe(
          `/${route.path}`,
        );
      }
      expect(layout?.children?.some((r) => r.file === "routes/site/not-found.tsx" && r.path === `${lang}/*`)).toBe(
        true,
      );
    }
  });

  it("refuses a page module whose handle declares no page, or a page of the wrong shape", () => {
    const page = { path: "/new", title: "New", description: "A new page.", changefreq: "monthly", cached: true };
    expect(pagesOf({ "./new.tsx": { page } }).map((p) => p.path)).toEqual(["/new"]);
    for (const handle of [
      undefined,
      { marksHydrated: true },
      { page: { ...page, title: "" } },
      { page: { ...page, path: "new" } },
      { page: { ...page, path: "/New" } },
      { page: { ...page, path: "/new/" } },
      { page: { ...page, changefreq: "daily" } },
      { page: { ...page, cached: "yes" } },
      { page: { ...page, keywords: "seo" } },
      { page: { ...page, searchText: ["words"] } },
    ]) {
      expect(() => pagesOf({ "./new.tsx": handle }), JSON.stringify(handle)).toThrow("./new.tsx: its `handle`");
    }
    expect(() => pagesOf({ "./a.tsx": { page }, "./b.tsx": { page } })).toThrow("Two public pages");
  });
});
