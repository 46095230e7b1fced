import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { ticketAnswers } from "./tickets";

// The portal's ticket answers in the reader's language (issue 33): English word for word, Sinhala and Tamil their own.
describe("ticket answers", () => {
  it("say in English exactly what they said before they were translated", async () => {
    const tickets = ticketAnswers((await loadPortalTexts("en")).m);
    const { opened, statusSet, ...sentences } = tickets;
    expect(sentences).toEqual({
      subjectRequired: "Please enter a subject",
      subjectTooLong: "Please keep the subject under 200 characters",
      messageRequired: "Please write a message",
      messageTooLong: "Please keep your message under 5,000 characters",
      unknownPriority: "Please choose a priority from the list",
      unknownStatus: "Please choose a status from the list",
      notFound: "Ticket not found",
      projectNotFound: "Project not found",
      assigneeNotFound: "Please choose an admin from the list",
      closed: "This ticket is closed. Open a new ticket to ask again.",
      alreadyClosed: "This ticket is already closed",
      forbidden: "Your account cannot do this with tickets",
      replied: "Reply sent",
      closedNow: "Ticket closed",
      assigned: "Ticket assigned",
      unassigned: "Ticket unassigned",
      failed: "Failed to save the ticket. Please try again.",
      unknownForm: "Unknown form",
    });
    expect(opened("FLD-T-000001")).toBe("Ticket FLD-T-000001 opened");
    expect(statusSet("waiting")).toBe("Ticket marked waiting on client");
    expect(statusSet("resolved")).toBe("Ticket marked resolved");
  });

  it.each(["si", "ta"] as const)("are all translated in %s, the reference kept", async (locale) => {
    const tickets = ticketAnswers((await loadPortalTexts(locale)).m);
    for (const [key, value] of Object.entries(tickets))
      if (typeof value === "string") expect(value, key).not.toMatch(/\b(the|your|this|please|not|ticket)\b/i);
    expect(tickets.opened("FLD-T-000001")).toContain("FLD-T-000001");
    expect(tickets.statusSet("closed")).not.toContain("closed");
  });
});
