export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] };
export type LegalDocument = { title: string; lastUpdated: string; summary: string; sections: LegalSection[] };
