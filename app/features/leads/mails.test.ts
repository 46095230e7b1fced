import { describe, expect, it } from "vitest";
import { contactMail, quoteMail } from "./mails";

describe("leads mails", () => {
  it("a contact message: who wrote, and what", () => {
    const mail = contactMail({ firstName: "Nimal", lastName: "Perera", email: "nimal@example.lk", message: "Hello" });
    expect(mail.subject).toBe("New contact message from Nimal Perera");
    expect(mail.text).toBe("From: Nimal Perera <nimal@example.lk>\n\nHello");
  });

  it("a quote request: the services by name, a dash for what was not given", () => {
    const mail = quoteMail({
      name: "Kumari",
      email: "k@example.lk",
      company: null,
      phone: null,
      selectedServices: ["seo", "web"],
      budget: null,
      timeline: null,
      message: null,
    } as Parameters<typeof quoteMail>[0]);
    expect(mail.subject).toBe("New quote request from Kumari");
    expect(mail.text).toContain("Services: SEO Optimization, Web Development");
    expect(mail.text).toContain("Company: -");
  });
});
