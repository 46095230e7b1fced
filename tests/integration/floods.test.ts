import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  notifications,
  outbox,
  projects,
  projectUpdates,
  rateLimits,
  ticketMessages,
  tickets,
  updateComments,
  updateDecisions,
  users,
} from "#db/schema";
import { createSession } from "~/features/accounts/sign-in/session.server";
import { ADMIN_FORM_AREAS } from "~/features/admin/messages";
import { sendInstantMails } from "~/features/notifications/mailer.server";
import { englishTexts } from "~/lib/actor-texts.server";
import type { RequestContext } from "~/lib/context.server";
import type { Locale } from "~/lib/locale";
import { adminArea, clientAreas } from "~/lib/portal-areas";
import { loadPortalTexts } from "~/lib/portal-texts";
import { defaultRateLimits, type WriteLimitName, writeLimitText } from "~/lib/rate-limit.server";
import { action as commentsAction } from "~/routes/dashboard/comments";
import { action as updatesAction } from "~/routes/dashboard/updates";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { adminFormPath, callPortal, portalPost } from "../setup/portal";
import { callRoute } from "../setup/route";
import { testContext, testEnv } from "../setup/test-db";

// Issue 28: a signed-in user's burst of writes that tell other people is refused past a per-user limit (the shipped
// limits, decision 25), and a burst on one thread is one instant mail per recipient, the rest mailed together later.

const database = setUpDatabase({ seed: true });
const { ids, cookies } = setUpSignedInUsers(database);
const env = testEnv();

let shared: RequestContext | undefined;
const context = () => {
  shared ??= testContext(database);
  return shared;
};

const limitOf = (name: WriteLimitName) => defaultRateLimits[name].points;
type Answer = { status: number; message: string | undefined; retryAfter: string | null; limited?: unknown };

async function multipart(
  action: (args: never) => unknown,
  url: string,
  who: string,
  fields: Record<string, string>,
  on = context(),
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { Cookie: cookies[who] ?? "" },
    body,
  });
  const { response } = await callRoute(action, request, on);
  if (!response) throw new Error(`${url} answered no Response`);
  const answer = (await response.json()) as { message?: string; limited?: unknown };
  const { message, limited } = answer;
  return { status: response.status, message, retryAfter: response.headers.get("Retry-After"), limited };
}

const comments = (who: string, fields: Record<string, string>) =>
  multipart(commentsAction, "/dashboard/comments", who, fields);
const progress = (who: string, fields: Record<string, string>, on = context()) =>
  multipart(updatesAction, "/dashboard/updates", who, fields, on);

/** Where a portal form posts (decision 32): tickets to the client's Support or the admin's Tickets, the rest to their area. */
const formAddress = (who: string, intent: string) =>
  intent.startsWith("ticket-") && !Object.hasOwn(ADMIN_FORM_AREAS, intent)
    ? who === "FLD-ADMIN"
      ? adminArea("tickets")
      : clientAreas.support
    : adminFormPath(intent);

/** A form of the portal (tickets, the admin's writes), as the page posts it: its status, message and wait. */
async function dashboard(who: string, fields: Record<string, string>, on = context()): Promise<Answer> {
  const request = portalPost(formAddress(who, fields.intent ?? ""), cookies[who], fields);
  const answer = await callPortal(request, on);
  const { message, limited } = (answer.data as { message?: string; limited?: unknown } | undefined) ?? {};
  return { status: answer.status, message, retryAfter: answer.headers?.get("Retry-After") ?? null, limited };
}

/**
 * The refusal every limited form shows: 429, the limit's own sentence with the wait (in English, the demo users'
 * language, unless `m` says another), Retry-After, and the answer's own word that a limit refused it.
 */
