import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answer, answerIntent } from "./answer.server";
import { parseFormData } from "./parse.server";
import { fail, ok } from "./result";

describe("answer", () => {
  it("spreads a value beside ok, with the intent, as a 200", () => {
    const sent = answer(ok({ message: "Saved", id: "u1" }), { intent: "save" });
    expect(sent.init?.status).toBeUndefined();
    expect(sent.data).toEqual({ ok: true, intent: "save", message: "Saved", id: "u1" });
  });

  it("sends a worked write's headers (a cookie it sets), and none with a refusal", () => {
    const cookie = { "Set-Cookie": "fld_draft=k; Path=/" };
    const worked = answer(ok({}), { headers: cookie });
    expect(new Headers(worked.init?.headers).get("Set-Cookie")).toBe("fld_draft=k; Path=/");
    expect(new Headers(answer(fail("invalid", "No"), { headers: cookie }).init?.headers).get("Set-Cookie")).toBeNull();
  });

  it("gives a refused form's values back, to fill it again", () => {
    const sent = answer(fail("invalid", "Enter your ID"), { values: { identifier: "FLD-X" } });
    expect(sent.data).toMatchObject({ ok: false, message: "Enter your ID", values: { identifier: "FLD-X" } });
  });

  it("answers a problem with its words, its fields and the status of its kind", () => {
    const sent = answer(fail("invalid", "Please fill in all required fields", { fields: { name: "Required" } }));
    expect(sent.init?.status).toBe(400);
    expect(sent.data).toEqual({
      ok: false,
      message: "Please fill in all required fields",
      title: undefined,
      fields: { name: "Required" },
    });
  });

  it("tells a limited caller when to come back", () => {
    const sent = answer(fail("limited", "Too many attempts", { retryAfterSeconds: 60 }), { intent: "ask" });
    expect(sent.init?.status).toBe(429);
    expect(new Headers(sent.init?.headers).get("Retry-After")).toBe("60");
    // The answer says it too: a fetcher reads no status.
    expect(sent.data).toMatchObject({ ok: false, intent: "ask", limited: true, retryAfterSeconds: 60 });
    expect(answer(fail("limited", "Busy")).data).toMatchObject({ ok: false, limited: true });
    expect(answer(fail("conflict", "Taken")).data).not.toHaveProperty("limited");
  });
});

describe("answer with a Conform submission", () => {
  const schema = z.object({ email: z.string({ error: "Email is required" }).email("Not an email") });
  const submitted = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return parseFormData(data, schema);
  };

  it("clears the form after a write that worked", () => {
    const { submission } = submitted({ email: "a@b.lk" });
    const sent = answer(ok({ title: "Thanks" }), { intent: "contact", submission });
    expect(sent.data).toMatchObject({ ok: true, intent: "contact", title: "Thanks", reply: { initialValue: null } });
  });

  it("keeps the fields' errors and gives the refusal's words as the form's error", () => {
    const parsed = submitted({ email: "nope" });
    const sent = answer(parsed.ok ? ok({}) : { ok: false, problem: parsed.problem }, { submission: parsed.submission });
    expect(sent.init?.status).toBe(400);
    expect(sent.data).toMatchObject({
      ok: false,
      message: "Not an email",
      reply: { status: "error", error: { email: ["Not an email"], "": ["Not an email"] } },
    });
  });
});

describe("answerIntent", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("runs only the form the intent names, and answers its result with the intent", async () => {
    const ran: string[] = [];
    const handlers = {
      save: async (posted: FormData) => {
        ran.push(`save ${posted.get("name")}`);
        return ok({ message: "Saved" });
      },
      remove: async () => {
        ran.push("remove");
        return fail("conflict", "Already gone");
      },
    };
    const saved = await answerIntent(form({ intent: "save", name: "A" }), handlers);
    expect(saved.data).toEqual({ ok: true, intent: "save", message: "Saved" });
    const removed = await answerIntent(form({ intent: "remove" }), handlers);
    expect(removed.init?.status).toBe(409);
    expect(ran).toEqual(["save A", "remove"]);
  });

  it("refuses an intent the page does not have, or none, as 'Unknown form' (400), running nothing", async () => {
    let ran = false;
    const handlers = {
      save: async () => {
        ran = true;
        return ok({});
      },
    };
    const posts: Record<string, string>[] = [{ intent: "toString" }, { intent: "other" }, {}];
    for (const fields of posts) {
      const refused = await answerIntent(form(fields), handlers);
      expect(refused.init?.status).toBe(400);
      expect(refused.data).toMatchObject({ ok: false, message: "Unknown form" });
    }
    expect(ran).toBe(false);
  });
});
