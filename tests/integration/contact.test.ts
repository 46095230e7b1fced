import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions } from "#db/schema";
import { toastOf } from "~/components/form-status";
import type { LeadAnswer } from "~/features/leads/lead-action";
import { action } from "~/routes/site/home";
import { setUpDatabase } from "../setup/hooks";
import { callRoute } from "../setup/route";
import { formRequest, testContext } from "../setup/test-db";

const database = setUpDatabase();
beforeEach(async () => {
  await database.db.delete(contactSubmissions);
});

const valid = {
  intent: "contact",
  firstName: "Kamal",
  lastName: "Perera",
  email: "kamal@example.lk",
  message: "We need SEO.",
};

async function send(fields: Record<string, string>, context = testContext(database)) {
  const result = await callRoute(action, formRequest("/?index", fields), context);
  const answer = result.data as LeadAnswer;
  return { status: result.status, body: { ...answer, toast: toastOf(answer) } };
}

async function rows() {
  const [row] = await database.db.select({ n: count() }).from(contactSubmissions);
  return row?.n ?? 0;
}

describe("contact form action", () => {
  it("stores a valid message and answers with the spec's success toast", async () => {
    const { status, body } = await send(valid);
    expect(status).toBe(200);
    expect(body.toast).toEqual({
      type: "success",
      title: "Message Sent!",
      description: "Thank you for your inquiry. We'll get back to you within 24 hours.",
    });
    const saved = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, valid.email));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ firstName: "Kamal", lastName: "Perera", message: "We need SEO.", status: "new" });
  });

  it("trims surrounding spaces before storing", async () => {
    await send({ ...valid, firstName: "  Kamal  ", email: " kamal@example.lk " });
    const [saved] = await database.db.select().from(contactSubmissions);
    expect(saved?.firstName).toBe("Kamal");
    expect(saved?.email).toBe("kamal@example.lk");
  });

  for (const field of ["firstName", "lastName", "email", "message"] as const) {
    it(`refuses a missing ${field} with 'Please fill in all fields' and writes nothing`, async () => {
      const { status, body } = await send({ ...valid, [field]: "" });
      expect(status).toBe(400);
      expect(body.toast).toEqual({ type: "error", title: "Error", description: "Please fill in all fields" });
      expect(await rows()).toBe(0);
    });
    it(`refuses a whitespace-only ${field}`, async () => {
      const { status, body } = await send({ ...valid, [field]: "   " });
      expect(status).toBe(400);
      expect(body.toast.description).toBe("Please fill in all fields");
      expect(await rows()).toBe(0);
    });
  }

  for (const email of ["plainaddress", "a@b", "a b@c.de", "@c.de", "a@.de", "a@b.", "a@@b.de"]) {
    it(`refuses the email ${JSON.stringify(email)} with 'Please enter a valid email address'`, async () => {
      const { status, body } = await send({ ...valid, email });
      expect(status).toBe(400);
      expect(body.toast.description).toBe("Please enter a valid email address");
      expect(await rows()).toBe(0);
    });
  }

  it("prefers 'Please fill in all fields' when a field is missing and the email is bad", async () => {
    const { body } = await send({ ...valid, firstName: "", email: "bad" });
    expect(body.toast.description).toBe("Please fill in all fields");
  });

  it.each([
    ["firstName", 101, "First name must be at most 100 characters"],
    ["lastName", 101, "Last name must be at most 100 characters"],
    ["message", 5001, "Message must be at most 5,000 characters"],
  ] as const)("refuses a %s of %i characters", async (field, length, message) => {
    const { status, body } = await send({ ...valid, [field]: "x".repeat(length) });
    expect(status).toBe(400);
    expect(body.toast.description).toBe(message);
    expect(await rows()).toBe(0);
  });

  it("refuses an email over 254 characters", async () => {
    const { status, body } = await send({ ...valid, email: `${"a".repeat(250)}@b.lk` });
    expect(status).toBe(400);
    expect(body.toast.description).toBe("Email must be at most 254 characters");
  });

  it("accepts fields exactly at their limits", async () => {
    const { status } = await send({ ...valid, firstName: "x".repeat(100), message: "y".repeat(5000) });
    expect(status).toBe(200);
    expect(await rows()).toBe(1);
  });

  it("refuses an unknown form with 400", async () => {
    const { status } = await send({ intent: "other" });
    expect(status).toBe(400);
  });

  it("limits one IP to the configured number of messages, with 429 and when to retry", async () => {
    const context = testContext(database, {
      clientIp: "203.0.113.9",
      rateLimits: { contact: { points: 2, durationSeconds: 600 } },
    });
    expect((await send(valid, context)).status).toBe(200);
    expect((await send(valid, context)).status).toBe(200);
    const limited = await send(valid, context);
    expect(limited.status).toBe(429);
    expect(limited.body.toast.description).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await rows()).toBe(2);
    // Another address is not affected.
    const other = testContext(database, {
      clientIp: "203.0.113.10",
      rateLimits: { contact: { points: 2, durationSeconds: 600 } },
    });
    expect((await send(valid, other)).status).toBe(200);
  });

  it("does not count invalid submissions against the limit", async () => {
    const context = testContext(database, {
      clientIp: "203.0.113.20",
      rateLimits: { contact: { points: 1, durationSeconds: 600 } },
    });
    expect((await send({ ...valid, email: "bad" }, context)).status).toBe(400);
    expect((await send(valid, context)).status).toBe(200);
  });
});
