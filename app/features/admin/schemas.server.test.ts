import { describe, expect, it } from "vitest";
import { parseFormData } from "~/lib/parse.server";
import { adminMessages as m } from "./messages.server";
import { adminSchemas } from "./schemas.server";

const id = "0b7c1e2a-1111-4222-8333-444455556666";

function parse<S extends (typeof adminSchemas)[keyof typeof adminSchemas]>(schema: S, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const result = parseFormData(form, schema);
  return result.ok ? { value: result.value } : { message: result.problem.message };
}

// Conform hands an empty field over as a missing one: these pin down what that means for each kind of field.
describe("admin form schemas, through Conform's coercion", () => {
  it("answers an empty required field with its own message, not a type error", () => {
    expect(parse(adminSchemas.addUser, { email: "", role: "client" })).toEqual({ message: m.required });
    expect(parse(adminSchemas.addUser, { email: "a@b.lk", role: "" })).toEqual({ message: m.required });
    expect(parse(adminSchemas.editUser, { userId: id, email: "" })).toEqual({ message: m.emailRequired });
    expect(parse(adminSchemas.editUser, { userId: id, email: " " })).toEqual({ message: m.emailRequired });
    expect(parse(adminSchemas.report, { projectId: "" })).toEqual({ message: "Please choose a project" });
  });

  it("tells a long email apart from an invalid one, and lower-cases a good one", () => {
    expect(parse(adminSchemas.addUser, { email: `${"a".repeat(300)}@b.lk`, role: "client" })).toEqual({
      message: m.emailTooLong,
    });
    expect(parse(adminSchemas.addUser, { email: "nope", role: "client" })).toEqual({ message: m.invalidEmail });
    expect(parse(adminSchemas.addUser, { email: " A@B.LK ", role: "admin" })).toEqual({
      value: { email: "a@b.lk", role: "admin" },
    });
    expect(parse(adminSchemas.addUser, { email: "a@b.lk", role: "root" })).toEqual({ message: m.invalidRole });
  });

  it("reads the empty freelancer option as unassign, and a missing field as malformed", () => {
    expect(parse(adminSchemas.assign, { projectId: id, freelancerId: "" })).toEqual({
      value: { projectId: id, freelancerId: null },
    });
    expect(parse(adminSchemas.assign, { projectId: id })).toHaveProperty("message");
  });

  it("leaves the optional fields of a new project and a report out when empty", () => {
    expect(
      parse(adminSchemas.createProject, {
        title: " Logo ",
        clientId: id,
        description: "",
        freelancerId: "",
        deadline: "",
      }),
    ).toEqual({ value: { title: "Logo", clientId: id } });
    expect(parse(adminSchemas.report, { projectId: id, pageViews: "", bounceRate: "41.5", topPages: "" })).toEqual({
      value: {
        projectId: id,
        pageViews: null,
        uniqueVisitors: null,
        bounceRate: 41.5,
        avgSessionDuration: null,
        topPages: [],
        notes: null,
      },
    });
  });
});

describe("the refund form", () => {
  const refund = (fields: Record<string, string>) =>
    parse(adminSchemas.refund, {
      paymentId: id,
      amount: "10,000.50",
      reason: " Paused ",
      key: "0b7c1e2a-1111-4222-8333-444455556666",
      ...fields,
    });

  it("reads an amount with thousands separators and at most 2 decimals", () => {
    expect(refund({})).toMatchObject({ value: { amount: 10000.5, reason: "Paused" } });
    expect(refund({ amount: "25" })).toMatchObject({ value: { amount: 25 } });
    for (const amount of ["0", "-5", "1.234", "abc", "", "1e3"]) {
      expect(refund({ amount })).toEqual({ message: "Please enter an amount of more than 0, with at most 2 decimals" });
    }
  });

  it("needs a reason and the form's key", () => {
    expect(refund({ reason: "" })).toEqual({ message: "Please give a reason for the refund" });
    expect(refund({ key: "short" })).toEqual({ message: "The refund form is incomplete: please reload the page" });
  });
});
