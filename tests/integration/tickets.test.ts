import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, outbox, projects, ticketMessages, tickets, users } from "#db/schema";
import { siteConfig } from "~/features/site/config";
import { type SupportRequestAnswer, supportToastOf } from "~/features/support/actions";
import { type TicketActionData, ticketReference } from "~/features/support/tickets";
import { startOutboxWorker } from "~/lib/outbox.server";
import { action as supportAction } from "~/routes/site/support";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, loadPortal, portalPost } from "../setup/portal";
import { callRoute } from "../setup/route";
import { readableText, startSmtpServer } from "../setup/smtp";
import { formRequest, testContext, testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { ids, cookies } = setUpSignedInUsers(database);
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const generous = { rateLimits: { support: { points: 1000, durationSeconds: 600 } } };

const request = (fields: Record<string, string>) => ({
  intent: "support",
  name: "Kasun Perera",
  email: "kasun@example.lk",
  subject: "Cannot sign in",
  message: "Hello,\nI cannot sign in since this morning.",
  priority: "high",
  ...fields,
});

const submit = (fields: Record<string, string> = {}, context = testContext(database, generous)) =>
  callRoute(supportAction, formRequest("/support", request(fields)), context);

/** Where each role's ticket forms post (decision 32): the client's Support page, the admin's Tickets page. */
const formsOf = (who: string) => (who === "FLD-ADMIN" ? "/dashboard/admin/tickets" : "/dashboard/support");

/** Runs the action of the page `who`'s ticket forms post to (or `at`); a refusal or redirect is the answer. */
async function post(who: string, fields: Record<string, string>, at = formsOf(who)) {
  const answer = await callPortal(portalPost(at, cookies[who], fields), testContext(database));
  return { status: answer.status, data: answer.data as TicketActionData | undefined, location: answer.location };
}

/** A portal page as `who` (the real route tree, layouts included); a refusal (403, 404) gives its status. */
async function view(who: string, path: string) {
  const page = await loadPortal(path, cookies[who], testContext(database));
  return { status: page.status, data: page.data, url: page.url };
}

async function ticketById(id: string) {
  const [row] = await database.db.select().from(tickets).where(eq(tickets.id, id));
  if (!row) throw new Error(`no ticket ${id}`);
  return row;
}

const messagesOf = async (id: string) =>
  (await database.db.select({ n: count() }).from(ticketMessages).where(eq(ticketMessages.ticketId, id)))[0]?.n ?? 0;

/** A client opens a ticket in the portal; its id comes from the redirect to its thread. */
async function openAs(who: string, fields: Record<string, string> = {}) {
  const answer = await post(who, {
    intent: "ticket-open",
    subject: "Logo colours",
    message: "Please check.",
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  const id = /^\/dashboard\/support\/([0-9a-f-]{36})$/.exec(answer.location ?? "")?.[1];
  if (!id) throw new Error(`no ticket in ${answer.location}`);
  return id;
}

describe("the public support form", () => {
  it("files a ticket and queues both mails, which reach a real SMTP server", async () => {
    const answer = await submit({ email: "visitor@example.lk", subject: "Site down" });
    expect(answer.status).toBe(200);
    const data = answer.data as SupportRequestAnswer & { ok: true };
    expect(data.ok).toBe(true);
    expect(data.reference).toMatch(/^FLD-T-\d{6}$/);
    expect(supportToastOf(data)).toEqual({
      type: "success",
      title: "Support Request Sent",
      description: `Thank you! Our support team will get back to you within 4 hours. Your reference number is ${data.reference}.`,
    });
    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.email, "visitor@example.lk"));
    expect(ticket).toMatchObject({ subject: "Site down", priority: "high", status: "open", fromPublicForm: true });
    expect(ticket?.clientId).toBeNull();

    const worker = startOutboxWorker({ db: database.db, env: testEnv({ SMTP_URL: smtp.url }), background: false });
    try {
      while ((await worker.runOnce()) > 0) {}
    } finally {
      await worker.stop();
    }
    const agency = smtp.withSubject(`Support request ${data.reference}: Site down`);
    expect(agency.map((m) => m.to)).toEqual([[siteConfig.email]]);
    const agencyText = readableText(agency[0] ?? { from: "", to: [], body: "" });
    for (const part of [
      "Kasun Perera <visitor@example.lk>",
      "Priority: High",
      "I cannot sign in since this morning.",
    ]) {
      expect(agencyText).toContain(part);
    }
    const confirmation = smtp.withSubject(`We received your support request ${data.reference}`);
    expect(confirmation.map((m) => m.to)).toEqual([["visitor@example.lk"]]);
    expect(readableText(confirmation[0] ?? { from: "", to: [], body: "" })).toContain(data.reference ?? "?");
  });

  it("gives 20 concurrent requests 20 different references", async () => {
    const context = testContext(database, generous);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit({ email: `many${i}@example.lk` }, context)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const references = answers.map((a) => (a.data as { reference: string }).reference);
    expect(new Set(references).size).toBe(20);
    const mails = await database.db.select({ n: count() }).from(outbox);
    expect(mails[0]?.n).toBeGreaterThanOrEqual(40);
  });

  it("refuses bad input with 400 and the form's messages, storing nothing", async () => {
    const before = (await database.db.select({ n: count() }).from(tickets))[0]?.n;
    const cases: [Record<string, string>, string][] = [
      [{ name: "" }, "Please fill in all required fields"],
      [{ email: "k@x" }, "Please enter a valid email address"],
      [{ message: "x".repeat(5001) }, "Please shorten your message"],
      [{ priority: "urgent" }, "Please choose a priority from the list"],
    ];
    for (const [fields, message] of cases) {
      const answer = await submit(fields);
      expect(answer.status, message).toBe(400);
      expect(supportToastOf(answer.data as SupportRequestAnswer).description).toBe(message);
    }
    expect((await database.db.select({ n: count() }).from(tickets))[0]?.n).toBe(before);
  });

  it("is limited per address like the contact form", async () => {
    const context = testContext(database, { rateLimits: { support: { points: 2, durationSeconds: 600 } } });
    expect((await submit({}, context)).status).toBe(200);
    expect((await submit({}, context)).status).toBe(200);
    const limited = await submit({}, context);
    expect(limited.status).toBe(429);
    expect(supportToastOf(limited.data as SupportRequestAnswer).description).toMatch(/^Too many attempts/);
  });

  it("shows a request sent with a client's email in that client's Support tab only", async () => {
    const answer = await submit({ email: "OWNER@ceylonteaco.demo", subject: "From the site" });
    const reference = (answer.data as { reference: string }).reference;
    const mine = await view("FLD-CLNT1", "/dashboard/support");
    const theirs = await view("FLD-CLNT2", "/dashboard/support");
    const refs = (v: typeof mine) => (v.data?.tickets ?? []).map((t: { reference: string }) => t.reference);
    expect(refs(mine)).toContain(reference);
    expect(refs(theirs)).not.toContain(reference);
  });
});

describe("tickets in the portal", () => {
  it("lets a client open a ticket on their own project, and notifies the admins", async () => {
    const [project] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.clientId, ids["FLD-CLNT1"] ?? ""));
    const id = await openAs("FLD-CLNT1", { projectId: project?.id ?? "", priority: "critical" });
    expect(await ticketById(id)).toMatchObject({
      clientId: ids["FLD-CLNT1"],
      projectId: project?.id,
      priority: "critical",
      status: "open",
      fromPublicForm: false,
    });
    const told = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids["FLD-ADMIN"] ?? ""), eq(notifications.kind, "ticket")));
    expect(told.some((n) => n.link === `/dashboard/admin/tickets/${id}`)).toBe(true);
  });

  it("moves the status with each side's reply, and the admin's reply notifies the client", async () => {
    const id = await openAs("FLD-CLNT1");
    expect((await post("FLD-ADMIN", { intent: "ticket-reply", ticketId: id, message: "On it." })).status).toBe(200);
    expect((await ticketById(id)).status).toBe("waiting");
    const bell = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids["FLD-CLNT1"] ?? ""), eq(notifications.link, `/dashboard/support/${id}`)));
    expect(bell).toHaveLength(1);
    expect((await post("FLD-CLNT1", { intent: "ticket-reply", ticketId: id, message: "Thanks!" })).status).toBe(200);
    expect((await ticketById(id)).status).toBe("open");
    expect((await post("FLD-ADMIN", { intent: "ticket-status", ticketId: id, status: "resolved" })).status).toBe(200);
    expect((await ticketById(id)).status).toBe("resolved");
    // A client's reply on a resolved ticket opens it again.
    await post("FLD-CLNT1", { intent: "ticket-reply", ticketId: id, message: "One more thing" });
    expect((await ticketById(id)).status).toBe("open");
    expect((await post("FLD-CLNT1", { intent: "ticket-close", ticketId: id })).status).toBe(200);
    expect((await ticketById(id)).status).toBe("closed");
    const late = await post("FLD-CLNT1", { intent: "ticket-reply", ticketId: id, message: "Hello?" });
    expect(late.status).toBe(409);
    expect(late.data?.message).toBe("This ticket is closed. Open a new ticket to ask again.");
    expect(await messagesOf(id)).toBe(4);
    // The thread, newest last.
    const thread = await view("FLD-CLNT1", `/dashboard/support/${id}`);
    const shown = thread.data?.thread?.messages.map((m: { body: string }) => m.body);
    expect(shown).toEqual(["Please check.", "On it.", "Thanks!", "One more thing"]);
  });

  it("mails the agency's reply to a public sender without an account", async () => {
    const answer = await submit({ email: "noaccount@example.lk", subject: "Invoice" });
    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.email, "noaccount@example.lk"));
    const id = ticket?.id ?? "";
    await post("FLD-ADMIN", { intent: "ticket-reply", ticketId: id, message: "Here is your invoice." });
    const reference = (answer.data as { reference: string }).reference;
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, "noaccount@example.lk"));
    const reply = mails.find((m) => m.subject === `Re: Invoice [${reference}]`);
    expect(reply?.text).toContain("Here is your invoice.");
  });

  it("assigns a ticket to an admin only", async () => {
    const id = await openAs("FLD-CLNT2");
    const admin = ids["FLD-ADMIN"] ?? "";
    expect((await post("FLD-ADMIN", { intent: "ticket-assign", ticketId: id, assigneeId: admin })).status).toBe(200);
    expect((await ticketById(id)).assigneeId).toBe(admin);
    const toClient = await post("FLD-ADMIN", {
      intent: "ticket-assign",
      ticketId: id,
      assigneeId: ids["FLD-CLNT1"] ?? "",
    });
    expect(toClient.status).toBe(400);
    expect((await post("FLD-ADMIN", { intent: "ticket-assign", ticketId: id, assigneeId: "" })).status).toBe(200);
    expect((await ticketById(id)).assigneeId).toBeNull();
    expect((await post("FLD-ADMIN", { intent: "ticket-status", ticketId: id, status: "resolved" })).status).toBe(200);
    // The admin's changes are in the audit log, by the admin, on the ticket; the refused assignment is not.
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited.map((row) => [row.action, row.actorDeskId, row.targetType])).toEqual(
      expect.arrayContaining([
        ["ticket-assigned", "FLD-ADMIN", "ticket"],
        ["ticket-status-changed", "FLD-ADMIN", "ticket"],
      ]),
    );
    expect(audited).toHaveLength(3);
    const status = audited.find((row) => row.action === "ticket-status-changed");
    expect(status?.detail).toMatchObject({ from: "open", to: "resolved" });
  });

  it("lists open tickets first, the most urgent first, with the admin's filters", async () => {
    const low = await openAs("FLD-CLNT2", { priority: "low", subject: "Low one" });
    const critical = await openAs("FLD-CLNT2", { priority: "critical", subject: "Critical one" });
    type Row = { id: string; status: string; priority: string };
    const list = await view("FLD-ADMIN", "/dashboard/admin/tickets?status=open");
    const rows: Row[] = list.data?.tickets?.tickets ?? [];
    expect(rows.every((t) => t.status === "open")).toBe(true);
    expect(rows.findIndex((t) => t.id === critical)).toBeLessThan(rows.findIndex((t) => t.id === low));
    // The Tickets link's count is the open tickets, on every page of the admin's dashboard.
    const [open] = await database.db.select({ n: count() }).from(tickets).where(eq(tickets.status, "open"));
    const overview = await view("FLD-ADMIN", "/dashboard");
    expect(overview.data?.role).toBe("admin");
    expect(overview.data?.openTickets).toBe(open?.n);
    expect(list.data?.openTickets).toBe(open?.n);
    expect(open?.n).toBeGreaterThanOrEqual(2);
    const ranks = rows.map((t) => ["critical", "high", "medium", "low"].indexOf(t.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const lows = await view("FLD-ADMIN", "/dashboard/admin/tickets?priority=low");
    const lowRows: Row[] = lows.data?.tickets?.tickets ?? [];
    expect(lowRows.length).toBeGreaterThan(0);
    expect(lowRows.every((t) => t.priority === "low")).toBe(true);
  });
});

