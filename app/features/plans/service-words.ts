/**
 * A plan's service in the reader's words: "Social Media" is translated, SEO is written so in every language. Works
 * on a service ("Social Media"), a bundle's ("Social Media + SEO") and a plan's label ("Growth (Social Media)"), since
 * no plan's own name holds the words. `socialMedia` is the reader's word for it, from their messages.
 */
export const inReadersWords = (text: string, socialMedia: string) => text.replaceAll("Social Media", socialMedia);

/** "Growth (Social Media)": how the portal names a subscription's plan, in the reader's words. */
export const planLabel = (plan: string, service: string, socialMedia: string) =>
  `${plan} (${inReadersWords(service, socialMedia)})`;
