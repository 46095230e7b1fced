import { describe, expect, it } from "vitest";
import { siteConfig } from "~/features/site";
import { m } from "~/paraglide/messages.js";
import { latinWords, pdfText, skeleton } from "../../../../tests/setup/pdf-text";
import { documentLines, renderDocumentPdf } from "./document-pdf.server";
import type { DocumentDetails } from "./documents.server";

/** A receipt's or credit note's facts as the database gives them (only what the PDF reads). */
function details(kind: "receipt" | "credit_note", locale: "en" | "si" | "ta" | null): DocumentDetails {
  return {
    document: {
      kind,
      number: kind === "receipt" ? "FLD-R-2026-000042" : "FLD-C-2026-000007",
      createdAt: new Date("2026-11-20T04:30:00Z"),
      currency: "USD",
      amount: "115.00",
      amountLkr: "35000.00",
      reason: kind === "credit_note" ? "Duplicate charge" : null,
    },
    payment: { createdAt: new Date("2026-11-20T04:30:00Z"), method: "TEST", paymentId: "PH320000042" },
    order: {
      cycle: "monthly",
      wizardData: { accountInfo: { fullName: "Sahan Perera" } },
      email: "sahan@example.lk",
      businessName: "Galle Surf Co",
      planName: "Growth",
      service: "Social Media",
    },
    user: { displayName: null, flideskId: "FLD-7K2QX", email: "sahan@example.lk", locale },
    accountName: "Galle Surf Co",
  } as unknown as DocumentDetails;
}

// What a PDF may keep in Latin letters in every language: the agency's details, the client's names and
// addresses, the number and payment ID, the brand, the plan's name, currency codes, the gateway and card brands.
const values = (d: DocumentDetails) => [
  siteConfig.legalName,
  siteConfig.email,
  siteConfig.portalUrl,
  `${siteConfig.address.locality}, Sri Lanka`,
  d.document.number,
  d.payment.paymentId ?? "",
  d.document.reason ?? "",
  "Sahan Perera",
  "Galle Surf Co",
  "sahan@example.lk",
  "FLD-7K2QX",
];
const KEPT = ["Fli", "DESK", "Growth", "PayHere", "LKR", "USD"];

describe("a billing document's PDF in its owner's language", () => {
  it("keeps the English lines word for word", () => {
    const lines = documentLines(details("receipt", null)).map(([label, value]) => `${label}: ${value}`);
    expect(lines).toEqual([
      "Number: FLD-R-2026-000042",
      "Date: 20 Nov 2026, 10:00",
      "Client: Sahan Perera",
      "Business: Galle Surf Co",
      "Fli DESK ID: FLD-7K2QX",
      "Email: sahan@example.lk",
      "Plan: Growth (Social Media)",
      "Billing cycle: Monthly",
      "Period covered: 20 Nov 2026 to 19 Dec 2026",
      "Amount paid: USD 115",
      "Amount in LKR: LKR 35,000 (charged as USD 115)",
      "Payment method: Test payment",
      "PayHere payment ID: PH320000042",
      "Paid on: 20 Nov 2026, 10:00",
    ]);
  });

  it("writes an English PDF in Helvetica only", async () => {
    const pdf = await renderDocumentPdf(details("credit_note", null), { compress: false });
    expect(pdf.includes(Buffer.from("Noto"))).toBe(false);
    const { text } = await pdfText(pdf);
    expect(text.replace(/\s+/g, " ")).toContain("Credit note");
    expect(text).toContain("This credit note records money returned to you against the payment above.");
  });

  for (const locale of ["si", "ta"] as const) {
    for (const kind of ["receipt", "credit_note"] as const) {
      it(`writes a ${kind} in ${locale}: every label translated, no English label left`, async () => {
        const d = details(kind, locale);
        const pdf = await renderDocumentPdf(d, { compress: false, locale });
        expect(pdf.includes(Buffer.from(locale === "si" ? "NotoSansSinhala" : "NotoSansTamil"))).toBe(true);
        const { text } = await pdfText(pdf);
        const t = { locale };
        const expected = [
          kind === "receipt" ? m.pdf_receipt({}, t) : m.pdf_credit_note({}, t),
          m.pdf_number({}, t),
          m.pdf_client({}, t),
          m.pdf_flidesk_id({}, t),
          m.pdf_billing_cycle({}, t),
          m.pdf_cycle_monthly({}, t),
          m.pdf_period_covered({}, t),
          kind === "receipt" ? m.pdf_amount_paid({}, t) : m.pdf_amount_credited({}, t),
          m.pdf_payment_method({}, t),
          m.pdf_method_test({}, t),
          m.pdf_paid_on({}, t),
          m.mail_service_social({}, t),
          kind === "receipt" ? m.pdf_receipt_note({}, t) : m.pdf_credit_note_note({}, t),
          ...(kind === "credit_note" ? [m.pdf_reason({}, t)] : []),
        ];
        for (const label of expected) expect(skeleton(text), label).toContain(skeleton(label));
        // Dates in the owner's language: the month's name, not "Nov".
        expect(text).not.toMatch(/\bNov\b/);
        expect(latinWords(text, values(d)).filter((word) => !KEPT.includes(word))).toEqual([]);
        // The amounts as they are in every language.
        expect(text).toContain("USD 115");
        expect(text).toContain("LKR 35,000");
      });
    }
  }
});
