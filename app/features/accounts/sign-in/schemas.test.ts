import { describe, expect, it } from "vitest";
import { parseFormData, parseValue } from "~/lib/parse.server";
import { newPasswordSchema } from "../links/one-time-link.server";
import { loginMessages } from "./login-messages.server";
import { loginSchema, signInQuerySchema } from "./login-schema.server";

const form = (fields: Record<string, string | undefined>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  return body;
};

describe("sign-in form", () => {
  it("compares the desk ID in upper case, and asks for both fields", () => {
    expect(parseFormData(form({ flideskId: " fld-clnt1 ", password: "x" }), loginSchema)).toMatchObject({
      ok: true,
      value: { flideskId: "FLD-CLNT1", password: "x" },
    });
    for (const fields of [{ flideskId: "FLD-CLNT1" }, { password: "x" }, { flideskId: "   ", password: "x" }]) {
      const parsed = parseFormData(form(fields), loginSchema);
      expect(parsed.ok ? null : parsed.problem).toMatchObject({ kind: "invalid", message: loginMessages.required });
    }
  });

  it("cuts what no real desk ID or password reaches", () => {
    const parsed = parseFormData(form({ flideskId: "F".repeat(50), password: "p".repeat(500) }), loginSchema);
    expect(parsed.ok && [parsed.value.flideskId.length, parsed.value.password.length]).toEqual([20, 200]);
  });

  it("reads the page's query without ever failing", () => {
    const read = (query: Record<string, string>) => parseValue(query, signInQuerySchema);
    expect(read({ redirectTo: "//evil.example", payment: "bogus" })).toEqual({
      ok: true,
      value: { redirectTo: "/dashboard" },
    });
    expect(read({ redirectTo: "/dashboard?tab=billing", payment: "failed", order_id: "O".repeat(80) })).toEqual({
      ok: true,
      value: { redirectTo: "/dashboard?tab=billing", payment: "failed", order_id: "O".repeat(64) },
    });
  });
});

describe("invite form", () => {
  it.each([
    [{ password: "weakpass", confirm: "weakpass" }, "Password must contain at least one uppercase letter"],
    [{ confirm: "x" }, "Password is required"],
    [{ password: "Strong#Pass1", confirm: "Other#Pass1" }, "The passwords do not match"],
    [{ password: "Strong#Pass1" }, "The passwords do not match"],
  ])("refuses %j: %s", (fields, message) => {
    const parsed = parseFormData(form(fields), newPasswordSchema);
    expect(parsed.ok ? null : parsed.problem.message).toBe(message);
  });

  it("takes a good password typed twice", () => {
    expect(parseFormData(form({ password: "Strong#Pass1", confirm: "Strong#Pass1" }), newPasswordSchema).ok).toBe(true);
  });
});
