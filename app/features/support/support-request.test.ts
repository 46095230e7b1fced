import { describe, expect, it } from "vitest";
import { checkSupportRequest } from "./support-request";

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
    });
  });
  it("checks the email and the priority", () => {
    expect(checkSupportRequest({ ...valid, email: "k@x" })).toMatchObject({
      message: "Please enter a valid email address",
    });
    expect(checkSupportRequest({ ...valid, priority: "urgent" })).toMatchObject({ ok: false, field: "priority" });
  });
});
