import { heroHeadline } from "./content/home";

/** Every public page: its head texts, and what the sitemap and the site search list. */
export type PublicPage = {
  path: string;
  title: string;
  description: string;
  changefreq: "weekly" | "monthly" | "yearly";
  keywords?: string[];
};

export const publicPages = [
  {
    path: "/",
    title: heroHeadline,
    description:
      "A Sri Lankan digital agency for social media management, SEO, brand identity design and web development. Book a private consultation or send us a message.",
    changefreq: "weekly",
  },
  {
    path: "/services",
    title: "Services: SEO, Brand Identity & Web Development",
    description:
      "Advanced SEO from $115/month, brand identity design from $5,000 and professional web development from $1500 per project.",
    changefreq: "monthly",
    keywords: ["SEO Sri Lanka", "brand identity design", "web development Sri Lanka", "digital marketing"],
  },
  {
    path: "/flidesk-features",
    title: "Fli DESK Features: The Client Portal",
    description:
      "Fli DESK is the portal where clients, freelancers and admins follow projects: live progress, updates, screenshots, analytics reports and AI insights.",
    changefreq: "monthly",
    keywords: ["client portal", "project dashboard", "Fli DESK"],
  },
  {
    path: "/portfolio",
    title: "Portfolio & Case Studies",
    description:
      "Case studies of SEO, social media, web development and branding projects, with the traffic, conversion and revenue results they delivered.",
    changefreq: "monthly",
    keywords: ["case studies", "portfolio", "digital agency results"],
  },
  {
    path: "/partnerships",
    title: "Partnerships",
    description:
      "Partner with Fli Digital: revenue share, white-label delivery and co-marketing for agencies, freelancers, technology providers and consultants.",
    changefreq: "monthly",
  },
  {
    path: "/careers",
    title: "Careers",
    description:
      "Join Fli Digital. We are hiring a Freelance Web Developer: remote, flexible hours, paid per milestone.",
    changefreq: "weekly",
    keywords: ["jobs Sri Lanka", "freelance web developer", "remote jobs"],
  },
  {
    path: "/pricing",
    title: "Pricing: Social Media & SEO Plans",
    description:
      "Monthly social media plans from LKR 30,000 and SEO plans from LKR 35,000. No setup fee, 30-day money-back guarantee, 10% off bundles.",
    changefreq: "monthly",
    keywords: ["social media management price Sri Lanka", "SEO packages Sri Lanka", "pricing"],
  },
  {
    path: "/quote",
    title: "Get a Quote",
    description:
      "Tell us what you need: SEO, brand identity or web development. We reply with a tailored quote within 24 hours.",
    changefreq: "yearly",
  },
  {
    path: "/support",
    title: "Support",
    description:
      "Live chat 24/7, email support within 4 hours and phone support Mon-Fri 9 AM-6 PM. Check your Fli DESK ID and find answers.",
    changefreq: "monthly",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How Fli Digital collects, uses and protects personal data, and your rights under Sri Lanka's Personal Data Protection Act.",
    changefreq: "yearly",
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    description:
      "The terms for using the Fli Digital website and our social media, SEO, brand identity and web development services.",
    changefreq: "yearly",
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy",
    description: "The cookies and browser storage the Fli Digital website and Fli DESK use, and how to control them.",
    changefreq: "yearly",
  },
  {
    path: "/disclaimer",
    title: "Disclaimer",
    description:
      "The limits of the information on the Fli Digital website, case study results and third-party platforms.",
    changefreq: "yearly",
  },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof publicPages)[number]["path"];

export function publicPage(path: PublicPath): PublicPage {
  const page = publicPages.find((p) => p.path === path);
  if (!page) throw new Error(`unknown public page ${path}`);
  return { ...page, keywords: "keywords" in page ? [...page.keywords] : undefined };
}
