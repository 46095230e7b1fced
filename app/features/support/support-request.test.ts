import { describe, expect, it } from "vitest";
import { checkSupportRequest as checkIn } from "./support-request";
import { supportCheckMessagesIn } from "./texts.server";

const checkSupportRequest = (form: Record<string, string>) => checkIn(form, supportCheckMessagesIn("en"));

const valid = { name: "Kasun", email: "k@x.lk", subject: "Help", message: "Hi" };

describe("checkSupportRequest", () => {
  it("accepts a complete request, with medium as the default priority", () => {
    expect(checkSupportRequest(valid)).toEqual({ ok: true, value: { ...valid, priority: "medium" } });
    expect(checkSupportRequest({ ...valid, priority: "critical" })).toMatchObject({
      ok: true,
      value: { priority: "critical" },
    });
  });
  it.each(["name", "email", "subject", "message"])("requires %s", (field) => {
    expect(checkSupportRequest({ ...valid, [field]: " " })).toEqual({
      ok: false,
      message: "Please fill in all required fields",
      field,
      problems: [{ field, message: "Please fill in all required fields" }],
    });
  });
  it("names every wrong field, the first one's message first", () => {
    const empty = checkSupportRequest({});
    expect(empty.ok ? [] : empty.problems.map((p) => p.field)).toEqual(["name", "email", "subject", "message"]);
    const mixed = checkSupportRequest({ ...valid, email: "k@x", subject: "", priority: "urgent" });
    expect(mixed).toMatchObject({ ok: false, field: "subject", message: "Please fill in all required fields" });
    expect(mixed.ok ? [] : mixed.problems.map((p) => p.field)).toEqual(["subject", "email", "priority"]);
  });
  it("checks the email and the priority", () => {
    expect(checkSupportRequest({ ...valid, email: "k@x" })).toMatchObject({
      message: "Please enter a valid email address",
    });
    expect(checkSupportRequest({ ...valid, priority: "urgent" })).toMatchObject({ ok: false, field: "priority" });
  });
  it("refuses in the page's language", () => {
    expect(checkIn({ ...valid, name: "" }, supportCheckMessagesIn("si"))).toMatchObject({
      message: "කරුණාකර අවශ්‍ය සියලු ක්ෂේත්‍ර පුරවන්න",
    });
    expect(checkIn({ ...valid, email: "k@x" }, supportCheckMessagesIn("ta"))).toMatchObject({
      message: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்",
    });
  });
});
