import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { budgetOptions, quoteErrorToast, serviceNames, timelineOptions } from "./quote";
import { quoteSchema as schemaIn } from "./quote-schema";
import { quoteFormTexts, quoteMessagesIn } from "./texts.server";

const english = quoteMessagesIn("en");
const quoteSchema = schemaIn(english);

function parse(fields: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  return parseWithZod(data, { schema: quoteSchema });
}

describe("quote schema", () => {
  it("keeps the spec's options", () => {
    expect(budgetOptions).toEqual(["$100 - $1500", "$1500 - $5000", "$5000 - $10,000", "$10,000+", "Flexible"]);
    expect(timelineOptions).toEqual(["1-2 months", "3-4 months", "5-6 months", "6+ months", "Flexible"]);
  });

  it("stores empty optional fields as null", () => {
    const s = parse([
      ["name", "Ama"],
      ["email", "ama@x.lk"],
      ["selectedServices", "seo"],
      ["company", ""],
      ["phone", " "],
    ]);
    expect(s.status).toBe("success");
    if (s.status === "success") {
      expect(s.value).toEqual({
        name: "Ama",
        email: "ama@x.lk",
        company: null,
        phone: null,
        selectedServices: ["seo"],
        budget: null,
        timeline: null,
        message: null,
      });
    }
  });

  it("asks for at least one service with the spec's toast", () => {
    const s = parse([
      ["name", "Ama"],
      ["email", "ama@x.lk"],
    ]);
    expect(s.status).toBe("error");
    expect(quoteErrorToast(s.status === "error" ? (s.error ?? {}) : {}, english)).toEqual({
      title: "Please select at least one service",
      description: "You need to select at least one service to proceed.",
    });
  });

  it("refuses unknown services, budgets and timelines", () => {
    for (const extra of [
      ["selectedServices", "hacking"],
      ["budget", "$1"],
      ["timeline", "tomorrow"],
    ] as [string, string][]) {
      const s = parse([["name", "Ama"], ["email", "ama@x.lk"], ["selectedServices", "web"], extra]);
      expect(s.status, extra.join("=")).toBe("error");
    }
  });
});

describe("the quote form in Sinhala and Tamil", () => {
  it("refuses in the page's language, with the same rules", () => {
    const tamil = quoteMessagesIn("ta");
    const data = new FormData();
    data.append("name", "Ama");
    data.append("email", "ama@x.lk");
    const s = parseWithZod(data, { schema: schemaIn(tamil) });
    expect(quoteErrorToast(s.status === "error" ? (s.error ?? {}) : {}, tamil)).toEqual({
      title: "குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுக்கவும்",
      description: "தொடர, குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுக்க வேண்டும்.",
    });
  });

  it("shows each budget and timeline in the page's words, posting the stored English value", () => {
    const sinhala = quoteFormTexts("si");
    expect(sinhala.budgetOptions.map((o) => o.value)).toEqual([...budgetOptions]);
    expect(sinhala.budgetOptions.at(-1)).toEqual({ value: "Flexible", label: "නම්‍යශීලී" });
    expect(sinhala.timelineOptions[0]).toEqual({ value: "1-2 months", label: "මාස 1-2" });
    expect(quoteFormTexts("ta").timelineOptions[3]).toEqual({ value: "6+ months", label: "6+ மாதங்கள்" });
    expect(quoteFormTexts("en").timelineOptions.map((o) => o.label)).toEqual([...timelineOptions]);
  });
});

describe("service names", () => {
  it("names the stored service ids as the quote form does, keeping an id it no longer offers", () => {
    expect(serviceNames(["seo", "web", "design"])).toEqual([
      "SEO Optimization",
      "Web Development",
      "Brand Identity Design",
    ]);
    expect(serviceNames(["retired"])).toEqual(["retired"]);
  });
});
