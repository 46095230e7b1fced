import { describe, expect, it } from "vitest";
import { cachedAddressOf, sitePageOf } from "./page-handle";

const page = { path: "/legal/terms", title: "Terms", description: "The terms.", changefreq: "yearly", cached: true };

describe("a route's handle", () => {
  it("declares a page when its page has every field in its shape", () => {
    expect(sitePageOf({ page })).toBe(page);
    expect(sitePageOf({ page: { ...page, path: "/", keywords: ["a"], searchText: () => ["b"] } })).not.toBeNull();
    for (const handle of [undefined, null, "page", { page: null }, { page: { ...page, description: " " } }]) {
      expect(sitePageOf(handle)).toBeNull();
    }
  });

  it("gives the page cache the page's address only when the page is cached", () => {
    expect(cachedAddressOf({ page })).toBe("/legal/terms");
    expect(cachedAddressOf({ page: { ...page, cached: false } })).toBeNull();
    expect(cachedAddressOf({ marksHydrated: true })).toBeNull();
  });
});
