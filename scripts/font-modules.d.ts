// Neither package ships types: the calls scripts/subset-script-fonts.ts and app/lib/script-fonts.test.ts make.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt" },
  ): Promise<Buffer>;
}

// fontkit comes with pdfkit (the receipts' PDFs); the test reads the subsets' character maps with it.
declare module "fontkit" {
  export function create(buffer: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean };
}
