import sinhala400 from "~/assets/fonts/noto-sans-sinhala-400.woff2?url";
import sinhala700 from "~/assets/fonts/noto-sans-sinhala-700.woff2?url";
import tamil400 from "~/assets/fonts/noto-sans-tamil-400.woff2?url";
import tamil700 from "~/assets/fonts/noto-sans-tamil-700.woff2?url";
import type { Locale } from "./locale";
import { SCRIPT_FAMILY } from "./web-fonts";

// The fallback families of the site's stacks (app/app.css): installed fonts scaled to the web fonts (decision 30).
const FALLBACKS = [
  "Inter Fallback",
  "Inter Fallback Roboto",
  "Playfair Fallback",
  "Playfair Fallback Times",
  "Playfair Fallback Noto",
];

type Script = { range: string; regular: string; bold: string; letters: string };

const SCRIPTS: Partial<Record<Locale, Script>> = {
  // `letters`: a few of the script's letters, of different widths in any font that draws them.
  si: { range: "U+0D80-0DFF, U+200C-200D", regular: sinhala400, bold: sinhala700, letters: "අකමසඳ" },
  ta: { range: "U+0B80-0BFF, U+200C-200D", regular: tamil400, bold: tamil700, letters: "அகமஙஞ" },
};

const WEIGHTS = (script: Script) => [
  { weight: "400 500", url: script.regular },
  { weight: "600 700", url: script.bold },
];

/** The faces that draw one script inside the given families (exported for the unit test). */
export function scriptFontFaces(locale: Locale, families: readonly string[] = [SCRIPT_FAMILY]) {
  const script = SCRIPTS[locale];
  if (!script) return "";
  return families
    .flatMap((family) =>
      WEIGHTS(script).map(
        ({ weight, url }) =>
          `@font-face{font-family:"${family}";src:url(${url}) format("woff2");font-weight:${weight};font-display:swap;unicode-range:${script.range}}`,
      ),
    )
    .join("");
}

/**
 * Before the first paint, on a machine that has no font for the script: the faces that draw it inside the fallback
 * families, loaded at once. The script's letters are measured on a canvas: where no installed font draws them, each
 * is the same empty box. The page stays hidden until the faces have loaded (at most 3 s, as `font-display: block`
 * would wait): Chromium does not hold its first paint for fonts a script asks for, and boxes swapped for letters
 * after it would move the layout. Exported for the unit test.
 */
export function scriptFontsBeforePaint(locale: Locale) {
  const script = SCRIPTS[locale];
  if (!script) return "";
  const weights = WEIGHTS(script).map(({ weight, url }) => [weight, url]);
  return `(function(){try{var c=document.createElement("canvas").getContext("2d"),t=${JSON.stringify(script.letters)},w={},n=0,i,l=[];c.font="40px sans-serif";for(i=0;i<t.length;i++){var x=c.measureText(t[i]).width;if(!w[x]){w[x]=1;n++}}if(n>1)return;var r=document.documentElement.style,show=function(){r.visibility=""};r.visibility="hidden";setTimeout(show,3000);${JSON.stringify(FALLBACKS)}.forEach(function(f){${JSON.stringify(weights)}.forEach(function(w){var face=new FontFace(f,"url("+w[1]+")",{weight:w[0],unicodeRange:${JSON.stringify(script.range)},display:"swap"});document.fonts.add(face);l.push(face.load())})});Promise.all(l).then(show,show)}catch(e){}})()`;
}

/**
 * Noto Sans Sinhala or Noto Sans Tamil, on that language's pages only (decision 48), off the first paint's path as
 * the Latin web fonts are (decision 30, "Later"):
 * - The first page of a tab draws the script in the fallback families, which name no face for it: the browser takes
 *   the installed font that has it (Noto Sans Sinhala and Tamil on Android, Sinhala and Tamil Sangam MN on Apple
 *   systems, Nirmala UI on Windows). Only where none is installed does the head script below load Noto at once.
 * - The pages after it, under `<html data-fonts>`, draw it in Noto, which the first page loaded after its load event
 *   with the Latin web fonts (app/lib/document.server.ts). Its faces make up `SCRIPT_FAMILY`, which those stacks
 *   name after Inter and Playfair, limited by `unicode-range` to the script.
 * - Without JavaScript, the fallback families name Noto for the script: the page asks for it when it draws a letter.
 * The English pages get nothing: their HTML and stylesheet are unchanged.
 */
export function ScriptFonts({ lang, nonce }: { lang: Locale; nonce?: string }) {
  const css = scriptFontFaces(lang);
  if (!css) return null;
  return (
    <>
      <style data-script-fonts={lang}>{css}</style>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the app's own constants, no outside text
        dangerouslySetInnerHTML={{ __html: scriptFontsBeforePaint(lang) }}
      />
      <noscript
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the app's own constants, no outside text
        dangerouslySetInnerHTML={{ __html: `<style>${scriptFontFaces(lang, FALLBACKS)}</style>` }}
      />
    </>
  );
}
