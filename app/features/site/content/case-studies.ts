import spiceSvg from "~/assets/images/case-spice.svg?raw";
import spicePicture from "~/assets/images/case-spice.svg?url&no-inline";

/**
 * The picture as markup for the page itself, where it is the largest paint (the first study on /portfolio): drawn in
 * the first frame with the text, where an <img>, even from a data URI, is drawn a frame later, after the scripts
 * that ended before it, all of which Lighthouse's mobile LCP then counts (decision 30). Its own name and title go
 * (the page names it in the reader's language) and its ids get the file's prefix, so they cannot meet another
 * picture's in the same document.
 */
const inlineSvg = (svg: string, prefix: string) =>
  svg
    .trim()
    .replace(/ role="img"| aria-label="[^"]*"|<title>[^<]*<\/title>/g, "")
    .replace(/id="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace("<svg ", '<svg aria-hidden="true" focusable="false" ');

/**
 * The four case studies' pictures, by slug; their texts come from the server in the page's language
 * (`case-studies.server.ts`, decision 48). `markup`: the picture's SVG, for the one that is a page's largest paint.
 * It stays in the browser's module rather than the loader's data, which would carry it twice.
 */
export const caseStudyPictures: Record<string, { src: string; markup?: string }> = {
  "ceylon-spice-exports": { src: spicePicture, markup: inlineSvg(spiceSvg, "case-spice") },
  "colombo-fashion-house": { src: "/images/case-fashion.svg" },
  "island-stays-booking": { src: "/images/case-booking.svg" },
  "lanka-fintech-rebrand": { src: "/images/case-fintech.svg" },
};
