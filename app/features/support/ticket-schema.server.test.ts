import { describe, expect, it } from "vitest";
import { parseFormData } from "~/lib/parse.server";
import { namesNothing, ticketSchemas } from "./ticket-schema.server";
import { ticketReference } from "./tickets";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const ID = "3f2b8c9e-1d4a-4b6c-8e7f-0a1b2c3d4e5f";

describe("ticket references", () => {
  it("are FLD-T- and six digits, longer when the sequence outgrows them", () => {
    expect(ticketReference(123)).toBe("FLD-T-000123");
    expect(ticketReference(1234567)).toBe("FLD-T-1234567");
  });
});

describe("ticket schemas", () => {
  it("opens a ticket with medium priority and no project by default, keeping line breaks", () => {
    const parsed = parseFormData(
      form({ subject: " Logo ", message: "Line one\nLine two" }),
      ticketSchemas["ticket-open"],
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { subject: "Logo", message: "Line one\nLine two", priority: "medium", projectId: null },
    });
  });
  it("reads an id that is no uuid as one that names nothing, never as an error", () => {
    for (const ticketId of ["", "nope", "' OR 1=1 --"]) {
      const parsed = parseFormData(form({ ticketId }), ticketSchemas["ticket-close"]);
      expect(parsed.ok && namesNothing(parsed.value.ticketId)).toBe(true);
    }
    const good = parseFormData(form({ ticketId: ID.toUpperCase() }), ticketSchemas["ticket-close"]);
    expect(good).toMatchObject({ ok: true, value: { ticketId: ID } });
    const project = parseFormData(form({ subject: "a", message: "b", projectId: "x" }), ticketSchemas["ticket-open"]);
    expect(project.ok && namesNothing(project.value.projectId)).toBe(true);
  });
  it.each<[string, Record<string, string>, string]>([
    ["ticket-open", { message: "Hi" }, "Please enter a subject"],
    ["ticket-open", { subject: "x".repeat(201), message: "Hi" }, "Please keep the subject under 200 characters"],
    ["ticket-open", { subject: "Hi", message: " \n " }, "Please write a message"],
    ["ticket-open", { subject: "Hi", message: "Hi", priority: "urgent" }, "Please choose a priority from the list"],
    ["ticket-reply", { ticketId: ID, message: "x".repeat(5001) }, "Please keep your message under 5,000 characters"],
    ["ticket-status", { ticketId: ID, status: "done" }, "Please choose a status from the list"],
  ])("%s refuses %j with '%s'", (intent, fields, message) => {
    const parsed = parseFormData(form(fields), ticketSchemas[intent as keyof typeof ticketSchemas]);
    expect(parsed.ok ? null : parsed.problem.message).toBe(message);
  });
  it("takes a message of exactly 5,000 characters", () => {
    const parsed = parseFormData(form({ ticketId: ID, message: "x".repeat(5000) }), ticketSchemas["ticket-reply"]);
    expect(parsed.ok).toBe(true);
  });
});