function expectLimited(answer: Answer, name: WriteLimitName, m = englishTexts.m) {
  expect(answer.status).toBe(429);
  const wait = Number(answer.retryAfter);
  expect(wait).toBeGreaterThan(0);
  expect(answer.message).toBe(writeLimitText(m, name, wait));
  expect(answer.limited).toBe(true);
  if (m !== englishTexts.m) return;
  expect(answer.message).toMatch(
    /^You have sent too many .+ in a short time\. Please try again in \d+ (second|minute)s?\.$/,
  );
}

/** Posts `count` times, each post must be accepted (its status given). */
async function accepted(count: number, status: number, post: (i: number) => Promise<Answer>) {
  for (let i = 0; i < count; i++) expect((await post(i)).status, `post ${i + 1}`).toBe(status);
}

/** A new in-progress project of `client` with `freelancer` and one update on it. */
async function freshProject(client: string, freelancer: string) {
  const [project] = await database.db
    .insert(projects)
    .values({
      title: `Flood project ${crypto.randomUUID().slice(0, 8)}`,
      clientId: ids[client] ?? "",
      assignedFreelancerId: ids[freelancer] ?? "",
      status: "in_progress",
      progress: 10,
    })
    .returning();
  if (!project) throw new Error("no project");
  const update = async (notes: string) => {
    const [row] = await database.db
      .insert(projectUpdates)
      .values({ projectId: project.id, updatedBy: ids[freelancer] ?? "", progress: 10, notes })
      .returning({ id: projectUpdates.id });
    return row?.id ?? "";
  };
  return { project, updateId: await update("First update"), another: update };
}

const count = async (rows: Promise<unknown[]>) => (await rows).length;

