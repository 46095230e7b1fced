import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "~/lib/validation";
import { contactErrorMessage } from "./contact";
import { contactSchema } from "./contact-schema";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const valid = { firstName: "Ama", lastName: "Silva", email: "ama@site.lk", message: "Hello" };

describe("contact schema", () => {
  it("accepts a complete message", () => {
    const submission = parseWithZod(form(valid), { schema: contactSchema });
    expect(submission.status).toBe("success");
  });

  it("names the first problem the way the spec's toasts do", () => {
    const errorsOf = (fields: Record<string, string>) => {
      const submission = parseWithZod(form(fields), { schema: contactSchema });
      return submission.status === "error" ? submission.error : {};
    };
    expect(contactErrorMessage(errorsOf({ ...valid, message: "" }) ?? {})).toBe("Please fill in all fields");
    expect(contactErrorMessage(errorsOf({ ...valid, email: "ama@site" }) ?? {})).toBe(
      "Please enter a valid email address",
    );
  });

  it.each([
    ["a@b.c", true],
    ["first.last+tag@sub.domain.lk", true],
    ["a@b", false],
    ["a @b.c", false],
    ["a@b .c", false],
    ["ab.c", false],
    ["a@b.c ", false],
  ])("email pattern: %s -> %s", (email, ok) => {
    expect(EMAIL_PATTERN.test(email)).toBe(ok);
  });
});
