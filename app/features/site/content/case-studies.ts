import spicePictureInline from "~/assets/images/case-spice.svg?url&inline";
import spicePicture from "~/assets/images/case-spice.svg?url&no-inline";

/** The four case studies: cards on the home page, full entries on /portfolio (docs/product.md, Public site). */
export type CaseStudy = {
  slug: string;
  title: string;
  category: string;
  description: string;
  results: string;
  metrics: { traffic: string; conversion: string; revenue: string };
  technologies: string[];
  timeline: string;
  /**
   * `inline`: the picture as a data URI, for the one that is a page's largest paint (the first on /portfolio): a
   * request for it would be on the way to that paint, which Lighthouse's mobile LCP counts (decision 30).
   */
  image: { src: string; alt: string; inline?: string };
};

export const caseStudies: CaseStudy[] = [
  {
    slug: "ceylon-spice-exports",
    title: "Ceylon Spice Exports",
    category: "SEO & Content",
    description:
      "An export-focused SEO programme that took a family spice business from page five to the top three for its key searches in Europe.",
    results: "+400%",
    metrics: { traffic: "+400% organic traffic", conversion: "+85% enquiry rate", revenue: "+220% export revenue" },
    technologies: ["Technical SEO", "Multilingual content", "Google Search Console", "Ahrefs"],
    timeline: "6 months",
    image: { src: spicePicture, inline: spicePictureInline, alt: "Search ranking chart rising over six months" },
  },
  {
    slug: "colombo-fashion-house",
    title: "Colombo Fashion House",
    category: "Social Media",
    description:
      "A content and community strategy across Instagram and TikTok that turned a boutique label into a household name in Colombo.",
    results: "+300%",
    metrics: { traffic: "+300% follower growth", conversion: "+60% engagement rate", revenue: "+140% online sales" },
    technologies: ["Instagram Reels", "TikTok", "Meta Ads", "Influencer campaigns"],
    timeline: "4 months",
    image: { src: "/images/case-fashion.svg", alt: "Social media posts grid with engagement icons" },
  },
  {
    slug: "island-stays-booking",
    title: "Island Stays Booking Platform",
    category: "Web Development",
    description:
      "A fast, mobile-first booking site for a chain of boutique hotels, replacing a slow template and third-party booking fees.",
    results: "+250%",
    metrics: { traffic: "+120% mobile traffic", conversion: "+250% direct bookings", revenue: "-18% commission costs" },
    technologies: ["React", "Node.js", "PostgreSQL", "PayHere"],
    timeline: "3 months",
    image: { src: "/images/case-booking.svg", alt: "Hotel booking website on a phone and a laptop" },
  },
  {
    slug: "lanka-fintech-rebrand",
    title: "Lanka Fintech Rebrand",
    category: "Brand Identity",
    description:
      "A complete identity for a growing fintech: logo, colour system, app design language and launch campaign.",
    results: "+400%",
    metrics: { traffic: "+400% brand searches", conversion: "+70% app sign-ups", revenue: "+95% partner leads" },
    technologies: ["Brand strategy", "Figma", "Motion design", "Launch campaign"],
    timeline: "10 weeks",
    image: { src: "/images/case-fintech.svg", alt: "New fintech logo and colour palette" },
  },
];
