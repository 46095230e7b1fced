import sinhala400 from "~/assets/fonts/noto-sans-sinhala-400.woff2?url";
import sinhala700 from "~/assets/fonts/noto-sans-sinhala-700.woff2?url";
import tamil400 from "~/assets/fonts/noto-sans-tamil-400.woff2?url";
import tamil700 from "~/assets/fonts/noto-sans-tamil-700.woff2?url";
import type { Locale } from "./locale";

// The site's font stacks (app/app.css): the web fonts and the fallback faces scaled to them (decision 30).
const FAMILIES = [
  "Inter Variable",
  "Inter Fallback",
  "Inter Fallback Roboto",
  "Playfair Display Variable",
  "Playfair Fallback",
  "Playfair Fallback Times",
  "Playfair Fallback Noto",
];

const SCRIPTS: Partial<Record<Locale, { range: string; regular: string; bold: string }>> = {
  si: { range: "U+0D80-0DFF, U+200C-200D", regular: sinhala400, bold: sinhala700 },
  ta: { range: "U+0B80-0BFF, U+200C-200D", regular: tamil400, bold: tamil700 },
};

/** The faces that draw one script inside every family of the site's stacks (exported for the unit test). */
export function scriptFontFaces(locale: Locale) {
  const script = SCRIPTS[locale];
  if (!script) return "";
  const face = (family: string, weight: string, url: string) =>
    `@font-face{font-family:"${family}";src:url(${url}) format("woff2");font-weight:${weight};font-display:swap;unicode-range:${script.range}}`;
  return FAMILIES.flatMap((family) => [
    face(family, "400 500", script.regular),
    face(family, "600 700", script.bold),
  ]).join("");
}

/**
 * Noto Sans Sinhala or Noto Sans Tamil, on that language's pages only (decision 48). Each face joins the families
 * the stylesheet already names, limited by `unicode-range` to its script: Latin text keeps Inter and Playfair,
 * the script's letters come from Noto in every stack, and the browser asks for a file only once a letter of that
 * script is drawn. The English pages get nothing: their HTML and stylesheet are unchanged.
 */
export function ScriptFonts({ lang }: { lang: Locale }) {
  const css = scriptFontFaces(lang);
  const script = SCRIPTS[lang];
  if (!css || !script) return null;
  return (
    <>
      {[script.regular, script.bold].map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
      ))}
      <style data-script-fonts={lang}>{css}</style>
    </>
  );
}
