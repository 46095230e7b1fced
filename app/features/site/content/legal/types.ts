export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] };
/** `lastUpdated` is a calendar day, "2025-01-07": the page writes it in the one date style. */
export type LegalDocument = { title: string; lastUpdated: string; summary: string; sections: LegalSection[] };
