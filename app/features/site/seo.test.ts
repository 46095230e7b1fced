import { describe, expect, it } from "vitest";
import { breadcrumbList, policyMeta, policyPage, segmentTitle, seoMeta, shareMeta } from "./seo";

const ctx = { publicUrl: "https://agency.example", preconnect: [] };

describe("seo", () => {
  it("title-cases path segments and turns hyphens into spaces", () => {
    expect(segmentTitle("privacy-policy")).toBe("Privacy Policy");
    expect(segmentTitle("flidesk-features")).toBe("Flidesk Features");
  });

  it("builds the breadcrumb from the path, Home first", () => {
    const list = breadcrumbList("/dashboard/terms-and-conditions", ctx.publicUrl);
    expect(list.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", "https://agency.example/"],
      [2, "Dashboard", "https://agency.example/dashboard"],
      [3, "Terms And Conditions", "https://agency.example/dashboard/terms-and-conditions"],
    ]);
  });

  it("sets every head tag the spec lists", () => {
    const meta = seoMeta(
      { title: "Pricing", description: "Plans", path: "/pricing" },
      { ...ctx, siteVerification: "abc" },
    );
    const names = meta.flatMap((m) => ("name" in m ? [m.name] : "property" in m ? [m.property] : []));
    for (const name of [
      "description",
      "keywords",
      "author",
      "robots",
      "theme-color",
      "og:title",
      "og:image",
      "twitter:card",
      "google-site-verification",
    ]) {
      expect(names).toContain(name);
    }
    expect(meta).toContainEqual({ title: "Pricing | Fli Digital" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://agency.example/pricing" });
    const types = meta.flatMap((m) =>
      "script:ld+json" in m ? [(m["script:ld+json"] as { "@type": string })["@type"]] : [],
    );
    expect(types).toEqual(["Organization", "WebSite", "BreadcrumbList"]);
  });

  it("adds FAQPage and HowTo only when given, and preconnect only for hosts in use", () => {
    const meta = seoMeta(
      {
        title: "Support",
        description: "Help",
        path: "/support",
        faqData: [{ question: "Q?", answer: "A." }],
        howToData: { name: "Start", description: "How", steps: [{ name: "One", text: "Do it" }] },
      },
      { ...ctx, preconnect: ["https://stats.example"] },
    );
    const ld = meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : []));
    expect(ld.map((d) => d["@type"])).toEqual(["Organization", "WebSite", "BreadcrumbList", "FAQPage", "HowTo"]);
    expect(ld[3]).toMatchObject({ mainEntity: [{ name: "Q?", acceptedAnswer: { text: "A." } }] });
    const preconnects = meta.filter((m) => "rel" in m && m.rel === "preconnect");
    expect(preconnects).toEqual([
      { tagName: "link", rel: "preconnect", href: "https://stats.example", crossOrigin: "anonymous" },
    ]);
    expect(
      seoMeta({ title: "x", description: "y", path: "/" }, ctx).some((m) => "rel" in m && m.rel === "preconnect"),
    ).toBe(false);
  });

  it("describes a policy as a WebPage about it, with the date it last changed", () => {
    const doc = { title: "Cookie Policy", summary: "Only what is needed.", lastUpdated: "2025-01-07" };
    expect(policyPage(doc, "/cookie-policy", ctx.publicUrl)).toMatchObject({
      "@type": "WebPage",
      url: "https://agency.example/cookie-policy",
      name: "Cookie Policy",
      description: "Only what is needed.",
      dateModified: "2025-01-07",
      about: { name: "Cookie Policy" },
      publisher: { "@type": "Organization", name: "Fli Digital (Pvt) Ltd" },
    });
    const meta = policyMeta(doc, { title: "Cookies | Fli DESK", path: "/dashboard/cookies" }, ctx);
    expect(meta).toContainEqual({ title: "Cookies | Fli DESK" });
    expect(meta.some((m) => "script:ld+json" in m)).toBe(true);
  });

  it("gives a page outside the public site the same social tags and theme colour", () => {
    const tags = shareMeta({ title: "Sign in", description: "Portal", url: "https://agency.example/x" }, ctx);
    const shared = seoMeta({ title: "Sign in", description: "Portal", path: "/x" }, ctx);
    const names = (list: typeof tags) =>
      list.flatMap((m) => ("name" in m ? [m.name] : "property" in m ? [m.property] : []));
    for (const name of names(tags)) expect(names(shared)).toContain(name);
    expect(names(tags)).toEqual(expect.arrayContaining(["theme-color", "og:title", "og:url", "twitter:card"]));
  });
});
