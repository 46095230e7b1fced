// Makes the Sinhala and Tamil fonts in app/assets/fonts from @fontsource's Noto Sans Sinhala and Noto Sans Tamil
// (decision 48): only the characters of that script the site's messages use, plus the joiners (ZWJ, ZWNJ) that
// Sinhala's conjuncts and Tamil's ligatures rely on, in weights 400 and 700. harfbuzz's subsetter keeps the
// substitutions among the kept characters, so conjuncts still form. The output is committed; run this again
// (`npx tsx scripts/subset-script-fonts.ts`) after changing messages/*.json or upgrading the font packages. The
// unit test app/lib/script-fonts.test.ts fails when a message uses a character a subset lacks.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const scripts = [
  { locale: "si", family: "noto-sans-sinhala", block: /[\u0D80-\u0DFF]/u },
  { locale: "ta", family: "noto-sans-tamil", block: /[\u0B80-\u0BFF]/u },
] as const;
const JOINERS = "\u200C\u200D";

/** The characters of one script used by the messages of its language: the site's and the portal's. */
export function scriptCharacters(locale: string, block: RegExp) {
  const messages = ["messages", "messages/portal"]
    .map((folder) => readFileSync(`${folder}/${locale}.json`, "utf8"))
    .join("");
  return [...new Set([...messages].filter((c) => block.test(c)))].sort().join("");
}

for (const { locale, family, block } of scripts) {
  const text = scriptCharacters(locale, block) + JOINERS;
  for (const weight of [400, 700]) {
    const source = readFileSync(
      `node_modules/@fontsource/${family}/files/${family}-${family.split("-").at(-1)}-${weight}-normal.woff2`,
    );
    const subset = await subsetFont(source, text, { targetFormat: "woff2" });
    writeFileSync(`app/assets/fonts/${family}-${weight}.woff2`, subset);
    console.log(`${family}-${weight}.woff2: ${source.length} → ${subset.length} bytes (${text.length} characters)`);
  }
}
