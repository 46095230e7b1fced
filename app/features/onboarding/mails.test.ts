import { describe, expect, it } from "vitest";
import { draftLinkMail } from "./mails";

describe("onboarding mails", () => {
  it("the draft link mail carries the link and how long it works", () => {
    const mail = draftLinkMail("https://fli.example/onboarding/resume/abc");
    expect(mail.subject).toBe("Continue your Fli Digital onboarding");
    expect(mail.text).toContain(
      "Continue here (the link works once, for 3 days): https://fli.example/onboarding/resume/abc",
    );
  });
});
