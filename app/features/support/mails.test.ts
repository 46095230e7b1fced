import { describe, expect, it } from "vitest";
import { supportReceivedMail, supportRequestMail, ticketAnswerMail } from "./mails";

const request = {
  name: "Ruwan",
  email: "ruwan@example.lk",
  subject: "Site down",
  message: "It shows an error",
  priority: "high" as const,
};

describe("support mails", () => {
  it("the agency's copy names the reference, the priority and whether a client account matched", () => {
    const mail = supportRequestMail({ reference: "TKT-0007", request, hasClientAccount: true });
    expect(mail.subject).toBe("Support request TKT-0007: Site down");
    expect(mail.text).toContain("Priority: High");
    expect(mail.text).toContain("Client account: yes, the ticket shows in their portal");
    expect(supportRequestMail({ reference: "TKT-0007", request, hasClientAccount: false }).text).toContain(
      "Client account: none",
    );
  });

  it("the sender's confirmation gives the reference to quote", () => {
    const mail = supportReceivedMail({ reference: "TKT-0007", request });
    expect(mail.subject).toBe("We received your support request TKT-0007");
    expect(mail.text).toContain("Your reference number is TKT-0007: please quote it");
  });

  it("an answer to a public sender", () => {
    const mail = ticketAnswerMail({ name: "Ruwan", subject: "Site down" }, "TKT-0007", "Fixed now.");
    expect(mail.subject).toBe("Re: Site down [TKT-0007]");
    expect(mail.text).toBe(
      "Hello Ruwan,\n\nFixed now.\n\nYour reference number is TKT-0007. To answer, reply to this mail or write to us quoting it.",
    );
  });
});
