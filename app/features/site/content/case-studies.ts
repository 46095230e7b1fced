import spicePictureInline from "~/assets/images/case-spice.svg?url&inline";
import spicePicture from "~/assets/images/case-spice.svg?url&no-inline";

/**
 * The four case studies' pictures, by slug; their texts come from the server in the page's language
 * (`case-studies.server.ts`, decision 48). `inline`: the picture as a data URI, for the one that is a page's largest
 * paint (the first on /portfolio): a request for it would be on the way to that paint, which Lighthouse's mobile LCP
 * counts (decision 30). It stays in the browser's module rather than the loader's data, which would carry it twice.
 */
export const caseStudyPictures: Record<string, { src: string; inline?: string }> = {
  "ceylon-spice-exports": { src: spicePicture, inline: spicePictureInline },
  "colombo-fashion-house": { src: "/images/case-fashion.svg" },
  "island-stays-booking": { src: "/images/case-booking.svg" },
  "lanka-fintech-rebrand": { src: "/images/case-fintech.svg" },
};
