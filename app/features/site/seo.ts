import type { MetaDescriptor } from "react-router";
import { baseLocale, type Locale, localeOfPath, locales, localizedPath } from "~/lib/locale";
import { siteConfig } from "./config";

/** What the root loader tells every page's head about the deployment. */
export type SeoContext = {
  publicUrl: string;
  siteVerification?: string;
  /** Origins the page really loads from (analytics, voice widget): the only ones given preconnect hints. */
  preconnect: string[];
  /** The page's language, from its address (decision 48); English when absent. */
  locale?: Locale;
  /** Whether the page exists in every language: then its head links each one (`hreflang`) and `x-default`. */
  alternates?: boolean;
  /** The page's title and description in its language, when its loader made them (`head`). */
  head?: { title: string; description: string };
};

export type FaqItem = { question: string; answer: string };
export type HowTo = { name: string; description: string; steps: { name: string; text: string }[] };

export type PageSeo = {
  title: string;
  description: string;
  /** The path of the page; the canonical link and the breadcrumb are built from it. */
  path: string;
  keywords?: readonly string[];
  robots?: string;
  image?: string;
  faqData?: FaqItem[];
  howToData?: HowTo;
  /** Extra JSON-LD objects, e.g. a JobPosting or a ContactPage. */
  jsonLd?: Record<string, unknown>[];
};

const titleSuffix = ` | ${siteConfig.brandName}`;

/** Title-cases a path segment: hyphens become spaces, every word gets a capital. */
export function segmentTitle(segment: string) {
  return decodeURIComponent(segment)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function breadcrumbList(path: string, publicUrl: string) {
  const segments = path.split(/[?#]/)[0]?.split("/").filter(Boolean) ?? [];
  const items = [{ name: "Home", url: `${publicUrl}/` }];
  segments.forEach((segment, i) => {
    items.push({ name: segmentTitle(segment), url: `${publicUrl}/${segments.slice(0, i + 1).join("/")}` });
  });
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function organization(publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.brandName,
    legalName: siteConfig.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/logo.png`,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    address: {
      "@type": "PostalAddress",
      addressLocality: siteConfig.address.locality,
      addressCountry: siteConfig.address.country,
    },
    sameAs: Object.values(siteConfig.social),
  };
}

export function website(publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteConfig.brandName,
    url: `${publicUrl}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${publicUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function faqPage(items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function howTo(data: HowTo) {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: data.name,
    description: data.description,
    step: data.steps.map((step, i) => ({ "@type": "HowToStep", position: i + 1, name: step.name, text: step.text })),
  };
}

/** A policy: its title, summary and the calendar day it last changed ("2025-01-07", already schema.org's form). */
export type PolicyDocument = { title: string; summary: string; lastUpdated: string };

/**
 * A legal page's structured data: a WebPage about the policy, by the organisation, with the date it last changed
 * (schema.org has no type of its own for a privacy policy or terms).
 */
export function policyPage(document: PolicyDocument, path: string, publicUrl: string) {
  const url = `${publicUrl}${path}`;
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name: document.title,
    description: document.summary,
    inLanguage: "en",
    dateModified: document.lastUpdated,
    about: { "@type": "Thing", name: document.title },
    isPartOf: { "@type": "WebSite", url: `${publicUrl}/` },
    publisher: { "@type": "Organization", name: siteConfig.legalName, url: `${publicUrl}/` },
  };
}

/**
 * The tags that make a shared link look like the page (Open Graph, Twitter) and the browser's theme colour:
 * every page a visitor can reach has them, the wizard and the sign-in page too.
 */
export function shareMeta(
  page: { title: string; description: string; url: string; image?: string },
  ctx: SeoContext,
): MetaDescriptor[] {
  const image = page.image ?? `${ctx.publicUrl}/og-image.png`;
  return [
    { name: "theme-color", content: siteConfig.themeColor },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}

/** The head of a policy page outside the public site (the portal's own terms and privacy policy). */
export function policyMeta(document: PolicyDocument, page: { title: string; path: string }, ctx: SeoContext) {
  const url = `${ctx.publicUrl}${page.path}`;
  return [
    { title: page.title },
    { name: "description", content: document.summary },
    ...shareMeta({ title: page.title, description: document.summary, url }, ctx),
    { tagName: "link", rel: "canonical", href: url },
    { "script:ld+json": policyPage(document, page.path, ctx.publicUrl) },
  ] satisfies MetaDescriptor[];
}

/** Every tag of a page's head, in one list for a route's `meta` export. */
export function seoMeta(english: PageSeo, ctx: SeoContext): MetaDescriptor[] {
  const locale = ctx.locale ?? baseLocale;
  // A page declares its English address; in another language it lives under that language's prefix.
  const path = localeOfPath(english.path) === baseLocale ? localizedPath(english.path, locale) : english.path;
  const page = { ...english, ...ctx.head, path };
  const title = page.title.endsWith(siteConfig.brandName) ? page.title : `${page.title}${titleSuffix}`;
  const canonical = `${ctx.publicUrl}${page.path === "/" ? "/" : page.path}`;
  const keywords = (page.keywords ?? siteConfig.defaultKeywords).join(", ");
  const jsonLd = [
    organization(ctx.publicUrl),
    website(ctx.publicUrl),
    breadcrumbList(page.path, ctx.publicUrl),
    ...(page.faqData?.length ? [faqPage(page.faqData)] : []),
    ...(page.howToData ? [howTo(page.howToData)] : []),
    ...(page.jsonLd ?? []),
  ];
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: keywords },
    { name: "author", content: siteConfig.author },
    { name: "robots", content: page.robots ?? "index, follow" },
    ...shareMeta({ title, description: page.description, url: canonical, image: page.image }, ctx),
    ...(ctx.siteVerification ? [{ name: "google-site-verification", content: ctx.siteVerification }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...(ctx.alternates ? alternateLinks(english.path, ctx.publicUrl) : []),
    ...ctx.preconnect.map((href) => ({ tagName: "link", rel: "preconnect", href, crossOrigin: "anonymous" as const })),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** The page in each language and `x-default` (English), the same list on every language's page. */
export function alternateLinks(path: string, publicUrl: string): MetaDescriptor[] {
  const href = (locale: Locale) => `${publicUrl}${localizedPath(path, locale)}`;
  return [
    ...locales.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href: href(locale) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(baseLocale) },
  ];
}

type MetaMatch = { id: string; pathname?: string; data?: unknown; handle?: unknown } | undefined;

/**
 * Reads the deployment facts from the root route's data inside a `meta` function, and the page's language from
 * its address; a public page (one whose handle declares it) exists in every language.
 */
export function seoContextFrom(matches: MetaMatch[]): SeoContext {
  const root = matches.find((m) => m?.id === "root")?.data as { seo?: SeoContext } | undefined;
  const leaf = matches.at(-1);
  const head = (leaf?.data as { head?: SeoContext["head"] } | undefined)?.head;
  return {
    ...(root?.seo ?? { publicUrl: "", preconnect: [] }),
    locale: localeOfPath(leaf?.pathname ?? "/"),
    alternates: Boolean((leaf?.handle as { page?: unknown } | undefined)?.page),
    ...(head ? { head } : {}),
  };
}
