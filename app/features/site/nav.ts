import { siteConfig } from "./config";

/** The home page's sections, in page order; nav items and links may point at them. */
export const homeSections = [
  "home",
  "about",
  "services",
  "flidesk",
  "case-studies",
  "pricing",
  "company",
  "contact",
] as const;
export type HomeSection = (typeof homeSections)[number];

/** Where a nav entry leads: a route, a section of the home page, or another site in a new tab. */
export type NavTarget = { to: string } | { section: HomeSection } | { external: string };

export type NavLink = { name: string; description?: string; target: NavTarget };
export type NavItem =
  | (NavLink & { type: "link" })
  | { type: "dropdown"; name: string; items: NavLink[]; section?: HomeSection };

/** Top navigation (docs/product.md, Public site). */
export const mainNav: NavItem[] = [
  { type: "link", name: "Home", target: { section: "home" } },
  { type: "link", name: "About", target: { section: "about" } },
  {
    type: "dropdown",
    name: "Services",
    section: "services",
    items: [
      { name: "Digital Marketing", description: "Campaigns that reach the right people", target: { to: "/services" } },
      { name: "SEO Optimization", description: "Rank higher and get found", target: { to: "/services" } },
      { name: "Web Development", description: "Fast, modern websites", target: { to: "/services" } },
      { name: "Social Media", description: "Content and community management", target: { to: "/services" } },
    ],
  },
  {
    type: "dropdown",
    name: "Fli DESK",
    section: "flidesk",
    items: [
      { name: "Dashboard Features", description: "What the portal does", target: { to: "/flidesk-features" } },
      { name: "Client Portal", description: "Sign in to your projects", target: { external: siteConfig.portalUrl } },
      { name: "Analytics & Reports", description: "Your results as charts", target: { to: "/flidesk-features" } },
    ],
  },
  {
    type: "dropdown",
    name: "Portfolio",
    section: "case-studies",
    items: [
      { name: "Case Studies", description: "Results for our clients", target: { to: "/portfolio" } },
      { name: "Web Projects", description: "Sites and apps we built", target: { to: "/portfolio" } },
      { name: "Marketing Campaigns", description: "Social and search campaigns", target: { to: "/portfolio" } },
    ],
  },
  {
    type: "dropdown",
    name: "Company",
    section: "company",
    items: [
      { name: "Partnerships", description: "Grow with us", target: { to: "/partnerships" } },
      { name: "Careers", description: "Join the team", target: { to: "/careers" } },
      { name: "About Us", description: "Who we are", target: { section: "about" } },
    ],
  },
  { type: "link", name: "Pricing", target: { to: "/pricing" } },
  { type: "link", name: "Contact", target: { section: "contact" } },
];

export const quoteCta = { name: "Get a Quote", target: { to: "/quote" } } as const;

/** Footer (docs/product.md, Public site). */
export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: "Services",
    links: [
      { name: "Advanced SEO", target: { to: "/services" } },
      { name: "Brand Design", target: { to: "/services" } },
      { name: "Web Development", target: { to: "/services" } },
      { name: "Social Media Strategy", target: { to: "/services" } },
    ],
  },
  {
    title: "Company",
    links: [
      { name: "About Us", target: { to: "/" } },
      { name: "Our Team", target: { to: "/" } },
      { name: "Careers", target: { to: "/careers" } },
      { name: "Partnerships", target: { to: "/partnerships" } },
    ],
  },
  {
    title: "Resources",
    links: [
      { name: "Case Studies", target: { to: "/portfolio" } },
      { name: "Portfolio", target: { to: "/portfolio" } },
      { name: "Support", target: { to: "/support" } },
      { name: "Contact", target: { to: "/" } },
    ],
  },
  {
    title: "Legal",
    links: [
      { name: "Privacy Policy", target: { to: "/privacy-policy" } },
      { name: "Terms of Service", target: { to: "/terms-of-service" } },
      { name: "Cookie Policy", target: { to: "/cookie-policy" } },
      { name: "Disclaimer", target: { to: "/disclaimer" } },
    ],
  },
];