describe("ticket notices, in each reader's language", () => {
  /** The bell's lines of `deskId` about ticket `id` (the client's page or the admin's), in title order. */
  async function bellOf(deskId: string, id: string) {
    const link = deskId === "FLD-ADMIN" ? `/dashboard/admin/tickets/${id}` : `/dashboard/support/${id}`;
    const rows = await database.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, ids[deskId] ?? ""), eq(notifications.link, link)));
    return rows.sort((a, b) => a.title.localeCompare(b.title));
  }
  const setLocale = (deskId: string, locale: "si" | "ta" | null) =>
    database.db
      .update(users)
      .set({ locale })
      .where(eq(users.id, ids[deskId] ?? ""));

  it("tells a Sinhala client of the agency's reply and status in Sinhala, the English admin in English, a Tamil admin in Tamil", async () => {
    await setLocale("FLD-CLNT1", "si");
    try {
      const id = await openAs("FLD-CLNT1", { subject: "Logo colours" });
      const reference = ticketReference((await ticketById(id)).number);
      expect(await bellOf("FLD-ADMIN", id)).toEqual([
        { title: `New ticket ${reference}: Logo colours`, body: "Please check." },
      ]);
      await post("FLD-ADMIN", { intent: "ticket-reply", ticketId: id, message: "On it." });
      await post("FLD-ADMIN", { intent: "ticket-status", ticketId: id, status: "resolved" });
      // The status as the portal names it in Sinhala; what the admin wrote, as written.
      expect(await bellOf("FLD-CLNT1", id)).toEqual(
        [
          { title: `${reference} ට නව පිළිතුරක්: Logo colours`, body: "On it." },
          { title: `${reference} දැන් විසඳා ඇත: Logo colours`, body: "" },
        ].sort((a, b) => a.title.localeCompare(b.title)),
      );
      await post("FLD-CLNT1", { intent: "ticket-reply", ticketId: id, message: "Thanks!" });
      expect(await bellOf("FLD-ADMIN", id)).toContainEqual({
        title: `Client replied on ${reference}: Logo colours`,
        body: "Thanks!",
      });
      await setLocale("FLD-ADMIN", "ta");
      await post("FLD-CLNT1", { intent: "ticket-close", ticketId: id });
      expect(await bellOf("FLD-ADMIN", id)).toContainEqual({
        title: `${reference} இப்போது மூடப்பட்டது: Logo colours`,
        body: "",
      });
      expect(await bellOf("FLD-ADMIN", id)).toHaveLength(3);
    } finally {
      await setLocale("FLD-CLNT1", null);
      await setLocale("FLD-ADMIN", null);
    }
  });

  it("tells an English client of the agency's reply and status in English, word for word", async () => {
    const id = await openAs("FLD-CLNT2", { subject: "Invoice copy" });
    const reference = ticketReference((await ticketById(id)).number);
    await post("FLD-ADMIN", { intent: "ticket-reply", ticketId: id, message: "Sent." });
    await post("FLD-ADMIN", { intent: "ticket-status", ticketId: id, status: "waiting" });
    expect(await bellOf("FLD-CLNT2", id)).toEqual([
      { title: `${reference} is now waiting on client: Invoice copy`, body: "" },
      { title: `New reply on ${reference}: Invoice copy`, body: "Sent." },
    ]);
  });
});

