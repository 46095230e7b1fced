// A post's life after it reaches the client (issue 31 items 5 and 7, decision 40): versions and their word diff,
// internal and shared comments with who may read and write them, the client's 48-hour reminder and the admins'
// alert of a post unapproved at its time, each sent once, under the job's lock.
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, outbox, postComments, posts, postVersions, users } from "#db/schema";
import { monthOf, neighbours } from "~/features/calendar/colombo-time";
import { runPostAlerts } from "~/features/calendar/index.server";
import { sendInstantMails } from "~/features/notifications/mailer.server";
import { postPage } from "~/lib/portal-areas";
import { setUpDatabase, setUpServer, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, portalPost } from "../setup/portal";
import { testContext, testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
// A freelancer who works on none of FLD-CLNT1's projects; FLD-FRLN2 works on one but writes none of these posts.
beforeAll(async () => {
  await database.db.insert(users).values({ flideskId: "FLD-FRLN9", email: "frln9@test.demo", role: "freelancer" });
});
const { ids, cookies } = setUpSignedInUsers(database);
const server = setUpServer(database);
const context = () => testContext(database);
const nextMonth = neighbours(monthOf(new Date())).next;

const get = (who: string, path: string) =>
  callPortal(
    new Request(new URL(path, "http://localhost:3000"), { headers: { Cookie: cookies[who] ?? "" } }),
    context(),
  );
const post = (who: string, path: string, fields: Record<string, string>) =>
  callPortal(portalPost(path, cookies[who], fields), context());
/** The post page's HTML as the browser gets it from the built server. */
async function html(who: string, id: string) {
  const answer = await fetch(`${server.url}${postPage(id)}`, { headers: { Cookie: cookies[who] ?? "" } });
  expect(answer.status).toBe(200);
  return answer.text();
}

const form = (caption: string, title = "Gift boxes are back") => ({
  title,
  scheduledAt: `${nextMonth}-15T09:30`,
  platforms: "Instagram",
  "caption-instagram": caption,
  "hashtags-instagram": "#giftbox",
});

async function newPost(caption = "Our gift boxes are back for the season.", day = "15") {
  const answer = await post("FLD-FRLN1", "/dashboard/calendar?client=FLD-CLNT1", {
    intent: "create",
    ...form(caption),
    scheduledAt: `${nextMonth}-${day}T09:30`,
  });
  const id = /\/posts\/([0-9a-f-]{36})$/.exec(answer.location ?? "")?.[1];
  if (!id) throw new Error(`no post created: ${JSON.stringify(answer.data)}`);
  return id;
}
async function row(id: string) {
  const [found] = await database.db.select().from(posts).where(eq(posts.id, id));
  if (!found) throw new Error("post missing");
  return found;
}
async function move(who: string, id: string, name: string, extra: Record<string, string> = {}) {
  const answer = await post(who, postPage(id), {
    intent: "move",
    move: name,
    version: String((await row(id)).version),
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
}
async function edit(id: string, caption: string, title?: string) {
  const version = String((await row(id)).version);
  const answer = await post("FLD-FRLN1", postPage(id), { intent: "edit", version, ...form(caption, title) });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
}
async function awaitingPost(day?: string) {
  const id = await newPost(undefined, day);
  await move("FLD-FRLN1", id, "submit");
  await move("FLD-ADMIN", id, "send");
  return id;
}
const versionsOf = (id: string) => database.db.select().from(postVersions).where(eq(postVersions.postId, id));

describe("versions of a post", () => {
  it("are kept only once the post has reached the client, and History shows the changes word by word", async () => {
    const id = await newPost("Our gift boxes are back.");
    await edit(id, "Our gift boxes are back for the season.");
    expect(await versionsOf(id)).toEqual([]);
    await move("FLD-FRLN1", id, "submit");
    await move("FLD-ADMIN", id, "send");
    await move("FLD-CLNT1", id, "request-changes", { note: "Say they ship island-wide" });
    await edit(id, "Our gift boxes are back for the season and ship island-wide.", "Gift boxes ship island-wide");

    const versions = (await versionsOf(id)).sort((a, b) => a.number - b.number);
    expect(versions.map((v) => [v.number, v.title, v.variants[0]?.caption])).toEqual([
      [1, "Gift boxes are back", "Our gift boxes are back for the season."],
      [2, "Gift boxes ship island-wide", "Our gift boxes are back for the season and ship island-wide."],
    ]);
    expect(versions[1]?.actorName).toBeTruthy();

    const page = await get("FLD-CLNT1", postPage(id));
    const edited = page.data.history.filter((e: { version: number | null }) => e.version === 2);
    expect(edited).toHaveLength(1);
    expect(edited[0].changes.title).toEqual({ before: "Gift boxes are back", after: "Gift boxes ship island-wide" });
    expect(page.data.sinceAsked.reason).toBe("Say they ship island-wide");
    expect(page.data.sinceAsked.changes.texts).toEqual([
      {
        platform: "Instagram",
        field: "Caption",
        before: "Our gift boxes are back for the season.",
        after: "Our gift boxes are back for the season and ship island-wide.",
      },
    ]);
    const text = await html("FLD-CLNT1", id);
    expect(text).toContain("Changed since you asked for changes");
    expect(text).toMatch(/<ins[^>]*><span class="sr-only">added: <\/span>\s*and ship island-wide/);
    expect(await html("FLD-ADMIN", id)).toContain("Changed since the client asked for changes");
  });

  it("shows no 'changed since' when nothing was edited after the client asked", async () => {
    const id = await awaitingPost();
    await move("FLD-CLNT1", id, "request-changes", { note: "Shorter please" });
    const page = await get("FLD-CLNT1", postPage(id));
    expect(page.data.sinceAsked).toBeNull();
    expect(await versionsOf(id)).toEqual([]);
  });
});

describe("comments on a post", () => {
  const comment = (who: string, id: string, fields: Record<string, string>) =>
    post(who, `${postPage(id)}/comments`, { intent: "comment", ...fields });

  it("keeps internal comments from the client, in the loader's data and the page's HTML", async () => {
    const id = await awaitingPost();
    const internal = await comment("FLD-ADMIN", id, {
      body: "Internal: the client's logo is old",
      visibility: "internal",
    });
    expect(internal.status, JSON.stringify(internal.data)).toBe(200);
    const shared = await comment("FLD-FRLN1", id, { body: "Shared: new photos on Monday", visibility: "shared" });
    expect(shared.status).toBe(200);

    const client = await get("FLD-CLNT1", postPage(id));
    expect(client.data.comments.map((c: { body: string }) => c.body)).toEqual(["Shared: new photos on Monday"]);
    expect(JSON.stringify(client.data)).not.toContain("logo is old");
    const clientHtml = await html("FLD-CLNT1", id);
    expect(clientHtml).toContain("Shared: new photos on Monday");
    expect(clientHtml).not.toContain("logo is old");
    expect(clientHtml).not.toContain(internal.data.id);

    for (const who of ["FLD-ADMIN", "FLD-FRLN1"]) {
      const page = await get(who, postPage(id));
      expect(page.data.comments.map((c: { internal: boolean }) => c.internal)).toEqual([true, false]);
    }
    expect(await html("FLD-FRLN1", id)).toContain("logo is old");
  });

  it("tells the client of shared comments only, and the agency of both", async () => {
    const id = await awaitingPost();
    await comment("FLD-ADMIN", id, { body: "For the writer only", visibility: "internal" });
    await comment("FLD-ADMIN", id, { body: "For everyone", visibility: "shared" });
    const told = await database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.kind, "comment"), like(notifications.link, `${postPage(id)}#%`)));
    const who = (title: string) =>
      told
        .filter((t) => t.title === title)
        .map((t) => Object.keys(ids).find((k) => ids[k] === t.userId))
        .sort();
    expect(who("New internal comment on Gift boxes are back")).toEqual(["FLD-FRLN1"]);
    expect(who("New comment on Gift boxes are back")).toEqual(["FLD-CLNT1", "FLD-FRLN1"]);
  });

  it("refuses a freelancer who is not the post's writer, and a client's internal comment", async () => {
    const id = await awaitingPost();
    const other = await comment("FLD-FRLN2", id, { body: "Hello", visibility: "shared" });
    expect([other.status, other.data.message]).toEqual([
      403,
      "Only the post's writer, an admin or the client may comment on this post.",
    ]);
    expect((await get("FLD-FRLN2", postPage(id))).data.comments).toBeNull();
    expect((await comment("FLD-FRLN9", id, { body: "Hello", visibility: "shared" })).status).toBe(404);
    const internal = await comment("FLD-CLNT1", id, { body: "Secret", visibility: "internal" });
    expect([internal.status, internal.data.message]).toEqual([
      403,
      "Internal comments are the agency's. Share your comment with the agency instead.",
    ]);
    const shared = await comment("FLD-CLNT1", id, { body: "Looks good", visibility: "shared" });
    expect(shared.status).toBe(200);
    const stored = await database.db.select().from(postComments).where(eq(postComments.postId, id));
    expect(stored.map((c) => [c.body, c.internal])).toEqual([["Looks good", false]]);
  });

  it("sends a visitor who is not signed in to sign in, and stores nothing", async () => {
    const id = await awaitingPost();
    const answer = await callPortal(
      portalPost(`${postPage(id)}/comments`, undefined, { intent: "comment", body: "Hi", visibility: "shared" }),
      context(),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/dashboard\/auth/);
    expect(await database.db.select().from(postComments).where(eq(postComments.postId, id))).toEqual([]);
  });

  it("answers bad input with a 400 and its message", async () => {
    const id = await awaitingPost();
    const cases: [Record<string, string>, string][] = [
      [{ body: "   ", visibility: "shared" }, "Write a comment first"],
      [{ body: "x".repeat(5001), visibility: "shared" }, "A comment can be at most 5,000 characters"],
      [{ body: "Hello" }, "Choose who sees the comment: internal (agency only) or shared with the client."],
      [
        { body: "Hello", visibility: "public" },
        "Choose who sees the comment: internal (agency only) or shared with the client.",
      ],
      [{ intent: "shout", body: "Hello" }, "Unknown form"],
    ];
    for (const [fields, message] of cases) {
      const answer = await comment("FLD-ADMIN", id, fields);
      expect([answer.status, answer.data.message], JSON.stringify(fields)).toEqual([400, message]);
    }
    expect(await database.db.select().from(postComments).where(eq(postComments.postId, id))).toEqual([]);
  });

  it("lets the author alone edit or delete, within 15 minutes; a client cannot reach an internal one", async () => {
    const id = await awaitingPost();
    const mine = await comment("FLD-FRLN1", id, { body: "First try", visibility: "shared" });
    const internal = await comment("FLD-ADMIN", id, { body: "Agency note", visibility: "internal" });
    const at = `${postPage(id)}/comments`;
    const notYours = await post("FLD-ADMIN", at, { intent: "edit-comment", commentId: mine.data.id, body: "Hijack" });
    expect([notYours.status, notYours.data.message]).toEqual([403, "You can only edit or delete your own comments"]);
    const hidden = await post("FLD-CLNT1", at, { intent: "delete-comment", commentId: internal.data.id });
    expect([hidden.status, hidden.data.message]).toEqual([404, "Comment not found"]);
    const edited = await post("FLD-FRLN1", at, { intent: "edit-comment", commentId: mine.data.id, body: "Second try" });
    expect([edited.status, edited.data.message]).toEqual([200, "Comment updated"]);

    await database.db
      .update(postComments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(postComments.id, mine.data.id));
    const late = await post("FLD-FRLN1", at, { intent: "delete-comment", commentId: mine.data.id });
    expect([late.status, late.data.message]).toEqual([
      403,
      "A comment can be edited or deleted only within 15 minutes of posting it",
    ]);
    const gone = await post("FLD-ADMIN", at, { intent: "delete-comment", commentId: internal.data.id });
    expect([gone.status, gone.data.message]).toEqual([200, "Comment deleted"]);
    const left = await database.db.select().from(postComments).where(eq(postComments.postId, id));
    expect(left.map((c) => c.body)).toEqual(["Second try"]);
  });
});

