import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";

type Text = string | Message;

/** A case study's texts as messages; a plain string (a client company's or a tool's name) stays as it is. */
type CaseStudyMessages = {
  slug: string;
  title: Text;
  category: Message;
  texts: Record<"description" | "traffic" | "conversion" | "revenue" | "timeline" | "alt", Message>;
  results: string;
  technologies: Text[];
};

const studies: CaseStudyMessages[] = [
  {
    slug: "ceylon-spice-exports",
    title: "Ceylon Spice Exports",
    category: m.portfolio_seo_content,
    texts: {
      description: m.portfolio_spice_description,
      traffic: m.portfolio_spice_traffic,
      conversion: m.portfolio_spice_conversion,
      revenue: m.portfolio_spice_revenue,
      timeline: m.portfolio_spice_timeline,
      alt: m.portfolio_spice_alt,
    },
    results: "+400%",
    technologies: [m.portfolio_technical_seo, m.portfolio_multilingual_content, "Google Search Console", "Ahrefs"],
  },
  {
    slug: "colombo-fashion-house",
    title: "Colombo Fashion House",
    category: m.nav_social_media,
    texts: {
      description: m.portfolio_fashion_description,
      traffic: m.portfolio_fashion_traffic,
      conversion: m.portfolio_fashion_conversion,
      revenue: m.portfolio_fashion_revenue,
      timeline: m.portfolio_fashion_timeline,
      alt: m.portfolio_fashion_alt,
    },
    results: "+300%",
    technologies: [m.portfolio_instagram_reels, "TikTok", m.portfolio_meta_ads, m.portfolio_influencer_campaigns],
  },
  {
    slug: "island-stays-booking",
    title: m.portfolio_booking_title,
    category: m.nav_web_development,
    texts: {
      description: m.portfolio_booking_description,
      traffic: m.portfolio_booking_traffic,
      conversion: m.portfolio_booking_conversion,
      revenue: m.portfolio_booking_revenue,
      timeline: m.portfolio_booking_timeline,
      alt: m.portfolio_booking_alt,
    },
    results: "+250%",
    technologies: ["React", "Node.js", "PostgreSQL", "PayHere"],
  },
  {
    slug: "lanka-fintech-rebrand",
    title: m.portfolio_fintech_title,
    category: m.portfolio_brand_identity,
    texts: {
      description: m.portfolio_fintech_description,
      traffic: m.portfolio_fintech_traffic,
      conversion: m.portfolio_fintech_conversion,
      revenue: m.portfolio_fintech_revenue,
      timeline: m.portfolio_fintech_timeline,
      alt: m.portfolio_fintech_alt,
    },
    results: "+400%",
    technologies: [m.portfolio_brand_strategy, "Figma", m.portfolio_motion_design, m.portfolio_launch_campaign],
  },
];

/**
 * The four case studies (docs/product.md, Public site): cards on the home page, full entries on /portfolio, in one
 * language. Client company names, figures and the names of tools and platforms stay as they are. A study's picture
 * is `caseStudyPictures[slug]` (case-studies.ts).
 */
export function caseStudiesTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const say = (text: Text) => (typeof text === "string" ? text : t(text));
  return studies.map(({ slug, title, category, texts, results, technologies }) => ({
    slug,
    title: say(title),
    category: t(category),
    description: t(texts.description),
    results,
    metrics: { traffic: t(texts.traffic), conversion: t(texts.conversion), revenue: t(texts.revenue) },
    technologies: technologies.map(say),
    timeline: t(texts.timeline),
    alt: t(texts.alt),
  }));
}

export type CaseStudy = ReturnType<typeof caseStudiesTexts>[number];

/**
 * The case studies as the home page's cards show them (the card's fields only: the home page's data stays small),
 * each with its "View Details" link's full name.
 */
export function caseStudyCards(locale: Locale) {
  return {
    viewDetails: m.portfolio_view_details({}, { locale }),
    studies: caseStudiesTexts(locale).map(({ slug, title, category, description, results, alt }) => ({
      slug,
      title,
      category,
      description,
      results,
      alt,
      detailsOf: m.portfolio_view_details_of({ title }, { locale }),
    })),
  };
}

/** The /portfolio page in one language: its head, heading, the labels of an entry, and the case studies. */
export function portfolioTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return {
    head: { title: t(m.portfolio_head_title), description: t(m.portfolio_head_description) },
    eyebrow: t(m.nav_portfolio),
    title: t(m.portfolio_title),
    intro: t(m.portfolio_intro),
    next: t(m.portfolio_next),
    start: t(m.portfolio_start),
    labels: {
      traffic: t(m.portfolio_traffic),
      conversion: t(m.portfolio_conversion),
      revenue: t(m.portfolio_revenue),
      timeline: t(m.portfolio_timeline),
      technologies: t(m.portfolio_technologies),
    },
    studies: caseStudiesTexts(locale),
  };
}

export type PortfolioTexts = ReturnType<typeof portfolioTexts>;

/** The words the site search finds /portfolio by, in one language. */
export const portfolioSearchText = (locale: Locale) =>
  caseStudiesTexts(locale).flatMap((study) => [study.title, study.category, ...study.technologies]);
