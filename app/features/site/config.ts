/**
 * Everything the agency may want to change about itself, in one place: brand, contact details, links.
 * Pages, footer, structured data and mails read these values; nothing else spells them out.
 */
export const siteConfig = {
  brandName: "Fli Digital",
  legalName: "Fli Digital (Pvt) Ltd",
  tagline: "Social media, SEO, brand identity and web development from Sri Lanka",
  email: "hello@flidigital.lk",
  phone: "+94 77 123 4567",
  careersEmail: "careers@flidigital.lk",
  address: { locality: "Colombo", country: "LK" },
  schedulingUrl: "https://calendly.com/flidigital/consultation",
  portalUrl: "https://desk.flidigital.lk",
  social: {
    twitter: "https://twitter.com/flidigital",
    instagram: "https://www.instagram.com/flidigital",
    linkedin: "https://www.linkedin.com/company/flidigital",
  },
  themeColor: "#0b0b0f",
  author: "Fli Digital",
  defaultKeywords: [
    "digital agency Sri Lanka",
    "social media management",
    "SEO services",
    "brand identity design",
    "web development",
  ],
} as const;
