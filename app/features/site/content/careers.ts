import { siteConfig } from "../config";

// The mail links' subjects stay in English in every language: the careers inbox sorts applications by them.
const mailto = (subject: string) => `mailto:${siteConfig.careersEmail}?subject=${encodeURIComponent(subject)}`;

/** The application link of an opening, by the opening's English title. */
export const applyLink = (englishTitle: string) => mailto(`Application for ${englishTitle}`);
export const generalApplicationLink = mailto("General Application");
