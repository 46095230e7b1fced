import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { scriptFontFaces, scriptFontsBeforePaint } from "./script-fonts";

// The Sinhala and Tamil subsets (scripts/subset-script-fonts.ts, decision 48) must draw every letter the messages
// use; a message with a new letter fails here until the script is run again.
const SUBSETS = [
  { locale: "si", file: "noto-sans-sinhala", script: /[\u0D80-\u0DFF]/u },
  { locale: "ta", file: "noto-sans-tamil", script: /[\u0B80-\u0BFF]/u },
] as const;

describe("script fonts", () => {
  for (const { locale, file, script } of SUBSETS) {
    it(`draws every ${locale} letter of the messages in both weights`, () => {
      const messages = ["messages", "messages/portal"].map((folder) =>
        readFileSync(`${folder}/${locale}.json`, "utf8"),
      );
      const letters = [...new Set([...messages.join("")].filter((c) => script.test(c)))];
      expect(letters.length).toBeGreaterThan(20);
      for (const weight of [400, 700]) {
        const font = fontkit.create(readFileSync(`app/assets/fonts/${file}-${weight}.woff2`));
        const missing = letters.filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0));
        expect(missing, `${file}-${weight}`).toEqual([]);
      }
    });
  }

  it("declares the faces on Sinhala and Tamil pages only, in a family of their own, limited to the script", () => {
    expect(scriptFontFaces("en")).toBe("");
    const sinhala = scriptFontFaces("si");
    // One family of their own, named by the stacks under data-fonts only: the first page takes the installed font.
    expect(sinhala.match(/font-family:"[^"]+"/g)).toEqual(['font-family:"Script Noto"', 'font-family:"Script Noto"']);
    expect(sinhala).toContain("unicode-range:U+0D80-0DFF");
    expect(sinhala).toContain("font-display:swap");
    expect(sinhala).not.toContain("tamil");
    expect(scriptFontFaces("ta")).toContain("unicode-range:U+0B80-0BFF");
  });

  it("loads Noto before the first paint only from a script, and only for the page's own script", () => {
    expect(scriptFontsBeforePaint("en")).toBe("");
    const tamil = scriptFontsBeforePaint("ta");
    expect(tamil).toContain("noto-sans-tamil-400");
    expect(tamil).toContain('"Inter Fallback"');
    expect(tamil).not.toContain("sinhala");
    expect(tamil).not.toContain("</");
  });
});
