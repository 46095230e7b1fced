import { describe, expect, it } from "vitest";
import { reportMail } from "./mails.server";

const env = { PUBLIC_URL: "https://flidigital.lk" };
const report = { id: "r-1", month: "2026-11", bytes: 1000, businessName: "Ceylon Tea Co." };

// A word of three Latin letters or more, once the brand, the file kind, the business and the links are taken out.
const english = (text: string) =>
  text
    .replace(/https:\/\/\S+|Fli DESK|Fli Digital|PDF|Ceylon Tea Co\./g, " ")
    .split(/\s+/)
    .filter((word) => /[A-Za-z]{3,}/.test(word));

describe("the monthly report's mail (decision 49: the client's language)", () => {
  it("reads word for word as before in English", () => {
    const mail = reportMail(env, "owner@example.lk", report);
    expect(mail.subject).toBe("Your monthly report: November 2026");
    expect(mail.text).toContain(
      "Your report for November 2026 (Ceylon Tea Co.) is ready: posts delivered, approvals, traffic, work on your projects and what is planned next month.",
    );
    expect(mail.text).toContain("The report is attached as a PDF.");
    expect(mail.text).toContain(
      "All your reports are on the Analytics tab of your Fli DESK: https://flidigital.lk/dashboard/analytics",
    );
  });

  for (const [locale, script] of [
    ["si", /[\u0D80-\u0DFF]/u],
    ["ta", /[\u0B80-\u0BFF]/u],
  ] as const) {
    it(`is in ${locale} for a client who reads ${locale}, attached or linked, with no English left`, () => {
      for (const bytes of [1000, 3 * 1024 * 1024]) {
        const mail = reportMail(env, "owner@example.lk", { ...report, bytes }, locale);
        expect(mail.subject).toMatch(script);
        expect(english(`${mail.subject}\n${mail.text}`)).toEqual([]);
        if (bytes > 1000) expect(mail.text).toContain("https://flidigital.lk/dashboard/reports/r-1");
      }
    });
  }
});
