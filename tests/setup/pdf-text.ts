import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of every page of a PDF, as a PDF reader extracts it (pdf.js): pages in order, each line on its own. */
export async function pdfText(pdf: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
  }
  await document.destroy();
  return { pages, text: pages.join("\n") };
}

/**
 * A text's skeleton for comparing Sinhala and Tamil taken back out of a PDF (decision 48): pdf.js gives the glyphs
 * in visual order ("ශ්‍රී" comes back as "ශී්‍ර", "கொ" as "ெகா"), so the signs that move (vowel signs, virama: every
 * combining mark), the joiners and all spaces are dropped from both sides; the letters keep their order.
 */
export const skeleton = (text: string) => text.replace(/\p{M}|\u200C|\u200D|\s/gu, "");

/**
 * The words in Latin letters a text still has, once the given values (names, amounts, addresses) are taken out; a
 * value may be broken over lines (a long link wraps).
 */
export function latinWords(text: string, values: string[]) {
  let rest = text;
  for (const value of values.toSorted((a, b) => b.length - a.length)) {
    const loose = [...value.replace(/\s+/g, "")].map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("\\s*");
    rest = rest.replace(new RegExp(loose, "g"), " ");
  }
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}
