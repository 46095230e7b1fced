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

  it("goes out in Sinhala or Tamil for a buyer who used that language, the link and brand unchanged", () => {
    const si = draftLinkMail("https://fli.example/onboarding/resume/abc", "si");
    expect(si.subject).toBe("ඔබේ Fli Digital ආරම්භක පියවර දිගටම කරගෙන යන්න");
    expect(si.text).toContain("ආයුබෝවන්,");
    expect(si.text).toContain(": https://fli.example/onboarding/resume/abc");
    const ta = draftLinkMail("https://fli.example/onboarding/resume/abc", "ta");
    expect(ta.subject).toBe("உங்கள் Fli Digital தொடக்கப் படிகளைத் தொடருங்கள்");
    // Nothing but the link, the brand and figures is left in English.
    for (const text of [si.text, ta.text]) {
      expect(text.replace(/https:\S+/g, "").replace(/Fli Digital/g, "")).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