describe("per-user limits on writes that tell other people (429, nothing written, nobody else held back)", () => {
  it("comments and their edits", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const limit = limitOf("comments");
    await accepted(limit, 200, (i) => comments("FLD-CLNT1", { intent: "comment", updateId, body: `Flood ${i}` }));
    const told = await count(database.db.select().from(notifications).where(eq(notifications.kind, "comment")));

    expectLimited(await comments("FLD-CLNT1", { intent: "comment", updateId, body: "One too many" }), "comments");
    const [own] = await database.db.select().from(updateComments).where(eq(updateComments.body, "Flood 0"));
    const edit = { intent: "edit-comment", commentId: own?.id ?? "", updateId, body: "Edited in a flood" };
    expectLimited(await comments("FLD-CLNT1", edit), "comments");

    // Every comment accepted before is kept, the refused one and the edit were never written, nobody was told.
    const rows = await database.db.select().from(updateComments).where(eq(updateComments.updateId, updateId));
    expect(rows.map((row) => row.body).sort()).toEqual(Array.from({ length: limit }, (_, i) => `Flood ${i}`).sort());
    expect(await count(database.db.select().from(notifications).where(eq(notifications.kind, "comment")))).toBe(told);
    // The project's freelancer still comments.
    expect((await comments("FLD-FRLN1", { intent: "comment", updateId, body: "Not held back" })).status).toBe(200);
  });

  it("decisions on updates", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const decide = (who: string, id: string, i: number) =>
      comments(
        who,
        i % 2 ? { intent: "approve", updateId: id } : { intent: "request-changes", updateId: id, reason: `Round ${i}` },
      );
    const limit = limitOf("decisions");
    await accepted(limit, 200, (i) => decide("FLD-CLNT1", updateId, i));
    const before = await database.db.select().from(updateDecisions).where(eq(updateDecisions.updateId, updateId));

    expectLimited(await decide("FLD-CLNT1", updateId, limit), "decisions");
    // The last accepted decision stands; the refused one changed nothing.
    expect(await database.db.select().from(updateDecisions).where(eq(updateDecisions.updateId, updateId))).toEqual(
      before,
    );
    const other = await freshProject("FLD-CLNT2", "FLD-FRLN2");
    expect((await decide("FLD-CLNT2", other.updateId, 1)).status).toBe(200);
  });

  it("new tickets, and replies on a ticket", async () => {
    const open = (who: string, i: number) =>
      dashboard(who, { intent: "ticket-open", subject: `Flood ticket ${i}`, message: "Please look." });
    const ticketsOf = (who: string) =>
      count(
        database.db
          .select()
          .from(tickets)
          .where(eq(tickets.clientId, ids[who] ?? "")),
      );
    const before = await ticketsOf("FLD-CLNT1");
    await accepted(limitOf("tickets"), 302, (i) => open("FLD-CLNT1", i));
    expectLimited(await open("FLD-CLNT1", 99), "tickets");
    expect(await ticketsOf("FLD-CLNT1")).toBe(before + limitOf("tickets"));
    expect((await open("FLD-CLNT2", 1)).status).toBe(302);

    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.subject, "Flood ticket 0"));
    const ticketId = ticket?.id ?? "";
    const reply = (who: string, i: number) =>
      dashboard(who, { intent: "ticket-reply", ticketId, message: `Reply ${i}` });
    await accepted(limitOf("ticketReplies"), 200, (i) => reply("FLD-CLNT1", i));
    expectLimited(await reply("FLD-CLNT1", 999), "ticketReplies");
    const messages = await database.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId));
    expect(messages.map((row) => row.body)).not.toContain("Reply 999");
    expect(messages).toHaveLength(1 + limitOf("ticketReplies"));
    // The agency answers the same ticket.
    expect((await reply("FLD-ADMIN", 1000)).status).toBe(200);
  });

  it("progress updates", async () => {
    const { project } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const post = (who: string, projectId: string, value: number) =>
      progress(who, { intent: "update", projectId, progress: String(value), notes: `At ${value}` });
    const limit = limitOf("progressUpdates");
    await accepted(limit, 200, (i) => post("FLD-FRLN1", project.id, 20 + i));
    expectLimited(await post("FLD-FRLN1", project.id, 95), "progressUpdates");
    const rows = await database.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, project.id));
    expect(rows).toHaveLength(1 + limit);
    const [after] = await database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(after?.progress).toBe(20 + limit - 1);
    const other = await freshProject("FLD-CLNT2", "FLD-FRLN2");
    expect((await post("FLD-FRLN2", other.project.id, 40)).status).toBe(200);
  });

  it("an admin's invites and edits", async () => {
    const invite = (who: string, i: number) =>
      dashboard(who, { intent: "add-user", email: `flood-${who}-${i}@example.com`, role: "client" });
    const invited = () => count(database.db.select().from(users).where(sql`${users.email} like 'flood-%'`));
    await accepted(limitOf("invites"), 200, (i) => invite("FLD-ADMIN", i));
    expectLimited(await invite("FLD-ADMIN", 999), "invites");
    expect(await invited()).toBe(limitOf("invites"));
    const mails = await database.db.select().from(outbox).where(sql`lower(${outbox.to}) like 'flood-fld-admin-%'`);
    expect(mails).toHaveLength(limitOf("invites"));

    // A second admin is not held back by the first one's count.
    const [second] = await database.db
      .insert(users)
      .values({ flideskId: "FLD-ADMN2", email: "second-admin@example.com", role: "admin" })
      .returning();
    const session = await createSession(database.db, second?.id ?? "", false, { userAgent: null, ip: "127.0.0.1" });
    cookies["FLD-ADMN2"] = session.split(";")[0] ?? "";
    expect((await invite("FLD-ADMN2", 1)).status).toBe(200);

    const userId = ids["FLD-CLNT2"] ?? "";
    const edit = (who: string, i: number) =>
      dashboard(who, { intent: "edit-user", userId, email: `client-two-${i}@example.com` });
    await accepted(limitOf("adminEdits"), 200, (i) => edit("FLD-ADMIN", i));
    expectLimited(await edit("FLD-ADMIN", 999), "adminEdits");
    const [client] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(client?.email).toBe(`client-two-${limitOf("adminEdits") - 1}@example.com`);
    expect((await edit("FLD-ADMN2", 1000)).status).toBe(200);
  });
});

