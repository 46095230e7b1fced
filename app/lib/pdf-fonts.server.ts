import { createRequire } from "node:module";
import type { Locale } from "./locale";

/**
 * The fonts a PDF uses for its own language's text (issue 33, third stage). English keeps PDF's standard Helvetica
 * (metrics shipped by pdfkit, nothing embedded). Sinhala and Tamil embed Noto Sans from the fontsource packages the
 * site already uses: the WOFF files (fontkit reads WOFF; not every fontkit reads WOFF2), the script's own subset, so
 * Latin names and amounts stay in Helvetica. pdfkit embeds only the glyphs used, and fontkit shapes the script
 * (conjuncts, reordered vowel signs) through the font's OpenType tables.
 */
export type PdfFonts = { regular: string; bold: string };

const require = createRequire(import.meta.url);

const noto = (family: "sinhala" | "tamil", weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-${family}/files/noto-sans-${family}-${family}-${weight}-normal.woff`);

export function pdfFonts(locale: Locale): PdfFonts {
  if (locale === "si") return { regular: noto("sinhala", 400), bold: noto("sinhala", 700) };
  if (locale === "ta") return { regular: noto("tamil", 400), bold: noto("tamil", 700) };
  return { regular: "Helvetica", bold: "Helvetica-Bold" };
}
