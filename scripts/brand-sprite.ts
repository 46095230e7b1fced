// The brand logos as CSS masks, `app/features/site/brand-logos.css`: a logo is a box painted in the current text
// colour through its mask, a data URI in the stylesheet. The logos' long paths are in neither the HTML nor the
// JavaScript, and no request is made for them. They used to be an SVG sprite referenced by `<use href>`, a request
// that started before the first paint and so counted in Lighthouse's simulated LCP (issue 30, decision 30).
// Run `npx tsx scripts/brand-sprite.ts` after upgrading simple-icons (a unit test says when).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { siGithub, siHostinger, siInstagram, siVisa, siX } from "simple-icons";
import { drawnBrands } from "../app/features/site/components/brand-shapes";

// simple-icons no longer carries LinkedIn's mark, so its well-known "in" glyph is drawn here.
const linkedinPath =
  "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z";

export const brandPaths = {
  github: siGithub.path,
  hostinger: siHostinger.path,
  visa: siVisa.path,
  x: siX.path,
  instagram: siInstagram.path,
  linkedin: linkedinPath,
};

export const logosFile = fileURLToPath(new URL("../app/features/site/brand-logos.css", import.meta.url));

/** Each logo as a standalone SVG: simple-icons' in their 24 x 24 box, the drawn ones in their own. */
export function brandSvgs(): Record<string, string> {
  const svg = (viewBox: string, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
  return {
    ...Object.fromEntries(
      Object.entries(brandPaths).map(([name, path]) => [name, svg("0 0 24 24", `<path d="${path}"/>`)]),
    ),
    ...Object.fromEntries(Object.entries(drawnBrands).map(([name, { viewBox, body }]) => [name, svg(viewBox, body)])),
  };
}

// Only what a data URI in a quoted CSS url() needs escaped; the rest stays readable and compresses well.
const dataUri = (svg: string) =>
  `data:image/svg+xml,${svg.replaceAll('"', "'").replaceAll("%", "%25").replaceAll("#", "%23").replaceAll("<", "%3C").replaceAll(">", "%3E")}`;

export function brandLogosCss() {
  const rules = Object.entries(brandSvgs()).map(
    ([name, svg]) => `  .brand-logo-${name} {\n    --brand-logo: url("${dataUri(svg)}");\n  }`,
  );
  return `/* Written by scripts/brand-sprite.ts from simple-icons and brand-shapes.ts; do not edit. */
@layer components {
  /* The logo fills the box as an SVG's default view box would (centred, whole, its proportions kept). */
  .brand-logo {
    display: inline-block;
    background-color: currentColor;
    -webkit-mask: var(--brand-logo) center / contain no-repeat;
    mask: var(--brand-logo) center / contain no-repeat;
  }
${rules.join("\n")}
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(logosFile, brandLogosCss());
  console.log(`Wrote ${logosFile}`);
}
