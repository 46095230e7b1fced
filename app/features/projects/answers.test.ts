import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { commentAnswers } from "./comment-rules";
import { projectAnswers } from "./messages";
import { transitionMessages } from "./status";

// The project pages' answers in the reader's language (issue 33): English word for word, Sinhala and Tamil their own.
// The product's English for the freelancer's updates and Connect GA (docs/product.md, Projects and updates), which the
// messages must keep.
const productEnglish = {
  progressUpdated: "Project progress updated successfully",
  gaConnected: "Google Analytics connected successfully",
  onlyImages: "Only image files are allowed",
  notFound: "Project not found",
  imageTooLarge: "Each screenshot must be at most 5 MB",
  screenshotsUnavailable: "Your screenshots could not be saved just now. Nothing was changed: please try again.",
  notesText: "Update notes must be text",
  progressText: "Progress must be a number from 0 to 100",
  unknownForm: "Unknown form",
  completionNeedsApproval:
    "The client has not approved this project's latest update. Tick “Complete without approval” to complete it anyway.",
};

describe("project answers", () => {
  it("say in English exactly what they said before they were translated", async () => {
    const { m } = await loadPortalTexts("en");
    expect(commentAnswers(m)).toEqual({
      commentRequired: "Write a comment first",
      commentTooLong: "A comment can be at most 5,000 characters",
      reasonRequired: "Say what should change",
      reasonTooLong: "The reason can be at most 2,000 characters",
      updateNotFound: "Update not found",
      commentNotFound: "Comment not found",
      notYours: "You can only edit or delete your own comments",
      editWindowOver: "A comment can be edited or deleted only within 15 minutes of posting it",
      clientOnly: "Only the project's client can approve an update or request changes",
      onlyImages: "Only image files are allowed",
      imageTooLarge: "The image must be at most 5 MB",
      oneImage: "A comment can carry one image",
      imageUnavailable: "Your image could not be saved just now. Nothing was posted: please try again.",
      unknownForm: "Unknown form",
      commentAdded: "Comment added",
      commentEdited: "Comment updated",
      commentDeleted: "Comment deleted",
      approved: "Update approved",
      changesRequested: "Changes requested",
    });
    const projects = projectAnswers(m);
    expect(projects).toMatchObject(productEnglish);
    expect(projects.tooManyImages(10)).toBe("At most 10 screenshots per update");
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