describe("the post alerts job", () => {
  const HOUR = 60 * 60_000;
  const alertsOf = (id: string, kind: "post-reminder" | "post-overdue") =>
    database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, kind), eq(notifications.link, postPage(id))));

  it("reminds the client once at 48 hours, not at 49, and mails it as they chose", async () => {
    const id = await awaitingPost("10");
    const { scheduledAt } = await row(id);
    await runPostAlerts(database.db, new Date(scheduledAt.getTime() - 49 * HOUR));
    expect(await alertsOf(id, "post-reminder")).toEqual([]);
    await runPostAlerts(database.db, new Date(scheduledAt.getTime() - 48 * HOUR));
    await runPostAlerts(database.db, new Date(scheduledAt.getTime() - 47 * HOUR));
    const sent = await alertsOf(id, "post-reminder");
    expect(sent.map((n) => [n.userId, n.title, n.mail])).toEqual([
      [ids["FLD-CLNT1"], "Waiting for your approval: Gift boxes are back", "instant"],
    ]);
    while ((await sendInstantMails(database.db, testEnv())) > 0);
    const [client] = await database.db.select().from(users).where(eq(users.flideskId, "FLD-CLNT1"));
    const mails = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, client?.email ?? ""), eq(outbox.subject, sent[0]?.title ?? "")));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.html).toContain(postPage(id));
  });

  it("follows the client's choice on the profile: off leaves the bell only", async () => {
    const saved = await post("FLD-CLNT1", "/dashboard/profile/notifications", {
      intent: "notifications",
      update: "instant",
      status: "instant",
      comment: "off",
      project: "off",
      ticket: "instant",
      post: "instant",
      "post-reminder": "off",
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    const id = await awaitingPost("11");
    await runPostAlerts(database.db, new Date((await row(id)).scheduledAt.getTime() - 24 * HOUR));
    expect((await alertsOf(id, "post-reminder")).map((n) => n.mail)).toEqual(["off"]);
  });

  it("tells the admins once of a post unapproved at its time, and not of an approved one", async () => {
    const late = await awaitingPost("12");
    const approved = await awaitingPost("12");
    await move("FLD-CLNT1", approved, "approve");
    const { scheduledAt } = await row(late);
    await runPostAlerts(database.db, new Date(scheduledAt.getTime() - 60_000));
    expect(await alertsOf(late, "post-overdue")).toEqual([]);
    await runPostAlerts(database.db, scheduledAt);
    await runPostAlerts(database.db, new Date(scheduledAt.getTime() + HOUR));
    const admins = await database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const told = await alertsOf(late, "post-overdue");
    expect(told.map((n) => n.userId).sort()).toEqual(admins.map((a) => a.id).sort());
    expect(told[0]?.body).toContain("is still Awaiting client");
    expect(await alertsOf(approved, "post-overdue")).toEqual([]);
  });

  it("sends once when two runs meet (the job's lock and the alert's key)", async () => {
    const id = await awaitingPost("13");
    const at = new Date((await row(id)).scheduledAt.getTime() - 30 * HOUR);
    const runs = await Promise.all([runPostAlerts(database.db, at), runPostAlerts(database.db, at)]);
    expect(runs.filter((r) => r !== null && r.reminded > 0)).toHaveLength(1);
    expect(await alertsOf(id, "post-reminder")).toHaveLength(1);
  });
});