describe("a limit's refusal in the reader's language (decision 49)", () => {
  // One write of each kind before the limit: the refusals, not the counts, are this test's business.
  const once = { points: 1, durationSeconds: 600 };
  const SINHALA = /[\u0D80-\u0DFF]/u;
  const TAMIL = /[\u0B80-\u0BFF]/u;
  const speak = (who: string, locale: Locale | null) =>
    database.db
      .update(users)
      .set({ locale })
      .where(eq(users.id, ids[who] ?? ""));

  it("refuses a Sinhala client's ticket, a Tamil freelancer's update and a Sinhala admin's edit in their words", async () => {
    // The counts share the table with the limits above: the tests before this one spent them.
    await database.db.delete(rateLimits);
    const tight = testContext(database, { rateLimits: { tickets: once, progressUpdates: once, adminEdits: once } });
    const si = (await loadPortalTexts("si")).m;
    const ta = (await loadPortalTexts("ta")).m;
    await speak("FLD-CLNT2", "si");
    await speak("FLD-FRLN2", "ta");
    await speak("FLD-ADMIN", "si");
    try {
      const open = (i: number) =>
        dashboard("FLD-CLNT2", { intent: "ticket-open", subject: `Sinhala ticket ${i}`, message: "Hello" }, tight);
      expect((await open(1)).status).toBe(302);
      const ticket = await open(2);
      expectLimited(ticket, "tickets", si);
      expect(ticket.message).toMatch(SINHALA);

      const { project } = await freshProject("FLD-CLNT2", "FLD-FRLN2");
      const post = (value: number) =>
        progress("FLD-FRLN2", { intent: "update", projectId: project.id, progress: String(value), notes: "" }, tight);
      expect((await post(30)).status).toBe(200);
      const update = await post(40);
      expectLimited(update, "progressUpdates", ta);
      expect(update.message).toMatch(TAMIL);

      const userId = ids["FLD-CLNT2"] ?? "";
      const edit = (i: number) =>
        dashboard("FLD-ADMIN", { intent: "edit-user", userId, email: `sinhala-admin-${i}@example.com` }, tight);
      expect((await edit(1)).status).toBe(200);
      const refused = await edit(2);
      expectLimited(refused, "adminEdits", si);
      expect(refused.message).toMatch(SINHALA);
    } finally {
      // The mails of the tests below are read in English.
      for (const who of ["FLD-CLNT2", "FLD-FRLN2", "FLD-ADMIN"]) await speak(who, null);
    }
  });
});

