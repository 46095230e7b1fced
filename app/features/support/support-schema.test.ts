import { describe, expect, it } from "vitest";
import { parseFormData } from "~/lib/parse.server";
import { checkSupportRequest } from "./support-request";
import { deskIdSchema as deskIdSchemaIn, supportRequestSchema as supportRequestSchemaIn } from "./support-schema";
import { supportCheckMessagesIn, validatorWordsIn } from "./texts.server";

const english = supportCheckMessagesIn("en");
const supportRequestSchema = supportRequestSchemaIn(english);
const deskIdSchema = deskIdSchemaIn(validatorWordsIn("en").required);

const valid = { name: "Kasun", email: "k@x.lk", subject: "Help", message: "Hi" };

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("support request schema", () => {
  // The action's schema and the browser's check are one rule: they agree on every input.
  it.each<[string, Record<string, string>]>([
    ["complete", valid],
    ["with a priority", { ...valid, priority: "critical" }],
    ["with an empty priority", { ...valid, priority: "" }],
    ["unknown priority", { ...valid, priority: "urgent" }],
    ["blank name", { ...valid, name: " " }],
    ["empty email", { ...valid, email: "" }],
    ["bad email", { ...valid, email: "k@x" }],
    ["missing subject", { name: "Kasun", email: "k@x.lk", message: "Hi" }],
    ["long message", { ...valid, message: "x".repeat(5001) }],
    ["padded fields", { name: " Kasun ", email: " k@x.lk ", subject: " Help ", message: " Hi " }],
    ["nothing", {}],
  ])("agrees with checkSupportRequest: %s", (_, fields) => {
    const parsed = parseFormData(form(fields), supportRequestSchema);
    const check = checkSupportRequest(fields, english);
    if (check.ok) {
      expect(parsed).toMatchObject({ ok: true, value: check.value });
    } else {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.problem.message).toBe(check.message);
        expect(Object.keys(parsed.problem.fields ?? {})).toEqual(check.problems.map((p) => p.field));
      }
    }
  });
});

describe("desk ID schema", () => {
  it("asks for an ID when it is blank or missing", () => {
    for (const fields of [{}, { flideskId: "" }, { flideskId: "   " }] as Record<string, string>[]) {
      const parsed = parseFormData(form(fields), deskIdSchema);
      expect(parsed.ok ? null : parsed.problem.message).toBe("Flidesk ID is required");
    }
  });
  it("keeps the first 50 characters of what was typed", () => {
    const parsed = parseFormData(form({ flideskId: `FLD-CLNT1${"x".repeat(60)}` }), deskIdSchema);
    expect(parsed.ok && parsed.value.flideskId.length).toBe(50);
  });
});
