import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The glossary's settled choices (docs/glossary.md, docs/translation-review.md "Glossary choices"): every message,
// the site's and the portal's, uses the chosen word; the rejected spellings are nowhere.
type Variants = { match: Record<string, string> }[];
const read = (file: string): Record<string, string> => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(file, "utf8")) as Record<string, string | Variants>;
  // A plural's variants, joined: a rejected word in any of them is found.
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      typeof message === "string" ? message : message.flatMap((v) => Object.values(v.match)).join("\n"),
    ]),
  );
};
const files = (locale: string) => [`messages/${locale}.json`, `messages/portal/${locale}.json`];
const messagesOf = (locale: string) => files(locale).map((file) => ({ file, messages: read(file) }));
/** The keys (in every file of a language) whose text holds `word`. */
const keysWith = (locale: string, word: string | RegExp) =>
  messagesOf(locale).flatMap(({ file, messages }) =>
    Object.entries(messages)
      .filter(([, text]) => (typeof word === "string" ? text.includes(word) : word.test(text)))
      .map(([key]) => `${file}: ${key}`),
  );

// Where පාරිභෝගිකයා is right: a business's own customers (and "consumer"), not the agency's client.
const CUSTOMER_KEYS = [
  "service_seo_text",
  "service_web_text",
  "home_service_seo_text",
  "home_service_web_text",
  "pricing_social_intro",
  "pricing_essential_ideal",
  "pricing_accelerate_ideal",
  "pricing_dominate_5",
  "buy_goal_leads",
  "buy_ind_consumer_electronics",
];

describe("the glossary's choices in every message", () => {
  it("spells Sinhala 'Leads' (enquiries) one way: විමසීම්, never විමසුම්", () => {
    expect(keysWith("si", "විමසුම")).toEqual([]);
    expect(keysWith("si", "විමසීම")).toEqual(
      expect.arrayContaining([
        "messages/portal/si.json: admin_tab_leads",
        "messages/portal/si.json: admin_leads_title",
      ]),
    );
  });

  it("calls the agency's client සේවාදායකයා in Sinhala; පාරිභෝගිකයා only for a business's own customers", () => {
    const customers = keysWith("si", "පාරිභෝගික").map((at) => at.split(": ")[1]);
    expect(customers.filter((key) => !CUSTOMER_KEYS.includes(key as string))).toEqual([]);
    for (const key of [
      "shell_role_client",
      "dashboard_title_client",
      "support_ticket_status_waiting",
      "project_client",
    ])
      expect(read("messages/portal/si.json")[key]).toContain("සේවාදායක");
    expect(read("messages/si.json").pdf_client).toBe("සේවාදායකයා");
  });

  it("names the Admin Panel நிர்வாகப் பலகம் in Tamil, never நிர்வாகக் குழு (a committee)", () => {
    expect(keysWith("ta", "நிர்வாகக் குழு")).toEqual([]);
    const portal = read("messages/portal/ta.json");
    expect(portal.report_admin_title).toContain("நிர்வாகப் பலகம்");
    expect(portal.admin_panel_heading).toBe("நிர்வாகப் பலகம்");
  });

  it("says 'billing cycle' in Tamil as கட்டணச் சுழற்சி wherever the English says it", () => {
    for (const { file, messages } of messagesOf("en")) {
      const tamil = read(file.replace("/en.json", "/ta.json"));
      for (const [key, text] of Object.entries(messages))
        if (/billing cycle/i.test(text)) expect(tamil[key], `${file}: ${key}`).toContain("கட்டணச் சுழற்சி");
    }
    // No other word for the cycle: சுழற்சி comes only as கட்டணச் சுழற்சி.
    expect(keysWith("ta", /(?<!கட்டணச் )சுழற்சி/u)).toEqual([]);
  });

  it("keeps each language in its own script: no Tamil letter in Sinhala, no Sinhala letter in Tamil", () => {
    // Save the languages' own names: a language is offered in its own script (English, සිංහල, தமிழ்).
    const foreign = (locale: string, letters: RegExp, name: string) =>
      messagesOf(locale).flatMap(({ file, messages }) =>
        Object.entries(messages)
          .filter(([, text]) => letters.test(text.replaceAll(name, "")))
          .map(([key]) => `${file}: ${key}`),
      );
    expect(foreign("si", /[\u0B80-\u0BFF]/u, "தமிழ்")).toEqual([]);
    expect(foreign("ta", /[\u0D80-\u0DFF]/u, "සිංහල")).toEqual([]);
  });
});
