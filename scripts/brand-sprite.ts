// The brand logos as one SVG sprite, `app/features/site/brand-logos.svg`: pages reference a logo with
// `<use href="...#name">`, so the logos' long paths are in neither the HTML nor the JavaScript, and the browser
// fetches them once. Run `npx tsx scripts/brand-sprite.ts` after upgrading simple-icons (a unit test says when).
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

export const spriteFile = fileURLToPath(new URL("../app/features/site/brand-logos.svg", import.meta.url));

export function brandSprite() {
  const symbols = [
    ...Object.entries(brandPaths).map(
      ([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`,
    ),
    ...Object.entries(drawnBrands).map(
      ([name, { viewBox, body }]) => `<symbol id="${name}" viewBox="${viewBox}">${body}</symbol>`,
    ),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(spriteFile, brandSprite());
  console.log(`Wrote ${spriteFile}`);
}
