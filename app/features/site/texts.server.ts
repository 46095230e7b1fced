import { baseLocale, type Locale, localizedPath } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";
import { siteConfig } from "./config";
import type { NavLink } from "./nav";
import type { ChromeTexts } from "./texts";

function link(locale: Locale, name: Message, to: NavLink["target"], note?: Message): NavLink {
  const t = (message: Message) => message({}, { locale });
  return note ? { name: t(name), description: t(note), target: to } : { name: t(name), target: to };
}

/** The header's navigation (docs/product.md, Public site), in one language. Brand names stay as they are. */
function mainNav(locale: Locale): ChromeTexts["mainNav"] {
  const l = (name: Message, to: NavLink["target"], note?: Message) => link(locale, name, to, note);
  const t = (message: Message) => message({}, { locale });
  return [
    { type: "link", ...l(m.nav_home, { section: "home" }) },
    { type: "link", ...l(m.nav_about, { section: "about" }) },
    {
      type: "dropdown",
      name: t(m.nav_services),
      section: "services",
      items: [
        l(m.nav_digital_marketing, { to: "/services" }, m.nav_digital_marketing_note),
        l(m.nav_seo, { to: "/services" }, m.nav_seo_note),
        l(m.nav_web_development, { to: "/services" }, m.nav_web_development_note),
        l(m.nav_social_media, { to: "/services" }, m.nav_social_media_note),
      ],
    },
    {
      type: "dropdown",
      name: "Fli DESK",
      section: "flidesk",
      items: [
        l(m.nav_dashboard_features, { to: "/flidesk-features" }, m.nav_dashboard_features_note),
        l(m.nav_client_portal, { external: siteConfig.portalUrl }, m.nav_client_portal_note),
        l(m.nav_analytics_reports, { to: "/flidesk-features" }, m.nav_analytics_reports_note),
      ],
    },
    {
      type: "dropdown",
      name: t(m.nav_portfolio),
      section: "case-studies",
      items: [
        l(m.nav_case_studies, { to: "/portfolio" }, m.nav_case_studies_note),
        l(m.nav_web_projects, { to: "/portfolio" }, m.nav_web_projects_note),
        l(m.nav_marketing_campaigns, { to: "/portfolio" }, m.nav_marketing_campaigns_note),
      ],
    },
    {
      type: "dropdown",
      name: t(m.nav_company),
      section: "company",
      items: [
        l(m.nav_partnerships, { to: "/partnerships" }, m.nav_partnerships_note),
        l(m.nav_careers, { to: "/careers" }, m.nav_careers_note),
        l(m.nav_about_us, { section: "about" }, m.nav_about_us_note),
      ],
    },
    { type: "link", ...l(m.nav_pricing, { to: "/pricing" }) },
    { type: "link", ...l(m.nav_contact, { section: "contact" }) },
  ];
}

/** The footer's four link groups (docs/product.md, Public site), in one language. */
function footerGroups(locale: Locale): ChromeTexts["footerGroups"] {
  const l = (name: Message, to: string) => link(locale, name, { to });
  const group = (title: Message, links: NavLink[]) => {
    const name = title({}, { locale });
    return { title: name, label: m.footer_group_links({ group: name }, { locale }), links };
  };
  return [
    group(m.nav_services, [
      l(m.footer_advanced_seo, "/services"),
      l(m.footer_brand_design, "/services"),
      l(m.nav_web_development, "/services"),
      l(m.footer_social_strategy, "/services"),
    ]),
    group(m.nav_company, [
      l(m.nav_about_us, "/"),
      l(m.footer_our_team, "/"),
      l(m.nav_careers, "/careers"),
      l(m.nav_partnerships, "/partnerships"),
    ]),
    group(m.footer_resources, [
      l(m.nav_case_studies, "/portfolio"),
      l(m.nav_portfolio, "/portfolio"),
      l(m.footer_support, "/support"),
      l(m.nav_contact, "/"),
    ]),
    group(m.footer_legal, [
      l(m.footer_privacy, "/privacy-policy"),
      l(m.footer_terms, "/terms-of-service"),
      l(m.footer_cookies, "/cookie-policy"),
      l(m.footer_disclaimer, "/disclaimer"),
    ]),
  ];
}

/**
 * The 404 page's links. In English they keep the short addresses people type (redirects to the real pages); in
 * another language they lead straight to that language's pages, which the redirects do not know.
 */
function helpfulLinks(locale: Locale): ChromeTexts["helpfulLinks"] {
  const t = (message: Message) => message({}, { locale });
  const home = localizedPath("/", locale);
  const to = (english: string, translated: string) => (locale === baseLocale ? english : translated);
  return [
    { to: localizedPath("/services", locale), label: t(m.nav_services) },
    { to: to("/case-studies", localizedPath("/portfolio", locale)), label: t(m.nav_case_studies) },
    { to: to("/about-us", `${home}#about`), label: t(m.nav_about_us) },
    { to: to("/contact", `${home}#contact`), label: t(m.nav_contact) },
  ];
}

/** Everything the site layout shows around a page, and the 404 page, in one language. */
export function chromeTexts(locale: Locale): ChromeTexts {
  const t = (message: Message) => message({}, { locale });
  return {
    skipToContent: t(m.skip_to_content),
    mainNavLabel: t(m.nav_main),
    homeLink: m.nav_home_link({ brand: siteConfig.brandName }, { locale }),
    menuOpen: t(m.menu_open),
    menuClose: t(m.menu_close),
    mainNav: mainNav(locale),
    quoteCta: link(locale, m.nav_get_quote, { to: "/quote" }),
    footerGroups: footerGroups(locale),
    tagline: t(m.footer_tagline),
    socialLabel: t(m.footer_social),
    newTab: t(m.footer_new_tab),
    madeIn: t(m.footer_made_in),
    securePayments: t(m.footer_secure_payments),
    languageLabel: t(m.language_label),
    legalNotice: t(m.legal_english_only),
    offers: {
      si: { text: m.language_offer({}, { locale: "si" }), dismiss: m.language_offer_dismiss({}, { locale: "si" }) },
      ta: { text: m.language_offer({}, { locale: "ta" }), dismiss: m.language_offer_dismiss({}, { locale: "ta" }) },
    },
    notFound: {
      title: t(m.not_found_title),
      description: t(m.not_found_description),
      heading: t(m.not_found_heading),
      text: t(m.not_found_text),
      back: t(m.not_found_back),
      links: t(m.not_found_links),
    },
    helpfulLinks: helpfulLinks(locale),
  };
}
