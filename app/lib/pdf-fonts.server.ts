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

/** A Sinhala or Tamil letter or sign, or a joiner between them: drawn in the script's Noto font. */
const SCRIPT = /[\u0D80-\u0DFF\u0B80-\u0BFF\u200C\u200D]/u;

/** A text cut into runs of the script's letters and of everything else (Latin, digits, spaces, punctuation). */
export function scriptRuns(text: string): { text: string; script: boolean }[] {
  const runs: { text: string; script: boolean }[] = [];
  for (const char of text) {
    const script = SCRIPT.test(char);
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

/** The pdfkit calls `writeText` needs: a document's `font` and `text`, and the width of a string. */
type PdfWriter = {
  font(src: string): PdfWriter;
  text(text: string, x?: number, y?: number, options?: object): PdfWriter;
  text(text: string, options?: object): PdfWriter;
  widthOfString(text: string): number;
  _fontSize?: number;
};

/** Helvetica's (and Helvetica-Bold's) ascender, in thousandths of the font size (pdfkit's AFM data). */
const HELVETICA_ASCENDER = 718;

export type TextOptions = { width?: number; align?: "left" | "center"; lineBreak?: boolean; continued?: boolean };

/**
 * Writes a text as pdfkit's `text` does, in the language's fonts: English all in Helvetica (one call, as before),
 * Sinhala and Tamil run by run, the script's letters in Noto Sans and the rest (names, amounts, digits) in
 * Helvetica, joined with pdfkit's `continued` so the line wraps as one. A centred line that must not break (a page
 * number) is measured and its runs placed one after another.
 */
export function writeText(
  pdf: PdfWriter,
  locale: Locale,
  weight: keyof PdfFonts,
  text: string,
  at: { x?: number; y?: number } = {},
  options: TextOptions = {},
) {
  const latin = pdfFonts("en")[weight];
  if (locale === "en") {
    pdf.font(latin);
    return at.x === undefined && at.y === undefined ? pdf.text(text, options) : pdf.text(text, at.x, at.y, options);
  }
  const script = pdfFonts(locale)[weight];
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ text: "", script: false });
  // Every run on Helvetica's baseline: pdfkit puts a run's baseline one ascender of its own font below the line's
  // top, and Noto's ascender is taller, so its runs would sit lower than the Latin ones beside them.
  const baseline = -((HELVETICA_ASCENDER / 1000) * (pdf._fontSize ?? 12));
  if (options.lineBreak === false && at.x !== undefined && at.y !== undefined) {
    const widthOf = (run: { text: string; script: boolean }) =>
      pdf.font(run.script ? script : latin).widthOfString(run.text);
    const total = runs.reduce((sum, run) => sum + widthOf(run), 0);
    let x = options.align === "center" && options.width ? at.x + (options.width - total) / 2 : at.x;
    for (const run of runs) {
      const width = widthOf(run);
      pdf.text(run.text, x, at.y, { lineBreak: false, baseline });
      x += width;
    }
    return pdf;
  }
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    pdf.font(run.script ? script : latin);
    const own = { ...(i === 0 ? options : {}), baseline, continued: last ? (options.continued ?? false) : true };
    if (i === 0 && (at.x !== undefined || at.y !== undefined)) pdf.text(run.text, at.x, at.y, own);
    else pdf.text(run.text, own);
  });
  return pdf;
}
