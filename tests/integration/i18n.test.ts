import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Locale, locales, localizedPath } from "~/lib/locale";
import { publicPages } from "~/routes/site/pages.server";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { buildDir } from "../setup/server-build";

// The public site in English, Sinhala and Tamil (decision 48), over HTTP through the production server build.
const PUBLIC_URL = "https://agency.example";
const database = setUpDatabase();
const server = setUpServer(database, () => ({ PUBLIC_URL }));

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, cache: res.headers.get("x-cache"), html: await res.text() };
};

/** The page's `<link rel="alternate" hreflang>` tags, as hreflang → href. */
function alternatesOf(html: string) {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)];
  return Object.fromEntries(links.map(([, lang, href]) => [lang, href]));
}

const expectedAlternates = (path: string) => ({
  en: `${PUBLIC_URL}${path}`,
  si: `${PUBLIC_URL}${localizedPath(path, "si")}`,
  ta: `${PUBLIC_URL}${localizedPath(path, "ta")}`,
  "x-default": `${PUBLIC_URL}${path}`,
});

describe("the public pages in three languages", () => {
  it("lists each page in each language in the sitemap, with all three and x-default as alternates", async () => {
    const sitemap = (await get("/sitemap.xml")).html;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => url ?? "");
    expect(urls).toHaveLength(publicPages.length * locales.length);
    for (const page of publicPages) {
      for (const locale of locales) {
        const loc = `${PUBLIC_URL}${localizedPath(page.path, locale)}`;
        const url = urls.find((u) => u.includes(`<loc>${loc}</loc>`));
        expect(url, loc).toBeDefined();
        for (const [lang, href] of Object.entries(expectedAlternates(page.path))) {
          expect(url, `${loc} ${lang}`).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
        }
      }
    }
  });

  it("answers every page in every language with its html lang, own canonical and reciprocal hreflang links", async () => {
    for (const page of publicPages) {
      for (const locale of locales) {
        const path = localizedPath(page.path, locale);
        const { status, html } = await get(path);
        expect(status, path).toBe(200);
        expect(html, path).toContain(`<html lang="${locale}"`);
        const canonical = `${PUBLIC_URL}${page.path === "/" && locale === "en" ? "/" : path}`;
        expect(html, path).toContain(`<link rel="canonical" href="${canonical}"/>`);
        expect(alternatesOf(html), path).toEqual(expectedAlternates(page.path));
      }
    }
  });

  it("offers the same page in each language from the header and footer, each option named in its own language", async () => {
    const { html } = await get("/si/services");
    for (const [locale, name] of [
      ["en", "English"],
      ["si", "සිංහල"],
      ["ta", "தமிழ்"],
    ] as const) {
      const link = new RegExp(
        `<a lang="${locale}" hreflang="${locale}"[^>]* href="${localizedPath("/services", locale)}"[^>]*>${name}</a>`,
        "gi",
      );
      // Once in the header and once in the footer (the mobile menu's list renders only when opened).
      expect(html.match(link)?.length, locale).toBe(2);
    }
  });

  it("offers the purchase pages in each language from the switcher, keeping the page and its query", async () => {
    for (const page of ["/onboarding?plan=Accelerate", "/flidesk-demo"]) {
      const { html } = await get(localizedPath(page, "ta"));
      for (const locale of ["en", "si", "ta"] as const) {
        const href = localizedPath(page, locale).replace(/[?]/g, "\\?");
        const link = new RegExp(`<a lang="${locale}" hreflang="${locale}"[^>]* href="${href}"[^>]*>`, "gi");
        expect(html.match(link)?.length, `${page} ${locale}`).toBe(2);
      }
    }
  });

  it("renders the services page's texts in the page's language only", async () => {
    const english = (await get("/services")).html;
    const sinhala = (await get("/si/services")).html;
    const tamil = (await get("/ta/services")).html;
    expect(english).toContain("Digital Services That Grow Your Business");
    expect(english).toContain('Get Started<span class="sr-only"> with Advanced SEO</span>');
    expect(sinhala).toContain("ඔබේ ව්‍යාපාරය වර්ධනය කරන ඩිජිටල් සේවා");
    expect(tamil).toContain("உங்கள் வணிகத்தை வளர்க்கும் டிஜிட்டல் சேவைகள்");
    for (const html of [sinhala, tamil]) {
      expect(html).not.toContain("Digital Services That Grow Your Business");
      expect(html).not.toContain("Keyword research and competitor analysis");
      expect(html).not.toContain("Skip to content");
    }
    // Neither language's texts reach the other's page, as markup or as data.
    expect(sinhala).not.toContain("டிஜிட்டல்");
    expect(tamil).not.toContain("ඩිජිටල්");
    for (const other of ["ඩිජිටල් සේවා", "டிஜிட்டல் சேவைகள்", "අන්තර්ගතයට යන්න", "உள்ளடக்கத்திற்குச் செல்லவும்"]) {
      expect(english).not.toContain(other);
    }
  });

  it("renders the home page's sections in the page's language", async () => {
    const sinhala = (await get("/si")).html;
    expect(sinhala).toContain("සමාජ මාධ්‍ය, SEO සහ වෙබ් සංවර්ධනය සඳහා ඔබේ උපාය මාර්ගික හවුල්කරු");
    expect(sinhala).toContain("එක්ව විශිෂ්ට දෙයක් ගොඩනගමු");
    expect(sinhala).toContain('href="/si/pricing"');
    const tamil = (await get("/ta")).html;
    expect(tamil).toContain("இணைந்து சிறப்பான ஒன்றை உருவாக்குவோம்");
    for (const html of [sinhala, tamil]) {
      for (const english of ["Why Brands Choose Us", "What We Do Best", "Your Welcome Box Is Waiting", "Trusted by"]) {
        expect(html).not.toContain(english);
      }
    }
    expect((await get("/")).html).toContain("Let&#x27;s Build Something Great Together");
  });

  it("renders the pricing page in the page's language: plan cards, offers, FAQ and its structured data", async () => {
    const english = (await get("/pricing")).html;
    expect(english).toContain("Simple, Transparent Monthly Plans");
    expect(english).toContain("Ad campaign management (ad budget up to LKR 50k)");
    expect(english).toContain('Get Started<span class="sr-only"> with Accelerate</span>');
    expect(english).toContain('"name":"Can I cancel at any time?"');
    const sinhala = (await get("/si/pricing")).html;
    const tamil = (await get("/ta/pricing")).html;
    expect(sinhala).toContain("සරල, පැහැදිලි මාසික සැලසුම්");
    expect(sinhala).toContain("දැන්වීම් ප්‍රචාරණ කළමනාකරණය (දැන්වීම් අයවැය LKR 50,000 දක්වා)");
    expect(sinhala).toContain('LKR 30,000</span><span class="text-muted-foreground">/මසකට</span>');
    expect(sinhala).toContain('"name":"ඕනෑම වේලාවක අවලංගු කළ හැකිද?"');
    expect(tamil).toContain("எளிமையான, வெளிப்படையான மாதாந்திரத் திட்டங்கள்");
    expect(tamil).toContain("மிகவும் பிரபலமானது");
    expect(tamil).toContain('"name":"எப்போது வேண்டுமானாலும் ரத்து செய்யலாமா?"');
    for (const html of [sinhala, tamil]) {
      for (const text of [
        "Simple, Transparent",
        "15 posts per month",
        "Most Popular",
        "Bundle &amp; Save",
        "setup fee",
      ]) {
        expect(html).not.toContain(text);
      }
      // Plan names stay, and the catalogue's plan goes to the wizard in the page's language.
      expect(html).not.toContain('href="/onboarding?plan=Dominate"');
    }
    expect(sinhala).toContain('href="/si/onboarding?plan=Dominate"');
    expect(tamil).toContain('href="/ta/onboarding?plan=Dominate"');
    expect(sinhala).toContain('href="/si/quote"');
    expect(tamil).toContain('href="/ta/quote"');
    expect(sinhala).toMatch(/<title>මිල ගණන්: සමාජ මාධ්‍ය සහ SEO සැලසුම් \| Fli Digital<\/title>/);
  });

  it("shows the pricing page's payment notices in the page's language, and in the same English as before", async () => {
    expect((await get("/pricing?error=payment_cancelled")).html).toContain("Payment cancelled.");
    expect((await get("/pricing?error=invalid_checkout")).html).toContain("Invalid Checkout");
    expect((await get("/si/pricing?error=payment_failed")).html).toContain("ඔබේ ගෙවීම සාර්ථක නොවීය.");
    expect((await get("/ta/pricing?error=payment_cancelled")).html).toContain("கட்டணம் ரத்து செய்யப்பட்டது.");
    const invalid = (await get("/ta/pricing?error=invalid_checkout")).html;
    expect(invalid).toContain("செல்லாத கட்டண இணைப்பு");
    expect(invalid).not.toContain("Invalid Checkout");
    expect((await get("/si/pricing?error=something_else")).html).not.toContain('role="alert"');
  });

  it("renders the Fli DESK page in the page's language, its HowTo data too", async () => {
    const english = (await get("/flidesk-features")).html;
    expect(english).toContain("The Client Portal Built for Agencies");
    expect(english).toContain('"name":"Get your Fli DESK ID"');
    expect(english).toContain("Uptime guarantee");
    const sinhala = (await get("/si/flidesk-features")).html;
    expect(sinhala).toContain("ඩිජිටල් ආයතන සඳහාම නිර්මිත සේවාදායක ද්වාරය");
    expect(sinhala).toContain('"name":"ඔබේ Fli DESK හැඳුනුම් අංකය ලබාගන්න"');
    expect(sinhala).toContain('href="/si/pricing"');
    const tamil = (await get("/ta/flidesk-features")).html;
    expect(tamil).toContain("டிஜிட்டல் முகமைகளின் போர்டல்");
    expect(tamil).toContain("நிறுவக்கூடிய செயலி");
    expect(tamil).toContain("மகிழ்ச்சியான வாடிக்கையாளர்கள்");
    for (const html of [sinhala, tamil]) {
      for (const text of ["Built for Agencies", "Installable app", "Uptime guarantee", "Get your Fli DESK ID"]) {
        expect(html).not.toContain(text);
      }
    }
  });

  it("ships no message in the browser's scripts: a page's texts come with it, in its language only", async () => {
    const assets = path.join(buildDir, "client", "assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      const code = readFileSync(path.join(assets, file), "utf8");
      for (const text of [
        "ඩිජිටල් සේවා",
        "டிஜிட்டல் சேவைகள்",
        "Digital Services That Grow Your Business",
        "Why Brands Choose Us",
      ]) {
        expect(code.includes(text), `${file}: ${text}`).toBe(false);
      }
    }
  });

  it("loads the script's font on that language's pages only", async () => {
    expect((await get("/si/services")).html).toMatch(
      /@font-face\{font-family:"Script Noto";src:url\([^)]*noto-sans-sinhala-400[^)]*\)/,
    );
    expect((await get("/ta/services")).html).toContain("noto-sans-tamil-700");
    const english = (await get("/services")).html;
    expect(english).not.toContain("noto-sans");
    expect(english).not.toContain("@font-face");
  });

  it("keeps each language's page in the cache under its own address", async () => {
    const pages = ["/pricing", "/si/pricing", "/ta/pricing"];
    for (const path of pages) await get(path);
    const answers = await Promise.all(pages.map(get));
    answers.forEach((answer, i) => {
      expect(answer.cache, pages[i]).toBe("HIT");
      expect(answer.html).toContain(`<html lang="${(["en", "si", "ta"] as Locale[])[i]}"`);
    });
  });

  it("renders concurrent requests each in its own language: no locale is shared between requests", async () => {
    // With a query the page cache steps aside, so every one of these is rendered.
    const paths = Array.from({ length: 30 }, (_, i) => `${localizedPath("/services", locales[i % 3] ?? "en")}?n=${i}`);
    const answers = await Promise.all(paths.map(get));
    answers.forEach((answer, i) => {
      const locale = locales[i % 3];
      expect(answer.html, paths[i]).toContain(`<html lang="${locale}"`);
      const heading = { en: "Digital Services", si: "ඩිජිටල් සේවා", ta: "டிஜிட்டல் சேவைகள்" }[locale ?? "en"];
      expect(answer.html, paths[i]).toContain(heading);
    });
  });

  it("answers an unknown address under a language with that language's 404 page", async () => {
    const sinhala = await get("/si/no-such-page");
    expect(sinhala.status).toBe(404);
    expect(sinhala.html).toContain('<html lang="si"');
    expect(sinhala.html).toContain("වැරදි ලිපිනයකි");
    expect(sinhala.html).toContain('href="/si/services"');
    const tamil = await get("/ta/no-such-page");
    expect(tamil.status).toBe(404);
    expect(tamil.html).toContain("தவறான முகவரி");
    const english = await get("/no-such-page");
    expect(english.html).toContain("Wrong Path");
    expect(english.html).toContain('href="/case-studies"');
  });
});
