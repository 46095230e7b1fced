import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { ticketAnswers, ticketMessages } from "./tickets";

// The portal's ticket answers in the reader's language (issue 33): English word for word, Sinhala and Tamil their own.
describe("ticket answers", () => {
  it("say in English exactly what the English table says", async () => {
    const tickets = ticketAnswers((await loadPortalTexts("en")).m);
    for (const [key, english] of Object.entries(ticketMessages)) {
      const ours = tickets[key as keyof typeof tickets];
      if (typeof english === "function") {
        const say = (words: unknown) => (words as (x: "waiting") => string)("waiting");
        expect(say(ours), key).toBe(say(english));
      } else expect(ours, key).toBe(english);
    }
    expect(tickets.statusSet("waiting")).toBe("Ticket marked waiting on client");
    expect(tickets.messageTooLong).toBe("Please keep your message under 5,000 characters");
  });

  it.each(["si", "ta"] as const)("are all translated in %s, the reference kept", async (locale) => {
    const tickets = ticketAnswers((await loadPortalTexts(locale)).m);
    for (const [key, value] of Object.entries(tickets))
      if (typeof value === "string") expect(value, key).not.toMatch(/\b(the|your|this|please|not|ticket)\b/i);
    expect(tickets.opened("FLD-T-000001")).toContain("FLD-T-000001");
    expect(tickets.statusSet("closed")).not.toContain("closed");
  });
});
