import { describe, expect, it } from "vitest";
import { supportReceivedMail, ticketAnswerMail } from "./mails";

// A public sender's mails in the language of the page they wrote from (the ticket's `locale`): no English left but
// the brand, the reference, the addresses, figures and what the sender and the agency wrote.
const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;
const filed = {
  reference: "FLD-T-0042",
  request: { name: "Nimal", email: "n@example.lk", subject: "කොටුව", message: "உதவி", priority: "medium" as const },
};
const englishLeft = (text: string) =>
  [/Fli Digital/g, /\S+@\S+/g, /FLD-[\w-]+/g, /Nimal/g, /Re:/g]
    .reduce((rest, pattern) => rest.replace(pattern, " "), text)
    .match(/[A-Za-z]{2,}/g) ?? [];

describe("support's mails to a public sender in their language", () => {
  for (const locale of ["si", "ta"] as const) {
    it(`confirms the request and answers the ticket in ${locale}`, () => {
      const received = supportReceivedMail(filed, locale);
      expect(received.subject).toMatch(SCRIPTS[locale]);
      const answer = ticketAnswerMail({ name: "Nimal", subject: "කොටුව", locale }, "FLD-T-0042", "பதில்");
      for (const mail of [received, answer]) {
        expect(mail.text).toMatch(SCRIPTS[locale]);
        expect(englishLeft(`${mail.subject}\n${mail.text}`)).toEqual([]);
      }
    });
  }

  it("stays word for word English for a ticket without a language", () => {
    const answer = ticketAnswerMail({ name: "Nimal", subject: "Help", locale: null }, "FLD-T-0042", "Done.");
    expect(answer.text).toContain(
      "Your reference number is FLD-T-0042. To answer, reply to this mail or write to us quoting it.",
    );
    expect(supportReceivedMail(filed).subject).toBe("We received your support request FLD-T-0042");
  });
});
