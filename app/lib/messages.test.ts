import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "./locale";

// The messages of decision 48 (messages/{en,si,ta}.json, compiled by Paraglide into app/paraglide): every key in
// every language, with the same inputs, used somewhere, and compiled. A text left in English in Sinhala or Tamil
// fails too: each of those holds at least one letter of its script, unless it is listed here as script-free.
const SCRIPT_FREE = new Set(["services_get_started_with", "home_services_more_about"]);
const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;

// A message is a text, or (plurals and other variants) an array whose `match` holds a text per variant.
type Variants = { match: Record<string, string> }[];
const read = (locale: string): Record<string, string | Variants> => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
  return messages;
};
/** A message's texts: itself, or each of its variants'. */
const textsOf = (message: string | Variants | undefined) =>
  typeof message === "string" ? [message] : (message ?? []).flatMap((variant) => Object.values(variant.match));
const messages = Object.fromEntries(locales.map((locale) => [locale, read(locale)]));
const english = messages.en ?? {};
const inputsOf = (message: string | Variants | undefined) => [
  ...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name))),
];

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === "paraglide" ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [file] : [];
  });
}

describe("messages", () => {
  it("has every key in every language, none empty, each with the English text's inputs", () => {
    const keys = Object.keys(english).sort();
    expect(keys.length).toBeGreaterThan(50);
    for (const locale of locales) {
      const own = messages[locale] ?? {};
      expect(Object.keys(own).sort(), `keys of messages/${locale}.json`).toEqual(keys);
      for (const key of keys) {
        const texts = textsOf(own[key]);
        expect(texts.length > 0 && texts.every((text) => text.trim()), `${locale}.${key}`).toBe(true);
        expect(inputsOf(own[key]).sort(), `${locale}.${key}`).toEqual(inputsOf(english[key]).sort());
      }
    }
  });

  it("writes Sinhala and Tamil in their own scripts (brand and plan names aside)", () => {
    for (const [locale, script] of Object.entries(SCRIPTS)) {
      const left = Object.entries(messages[locale] ?? {}).filter(
        ([key, message]) => !SCRIPT_FREE.has(key) && !textsOf(message).every((text) => script.test(text)),
      );
      expect(left, `${locale}: texts without a letter of the script`).toEqual([]);
    }
  });

  it("uses every key in the app's code (a key no code reads is a translation nobody sees)", () => {
    const code = sources("app")
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = Object.keys(english).filter((key) => !new RegExp(`\\bm\\.${key}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it("is compiled: every key has its function in app/paraglide (run `npm run i18n` after editing messages)", () => {
    const compiled = readFileSync("app/paraglide/messages/_index.js", "utf8");
    const missing = Object.keys(english).filter((key) => !compiled.includes(`from './${key}.js'`));
    expect(missing).toEqual([]);
    // And compiled from these texts, not older ones (a text without inputs is compiled as it is written).
    const plain = (key: string) => typeof english[key] === "string" && !english[key].includes("{");
    for (const key of Object.keys(english).filter(plain)) {
      const module = readFileSync(`app/paraglide/messages/${key}.js`, "utf8");
      for (const locale of locales) expect(module, `${locale}.${key}`).toContain(`(\`${messages[locale]?.[key]}\`)`);
    }
  });
});