describe("a burst on one thread is one instant mail per recipient in 10 minutes; the rest are mailed together", () => {
  const emailOf = async (deskId: string) =>
    (await database.db.select().from(users).where(eq(users.flideskId, deskId)))[0]?.email ?? "";
  const mailsTo = async (email: string) => database.db.select().from(outbox).where(eq(outbox.to, email));
  const thread = (key: string) => eq(notifications.thread, key);
  /** As if the thread's last mails were sent 11 minutes ago: its gap has passed. */
  const passGap = (key: string) =>
    database.db
      .update(notifications)
      .set({ mailedAt: sql`${notifications.mailedAt} - interval '11 minutes'` })
      .where(thread(key));
  // The limits' counts of the tests above are not this test's business.
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });
  const drain = async () => {
    while ((await sendInstantMails(database.db, env)) > 0);
  };

  it("comments and decisions on one update", async () => {
    await drain();
    await database.db.delete(outbox);
    const { updateId, another } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const key = `update:${updateId}`;
    const freelancer = await emailOf("FLD-FRLN1");
    const admin = await emailOf("FLD-ADMIN");

    // The first comment is mailed at once to the freelancer (comments: at once by default).
    expect((await comments("FLD-CLNT1", { intent: "comment", updateId, body: "Burst 0" })).status).toBe(200);
    await drain();
    expect(await mailsTo(freelancer)).toHaveLength(1);
    // Then a burst of comments and change requests on the same update.
    for (let i = 1; i <= 9; i++) {
      expect((await comments("FLD-CLNT1", { intent: "comment", updateId, body: `Burst ${i}` })).status).toBe(200);
      if (i % 3 === 0) {
        const ask = { intent: "request-changes", updateId, reason: `Change ${i}` };
        expect((await comments("FLD-CLNT1", ask)).status).toBe(200);
      }
      await drain();
    }
    // Still one mail to the freelancer; the admin (change requests: at once by default) got one for the thread.
    expect(await mailsTo(freelancer)).toHaveLength(1);
    const adminMails = await mailsTo(admin);
    expect(adminMails).toHaveLength(1);
    // Nothing is lost: every notification is in each bell.
    const bell = (userId: string) =>
      database.db
        .select()
        .from(notifications)
        .where(and(thread(key), eq(notifications.userId, userId)));
    expect((await bell(ids["FLD-FRLN1"] ?? "")).filter((row) => row.kind === "comment")).toHaveLength(10);
    expect((await bell(ids["FLD-ADMIN"] ?? "")).filter((row) => row.kind === "change-request")).toHaveLength(3);

    // Another update's thread is not held back by this one's.
    const otherUpdate = await another("Second update");
    expect((await comments("FLD-CLNT1", { intent: "comment", updateId: otherUpdate, body: "Elsewhere" })).status).toBe(
      200,
    );
    await drain();
    expect(await mailsTo(freelancer)).toHaveLength(2);

    // Once 10 minutes have passed, what waited comes in one mail that lists each comment.
    await passGap(key);
    await drain();
    const freelancerMails = await mailsTo(freelancer);
    expect(freelancerMails).toHaveLength(3);
    const folded = freelancerMails.find((mail) => mail.subject.includes("(9 new)"));
    expect(folded?.subject).toMatch(/^New comment on Flood project .+ \(9 new\)$/);
    for (let i = 1; i <= 9; i++) expect(folded?.text).toContain(`Burst ${i}`);
    expect(folded?.headers?.["List-Unsubscribe"]).toContain("/unsubscribe/");
    const waiting = await database.db
      .select()
      .from(notifications)
      .where(and(thread(key), inArray(notifications.mail, ["instant"]), sql`${notifications.mailedAt} is null`));
    expect(waiting).toEqual([]);
    expect(adminMails[0]?.text).toContain("Changes requested on");
  });

  it("replies on one ticket", async () => {
    await drain();
    await database.db.delete(outbox);
    const opened = await dashboard("FLD-CLNT2", { intent: "ticket-open", subject: "Burst ticket", message: "Hello" });
    expect(opened.status).toBe(302);
    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.subject, "Burst ticket"));
    const ticketId = ticket?.id ?? "";
    const client = await emailOf("FLD-CLNT2");
    await drain();
    for (let i = 0; i < 6; i++) {
      const answer = await dashboard("FLD-ADMIN", { intent: "ticket-reply", ticketId, message: `Answer ${i}` });
      expect(answer.status).toBe(200);
      await drain();
    }
    // Client: tickets at once by default; one mail for the whole burst so far, six entries in the bell.
    expect(await mailsTo(client)).toHaveLength(1);
    const bell = await database.db
      .select()
      .from(notifications)
      .where(and(thread(`ticket:${ticketId}`), eq(notifications.userId, ids["FLD-CLNT2"] ?? "")));
    expect(bell).toHaveLength(6);
    await passGap(`ticket:${ticketId}`);
    await drain();
    const mails = await mailsTo(client);
    expect(mails).toHaveLength(2);
    for (let i = 1; i < 6; i++) expect(mails.map((mail) => mail.text).join("\n")).toContain(`Answer ${i}`);
  });
});
