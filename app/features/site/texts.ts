import { useRouteLoaderData } from "react-router";
import type { NavItem, NavLink } from "./nav";

/**
 * The texts of the site's header, footer and 404 page in the page's language (decision 48). The root's loader
 * makes them on the server from the compiled messages (`chromeTexts` in texts.server.ts), so the browser
 * gets them as data, in that language only: no message module is ever part of a browser bundle.
 */
export type ChromeTexts = {
  skipToContent: string;
  mainNavLabel: string;
  homeLink: string;
  menuOpen: string;
  menuClose: string;
  mainNav: NavItem[];
  quoteCta: NavLink;
  footerGroups: { title: string; label: string; links: NavLink[] }[];
  tagline: string;
  socialLabel: string;
  newTab: string;
  madeIn: string;
  securePayments: string;
  languageLabel: string;
  /** On a policy's Sinhala or Tamil address: the policy is published in English only. */
  legalNotice: string;
  /**
   * The banner that offers Sinhala or Tamil to a browser that prefers it, in the offered language (so these few
   * words are the one text a page carries in other languages than its own).
   */
  offers: Record<"si" | "ta", { text: string; dismiss: string }>;
  notFound: { title: string; description: string; heading: string; text: string; back: string; links: string };
  helpfulLinks: { to: string; label: string }[];
};

/** The header's and footer's texts, from the root's data (app/root.tsx makes them for the address's language). */
export function useChromeTexts(): ChromeTexts {
  const chrome = (useRouteLoaderData("root") as { chrome?: ChromeTexts } | undefined)?.chrome;
  if (!chrome) throw new Error("The site's texts come from the root's loader, which always provides them");
  return chrome;
}
