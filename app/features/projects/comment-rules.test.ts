import { describe, expect, it } from "vitest";
import { englishTexts } from "~/lib/actor-texts.server";
import { parseFormData } from "~/lib/parse.server";
import { commentRules, updateLink, withinEditWindow } from "./comment-rules";
import { commentsSchema } from "./comments-schema.server";

// The browser's checks in English, and their words as the product says them.
const { commentProblem, reasonProblem } = commentRules(englishTexts.m);
const m = {
  commentRequired: "Write a comment first",
  commentTooLong: "A comment can be at most 5,000 characters",
  reasonRequired: "Say what should change",
  reasonTooLong: "The reason can be at most 2,000 characters",
  unknownForm: "Unknown form",
};

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};

describe("comment rules, in the browser and on the server alike", () => {
  it("a comment has 1 to 5,000 characters once trimmed, a CRLF line break counting as one", () => {
    const table: [string, string | null][] = [
      ["", m.commentRequired],
      [" \r\n\t ", m.commentRequired],
      ["ok", null],
      ["x".repeat(5000), null],
      ["x".repeat(5001), m.commentTooLong],
      [`${"x".repeat(4998)}\r\ny`, null],
      [`  ${"x".repeat(5000)}  `, null],
    ];
    for (const [text, problem] of table) {
      expect(commentProblem(text), JSON.stringify(text.slice(0, 12))).toBe(problem);
      const parsed = parseFormData(form({ intent: "comment", updateId: "u", body: text }), commentsSchema);
      expect(parsed.ok ? null : parsed.problem.message).toBe(problem);
    }
  });

  it("a change request's reason is required, at most 2,000 characters", () => {
    expect(reasonProblem("")).toBe(m.reasonRequired);
    expect(reasonProblem("y".repeat(2000))).toBeNull();
    expect(reasonProblem("y".repeat(2001))).toBe(m.reasonTooLong);
    const parsed = parseFormData(form({ intent: "request-changes", updateId: "u", reason: "a\r\nb " }), commentsSchema);
    expect(parsed.ok && parsed.value).toEqual({ intent: "request-changes", updateId: "u", reason: "a\nb" });
  });

  it("edits are allowed up to 15 minutes after posting, not a millisecond later", () => {
    const at = new Date("2026-11-24T10:00:00Z");
    expect(withinEditWindow(at, new Date("2026-11-24T10:15:00Z"))).toBe(true);
    expect(withinEditWindow(at, new Date("2026-11-24T10:15:00.001Z"))).toBe(false);
  });

  it("refuses an unknown form, and keeps an image only when it has bytes", () => {
    expect(parseFormData(form({ intent: "shout" }), commentsSchema)).toMatchObject({
      ok: false,
      problem: { message: m.unknownForm },
    });
    const body = form({ intent: "comment", updateId: "u", body: "hi" });
    body.set("image", new Blob([]), "");
    const parsed = parseFormData(body, commentsSchema);
    expect(parsed.ok && parsed.value.intent === "comment" && parsed.value.image).toBeNull();
  });

  it("links to the update on every role's dashboard", () => {
    expect(updateLink("abc")).toBe("/dashboard?tab=projects&update=abc#update-abc");
  });
});
