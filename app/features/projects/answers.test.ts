import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { commentAnswers, commentMessages } from "./comment-rules";
import { projectAnswers, projectMessages } from "./messages";
import { transitionMessages } from "./status";

// The project pages' answers in the reader's language (issue 33): English word for word, Sinhala and Tamil their own.
describe("project answers", () => {
  it("say in English exactly what the English tables say", async () => {
    const { m } = await loadPortalTexts("en");
    expect(commentAnswers(m)).toEqual(commentMessages);
    const projects = projectAnswers(m);
    for (const key of Object.keys(projectMessages) as (keyof typeof projectMessages)[]) {
      const english = projectMessages[key];
      if (typeof english === "function") expect((projects[key] as typeof english)(10)).toBe(english(10));
      else expect(projects[key]).toBe(english);
    }
    for (const [key, english] of Object.entries(transitionMessages))
      expect(projects[key as keyof typeof projects]).toBe(english);
  });

  it.each(["si", "ta"] as const)("are all translated in %s", async (locale) => {
    const { m } = await loadPortalTexts(locale);
    for (const table of [commentAnswers(m), projectAnswers(m)])
      for (const [key, value] of Object.entries(table))
        if (typeof value === "string") expect(value, key).not.toMatch(/\b(the|your|this|please|not|only)\b/i);
    expect(projectAnswers(m).tooManyImages(10)).toContain("10");
  });
});
