import { describe, expect, it } from "vitest";
import { CACHEABLE_ROUTES } from "~/lib/page-cache.server";
import routes from "../../routes";
import { publicPages } from "./pages";

// A public page is named in three places: its route (app/routes.ts), its head texts and sitemap entry (pages.ts),
// and the page cache's list. This ties them: a page added to one and forgotten in another fails here.
const NOT_PAGES = new Set(["routes/site/search.tsx", "routes/site/not-found.tsx"]);
const siteLayout = routes.find((r) => r.file === "routes/site/layout.tsx");
const sitePages = (siteLayout?.children ?? []).filter(
  (r) => r.file.startsWith("routes/site/") && !NOT_PAGES.has(r.file),
);

describe("the public pages", () => {
  it("are the site's routes, each with its head texts and sitemap entry", () => {
    expect(sitePages.length).toBeGreaterThan(10);
    const routed = sitePages.map((r) => (r.index ? "/" : `/${r.path}`)).sort();
    expect(routed).toEqual(publicPages.map((p) => p.path).sort());
  });

  it("are exactly the pages the page cache may keep", () => {
    const files = sitePages.map((r) => r.file.replace(/\.tsx?$/, "")).sort();
    expect(files).toEqual([...CACHEABLE_ROUTES].sort());
  });
});