describe("the tickets' permission matrix", () => {
  it("answers another client's ticket with 404 and changes nothing", async () => {
    const id = await openAs("FLD-CLNT1");
    const before = await ticketById(id);
    for (const fields of <Record<string, string>[]>[
      { intent: "ticket-reply", ticketId: id, message: "Sneaky" },
      { intent: "ticket-close", ticketId: id },
    ]) {
      const answer = await post("FLD-CLNT2", fields);
      expect(answer.status, fields.intent).toBe(404);
      expect(answer.data?.message).toBe("Ticket not found");
    }
    expect(await ticketById(id)).toEqual(before);
    expect(await messagesOf(id)).toBe(1);
    expect((await view("FLD-CLNT2", `/dashboard/support/${id}`)).status).toBe(404);
    expect((await view("FLD-CLNT1", `/dashboard/support/${id}`)).status).toBe(200);
  });

  it("refuses a client the admin's forms with 403, and a freelancer every ticket form", async () => {
    const id = await openAs("FLD-CLNT1");
    for (const fields of <Record<string, string>[]>[
      { intent: "ticket-status", ticketId: id, status: "resolved" },
      { intent: "ticket-assign", ticketId: id, assigneeId: ids["FLD-ADMIN"] ?? "" },
    ]) {
      // On the client's own pages (the feature refuses) and on the admin's (the layout's role check).
      for (const at of ["/dashboard/support", `/dashboard/support/${id}`, "/dashboard/admin/tickets"]) {
        expect((await post("FLD-CLNT1", fields, at)).status, `${fields.intent} at ${at}`).toBe(403);
      }
    }
    for (const fields of <Record<string, string>[]>[
      { intent: "ticket-open", subject: "Hi", message: "Hi" },
      { intent: "ticket-reply", ticketId: id, message: "Hi" },
      { intent: "ticket-close", ticketId: id },
    ]) {
      for (const at of ["/dashboard/support", `/dashboard/support/${id}`, `/dashboard/admin/tickets/${id}`]) {
        expect((await post("FLD-FRLN1", fields, at)).status, `${fields.intent} at ${at}`).toBe(403);
      }
    }
    expect((await ticketById(id)).status).toBe("open");
    expect(await messagesOf(id)).toBe(1);
  });

  it("shows a freelancer no ticket view, and an admin every ticket", async () => {
    const id = await openAs("FLD-CLNT2");
    // The admin's Tickets pages refuse a freelancer; the client's Support pages lead them to their own dashboard.
    for (const path of ["/dashboard/admin/tickets", `/dashboard/admin/tickets/${id}`]) {
      expect((await view("FLD-FRLN1", path)).status, path).toBe(403);
    }
    for (const path of ["/dashboard/support", `/dashboard/support/${id}`, "/dashboard?tab=tickets"]) {
      const freelancer = await view("FLD-FRLN1", path);
      expect(freelancer.url.pathname, path).toBe("/dashboard");
      expect(freelancer.data?.role, path).toBe("freelancer");
      expect("tickets" in freelancer.data, path).toBe(false);
      expect("thread" in freelancer.data, path).toBe(false);
    }
    const admin = await view("FLD-ADMIN", `/dashboard/admin/tickets/${id}`);
    expect(admin.data?.thread?.id).toBe(id);
  });

  it("answers malformed and unknown ids with 404, never 500", async () => {
    for (const ticketId of ["not-a-uuid", NO_SUCH_ID, "", "' OR 1=1 --"]) {
      expect((await post("FLD-ADMIN", { intent: "ticket-reply", ticketId, message: "Hi" })).status, ticketId).toBe(404);
      expect((await post("FLD-CLNT1", { intent: "ticket-close", ticketId })).status, ticketId).toBe(404);
    }
    expect((await view("FLD-ADMIN", "/dashboard/admin/tickets/not-a-uuid")).status).toBe(404);
    expect((await view("FLD-CLNT1", `/dashboard/support/${NO_SUCH_ID}`)).status).toBe(404);
    // Another client's project is no project of this client.
    const [other] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.clientId, ids["FLD-CLNT2"] ?? ""));
    for (const projectId of [other?.id ?? NO_SUCH_ID, "nope"]) {
      const answer = await post("FLD-CLNT1", { intent: "ticket-open", subject: "Hi", message: "Hi", projectId });
      expect(answer.status, projectId).toBe(404);
      expect(answer.data?.message).toBe("Project not found");
    }
  });

  it("answers in the person's language: a Sinhala client's forms in Sinhala, a Tamil admin's in Tamil", async () => {
    const id = await openAs("FLD-CLNT1");
    const speaks = (deskId: string, locale: "si" | "ta" | null) =>
      database.db.update(users).set({ locale }).where(eq(users.flideskId, deskId));
    await speaks("FLD-CLNT1", "si");
    await speaks("FLD-ADMIN", "ta");
    try {
      const empty = await post("FLD-CLNT1", { intent: "ticket-reply", ticketId: id, message: "  " });
      expect(empty).toMatchObject({ status: 400, data: { message: "කරුණාකර පණිවිඩයක් ලියන්න" } });
      const replied = await post("FLD-CLNT1", { intent: "ticket-reply", ticketId: id, message: "ස්තූතියි" });
      expect(replied).toMatchObject({ status: 200, data: { ok: true, message: "පිළිතුර යැව්වා" } });
      const unknown = await post("FLD-CLNT1", { intent: "ticket-shout", ticketId: id });
      expect(unknown).toMatchObject({ status: 400, data: { message: "නොදන්නා පෝරමයකි" } });
      const status = await post("FLD-ADMIN", { intent: "ticket-status", ticketId: id, status: "resolved" });
      expect(status.data?.message).toBe("கோரிக்கை “தீர்க்கப்பட்டது” எனக் குறிக்கப்பட்டது");
      const closed = await post("FLD-CLNT1", { intent: "ticket-close", ticketId: id });
      expect(closed.data?.message).toBe("ඉල්ලීම වසා දැමුවා");
      const again = await post("FLD-CLNT1", { intent: "ticket-reply", ticketId: id, message: "Hi" });
      expect(again).toMatchObject({
        status: 409,
        data: { message: "මෙම ඉල්ලීම වසා ඇත. නැවත විමසීමට නව ඉල්ලීමක් විවෘත කරන්න." },
      });
    } finally {
      await speaks("FLD-CLNT1", null);
      await speaks("FLD-ADMIN", null);
    }
  });

  it("refuses bad input with 400 and a clear message", async () => {
    const id = await openAs("FLD-CLNT1");
    const cases: [Record<string, string>, string][] = [
      [{ intent: "ticket-open", subject: "", message: "Hi" }, "Please enter a subject"],
      [
        { intent: "ticket-open", subject: "x".repeat(201), message: "Hi" },
        "Please keep the subject under 200 characters",
      ],
      [{ intent: "ticket-open", subject: "Hi", message: "   " }, "Please write a message"],
      [
        { intent: "ticket-open", subject: "Hi", message: "Hi", priority: "urgent" },
        "Please choose a priority from the list",
      ],
      [
        { intent: "ticket-reply", ticketId: id, message: "x".repeat(5001) },
        "Please keep your message under 5,000 characters",
      ],
    ];
    for (const [fields, message] of cases) {
      const answer = await post("FLD-CLNT1", fields);
      expect(answer.status, message).toBe(400);
      expect(answer.data?.message).toBe(message);
    }
    const badStatus = await post("FLD-ADMIN", { intent: "ticket-status", ticketId: id, status: "done" });
    expect(badStatus.status).toBe(400);
    expect(badStatus.data?.message).toBe("Please choose a status from the list");
    expect(await messagesOf(id)).toBe(1);
  });
});
