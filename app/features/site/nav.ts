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

// The header's and footer's entries are built per language on the server (texts.server.ts, decision 48).

/** Where a nav entry leads: a route, a section of the home page, or another site in a new tab. */
export type NavTarget = { to: string } | { section: HomeSection } | { external: string };

export type NavLink = { name: string; description?: string; target: NavTarget };
export type NavItem =
  | (NavLink & { type: "link" })
  | { type: "dropdown"; name: string; items: NavLink[]; section?: HomeSection };
