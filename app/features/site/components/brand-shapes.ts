/**
 * Logos drawn here rather than taken from simple-icons, with their own proportions. `scripts/brand-sprite.ts`
 * writes them into `brand-logos.css`, each in its own view box, so they fill the box they are shown in.
 *
 * American Express: simple-icons' mark is a filled square with letters a pixel high at the footer's 20 px, a grey
 * square to the eye. This is the word AMEX in strokes as thick as the Visa mark's, on a card's outline.
 *
 * Mastercard: simple-icons' mark is two thin rings with a cut-out overlap, faint in the footer's grey on its dark
 * ground. This is the mark as people know it, two solid circles, the right one lighter so the overlap shows.
 */
export const drawnBrands = {
  amex: {
    viewBox: "0 0 40 24",
    body:
      '<g fill="none" stroke="currentColor" stroke-width="2">' +
      '<path d="M4.5 16.5l3-9 3 9M5.5 13.4h4M13.7 16.5v-9l3.3 5.4 3.3-5.4v9M27.9 7.5h-4.4v9h4.4M23.5 12h3.6M29.8 7.5l5.6 9m0-9-5.6 9"/>' +
      '<path stroke-width="1.5" d="M3 1h34a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z"/>' +
      "</g>",
  },
  mastercard: {
    viewBox: "0 0 40 24",
    body:
      '<circle cx="14.5" cy="12" r="10" fill="currentColor"/>' +
      '<circle cx="25.5" cy="12" r="10" fill="currentColor" fill-opacity=".6"/>',
  },
} as const;

export type DrawnBrand = keyof typeof drawnBrands;

/** The view box of a brand's logo: a drawn logo's own, else simple-icons' square. */
export const brandViewBox = (name: string) =>
  name in drawnBrands ? drawnBrands[name as DrawnBrand].viewBox : "0 0 24 24";
