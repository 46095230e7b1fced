import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { pdfFonts } from "./pdf-fonts.server";

async function render(write: (pdf: InstanceType<typeof PDFDocument>) => void): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  write(pdf);
  pdf.end();
  return done;
}

async function extract(buffer: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(buffer) }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((item) => ("str" in item ? item.str : "")).join("\n");
}

/** Glyphs fontkit lays out for a text in the font pdfkit loaded: fewer than the letters where conjuncts join. */
function glyphCount(pdf: InstanceType<typeof PDFDocument>, text: string): number {
  const font = (pdf as unknown as { _font: { font: { layout(t: string): { glyphs: unknown[] } } } })._font.font;
  return font.layout(text).glyphs.length;
}

describe("pdfFonts", () => {
  it("keeps Helvetica for English", () => {
    expect(pdfFonts("en")).toEqual({ regular: "Helvetica", bold: "Helvetica-Bold" });
  });

  it("embeds Noto Sans Sinhala and shapes its conjuncts", async () => {
    let glyphs = 0;
    const buffer = await render((pdf) => {
      pdf.font(pdfFonts("si").regular);
      // ශ්‍රී: ශ + ් + ZWJ + ර + ී, five code points that the font joins into the rakaransaya conjunct.
      glyphs = glyphCount(pdf, "ශ්‍රී");
      pdf.text("ශ්‍රී ලංකාව ක්‍රියාත්මක");
    });
    expect(glyphs).toBeLessThan(5);
    expect(buffer.includes(Buffer.from("NotoSansSinhala"))).toBe(true);
    const text = await extract(buffer);
    // Every letter comes back (glyphs carry their code points); the vowel sign is laid out in visual order.
    for (const letter of ["ශ", "ර", "ල", "ං", "ක", "ව", "ය", "ත", "ම"]) expect(text).toContain(letter);
    expect(text).toContain("ලංකාව");
  });

  it("embeds Noto Sans Tamil and places the vowel sign before its consonant", async () => {
    let glyphs = 0;
    const buffer = await render((pdf) => {
      pdf.font(pdfFonts("ta").bold);
      // கொ is one code point pair (க + ொ); the font draws ொ as two parts around க: three glyphs.
      glyphs = glyphCount(pdf, "கொ");
      pdf.text("கொழும்பு");
    });
    expect(glyphs).toBe(3);
    const text = await extract(buffer);
    expect(text).toContain("ழும்பு");
  });
});
