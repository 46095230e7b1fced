import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "~/lib/validation";
import { contactErrorMessage } from "./contact";
import { contactSchema as schemaIn } from "./contact-schema";
import { contactMessagesIn } from "./texts.server";

const english = contactMessagesIn("en");
const contactSchema = schemaIn(english);

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
    expect(contactErrorMessage(errorsOf({ ...valid, message: "" }) ?? {}, english)).toBe("Please fill in all fields");
    expect(contactErrorMessage(errorsOf({ ...valid, email: "ama@site" }) ?? {}, english)).toBe(
      "Please enter a valid email address",
    );
  });

  it("names the problem in the page's language, limits written as the language writes figures", () => {
    const sinhala = contactMessagesIn("si");
    const tamil = contactMessagesIn("ta");
    const errorsIn = (messages: typeof english, fields: Record<string, string>) => {
      const submission = parseWithZod(form(fields), { schema: schemaIn(messages) });
      return contactErrorMessage(submission.status === "error" ? (submission.error ?? {}) : {}, messages);
    };
    expect(errorsIn(sinhala, { ...valid, message: "" })).toBe("කරුණාකර සියලු ක්ෂේත්‍ර පුරවන්න");
    expect(errorsIn(tamil, { ...valid, email: "ama@site" })).toBe("சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்");
    expect(errorsIn(sinhala, { ...valid, message: "x".repeat(5001) })).toBe("පණිවිඩය අකුරු 5,000කට වඩා දිගු නොවිය යුතුය");
    expect(english.tooLong.message).toBe("Message must be at most 5,000 characters");
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
