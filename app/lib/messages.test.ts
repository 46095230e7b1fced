import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "./locale";

// The messages of decision 48 (messages/{en,si,ta}.json, compiled by Paraglide into app/paraglide): every key in
// every language, with the same inputs, used somewhere, and compiled. A text left in English in Sinhala or Tamil
// fails too: each of those holds at least one letter of its script, unless it is listed here as script-free.
const SCRIPT_FREE = new Set(["services_get_started_with", "home_services_more_about"]);
const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;

const read = (locale: string): Record<string, string> => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
  return messages;
};
const messages = Object.fromEntries(locales.map((locale) => [locale, read(locale)]));
const english = messages.en ?? {};
const inputsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

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
        expect(own[key]?.trim(), `${locale}.${key}`).toBeTruthy();
        expect(inputsOf(own[key] ?? ""), `${locale}.${key}`).toEqual(inputsOf(english[key] ?? ""));
      }
    }
  });

  it("writes Sinhala and Tamil in their own scripts (brand and plan names aside)", () => {
    for (const [locale, script] of Object.entries(SCRIPTS)) {
      const left = Object.entries(messages[locale] ?? {}).filter(
        ([key, text]) => !SCRIPT_FREE.has(key) && !script.test(text),
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
    for (const key of Object.keys(english).filter((k) => !english[k]?.includes("{"))) {
      const module = readFileSync(`app/paraglide/messages/${key}.js`, "utf8");
      for (const locale of locales) expect(module, `${locale}.${key}`).toContain(`(\`${messages[locale]?.[key]}\`)`);
    }
  });
});
