import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sourceTree } from "../../scripts/source-tree";
import { locales } from "./locale";

// The messages of decisions 48 and 49: the site's, mails' and PDFs' (messages/{en,si,ta}.json, compiled by Paraglide
// into app/paraglide) and the portal's (messages/portal/*.json, into app/paraglide-portal, a module per language):
// every key in every language, with the same inputs, used somewhere, and compiled. A text left in English in Sinhala
// or Tamil fails too: each of those holds at least one letter of its script, unless it is listed here as script-free.
const SCRIPT_FREE = new Set(["services_get_started_with", "home_services_more_about"]);
const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;

// A message is a text, or (plurals and other variants) an array whose `match` holds a text per variant.
type Variants = { match: Record<string, string> }[];
type Messages = Record<string, string | Variants>;
const read = (folder: string, locale: string): Messages => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(`${folder}/${locale}.json`, "utf8"));
  return messages;
};
/** A message's texts: itself, or each of its variants'. */
const textsOf = (message: string | Variants | undefined) =>
  typeof message === "string" ? [message] : (message ?? []).flatMap((variant) => Object.values(variant.match));
const projects = [
  { name: "site", folder: "messages", compiled: "app/paraglide" },
  { name: "portal", folder: "messages/portal", compiled: "app/paraglide-portal" },
].map((project) => {
  const messages: Record<string, Messages> = Object.fromEntries(
    locales.map((locale) => [locale, read(project.folder, locale)]),
  );
  return { ...project, messages, english: messages.en ?? {} };
});
const inputsOf = (message: string | Variants | undefined) => [
  ...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name))),
];

const sources = (folder: string) => sourceTree(folder, (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name));

describe.each(projects)("the $name's messages", ({ messages, english, compiled, name }) => {
  it("has every key in every language, none empty, each with the English text's inputs", () => {
    const keys = Object.keys(english).sort();
    expect(keys.length).toBeGreaterThan(20);
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

  it("is compiled (run `npm run i18n` after editing messages)", () => {
    // A text without inputs is compiled as it is written: each must be there, in each language's output.
    const plain = (key: string) => typeof english[key] === "string" && !english[key].includes("{");
    // The portal's set is one module per language: each is read once, not once per key.
    const read = new Map<string, string>();
    const output = (key: string, locale: string) => {
      const file = name === "portal" ? `${compiled}/messages/${locale}.js` : `${compiled}/messages/${key}.js`;
      const text = read.get(file) ?? readFileSync(file, "utf8");
      read.set(file, text);
      return text;
    };
    for (const key of Object.keys(english)) {
      for (const locale of locales) {
        const module = output(key, locale);
        expect(module, `${locale}.${key}`).toContain(`export const ${key} =`);
        if (plain(key)) expect(module, `${locale}.${key}`).toContain(`(\`${messages[locale]?.[key]}\`)`);
      }
    }
  });
});

describe("the two sets of messages", () => {
  it("share no key: `m.key` names one message, whichever set the module reads", () => {
    const [site, portal] = projects;
    const shared = Object.keys(portal?.english ?? {}).filter((key) => key in (site?.english ?? {}));
    expect(shared).toEqual([]);
  });
});
