import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, notifications, projects, projectUpdates, updateComments, updateDecisions, users } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import type { AdminActionData } from "~/features/admin/messages";
import { deleteComment, editComment } from "~/features/projects/comments.server";
import { englishCommentAnswers as m } from "~/features/projects/comments-schema.server";
import { projectAnswers } from "~/features/projects/messages";
import { listUpdateThreads } from "~/features/projects/threads.server";
import { englishTexts } from "~/lib/actor-texts.server";
import { type RequestContext, storageContext } from "~/lib/context.server";
import { action as commentsAction } from "~/routes/dashboard/comments";
import { loader as screenshotLoader } from "~/routes/dashboard/screenshots";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { adminFormPath, callPortal, loadPortal, portalPost } from "../setup/portal";
import { callRoute } from "../setup/route";
import { testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { ids, cookies } = setUpSignedInUsers(database);

// One context for the file: its storage holds the images that later requests read back.
let shared: RequestContext | undefined;
const context = () => {
  shared ??= testContext(database);
  return shared;
};

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1,
]);
const MINUTE = 60_000;

type Answer = { status: number; body: { ok: boolean; message: string } };

/** A write on /dashboard/comments as `who` (multipart, as the page sends it). */
async function post(who: string, fields: Record<string, string>, file?: Blob): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("image", file, "picture.png");
  const request = new Request("http://localhost:3000/dashboard/comments", {
    method: "POST",
    headers: { Cookie: cookies[who] ?? "" },
    body,
  });
  const { response } = await callRoute(commentsAction, request, context());
  if (!response) throw new Error("the comments action answered no Response");
  return { status: response.status, body: await response.json() };
}

const comment = (who: string, updateId: string, text: string, file?: Blob) =>
  post(who, { intent: "comment", updateId, body: text }, file);

/**
 * What a portal page gives `who` (its layouts' and its own loaders' data), as text: a comment is on it or not. The
 * client's My Projects unless told; a notification's `?tab=` link is followed to the page it leads this role to.
 */
async function dashboardText(who: string, path = "/dashboard/projects") {
  const { data } = await loadPortal(path, cookies[who], context());
  return JSON.stringify(data);
}

/** The action of the admin page that runs the form (decision 32), as FLD-ADMIN. */
async function admin(fields: Record<string, string>) {
  const request = portalPost(adminFormPath(fields.intent ?? ""), cookies["FLD-ADMIN"], fields);
  const answer = await callPortal(request, context());
  return { status: answer.status, data: answer.data as AdminActionData };
}

async function sessionUser(deskId: string): Promise<SessionUser> {
  const [row] = await database.db.select().from(users).where(eq(users.flideskId, deskId));
  if (!row) throw new Error(`no user ${deskId}`);
  return {
    id: row.id,
    flideskId: row.flideskId,
    email: row.email,
    locale: row.locale,
    role: row.role,
    displayName: row.displayName,
    name: row.displayName ?? row.flideskId,
  };
}

/** A new in-progress project of `client` with `freelancer`, and one update on it: each test gets its own. */
async function freshProject(client: string, freelancer: string, updates = 1) {
  const [project] = await database.db
    .insert(projects)
    .values({
      title: `Test project ${crypto.randomUUID().slice(0, 8)}`,
      clientId: ids[client] ?? "",
      assignedFreelancerId: ids[freelancer] ?? "",
      status: "in_progress",
      progress: 50,
    })
    .returning();
  if (!project) throw new Error("no project");
  const updateIds: string[] = [];
  for (let i = 0; i < updates; i++) {
    const [row] = await database.db
      .insert(projectUpdates)
      .values({
        projectId: project.id,
        updatedBy: ids[freelancer] ?? "",
        progress: 50 + i,
        notes: `Update ${i + 1}`,
        createdAt: new Date(Date.now() - (updates - i) * MINUTE),
      })
      .returning({ id: projectUpdates.id });
    if (row) updateIds.push(row.id);
  }
  return { project, updateIds, updateId: updateIds.at(-1) ?? "" };
}

const commentRow = async (body: string) =>
  (await database.db.select().from(updateComments).where(eq(updateComments.body, body)))[0];

describe("comments on progress updates: who may read and write them", () => {
  it("the project's client, its freelancer and admins comment and read; another client or freelancer gets 404 and never sees them", async () => {
    const { updateId, project } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    for (const who of ["FLD-CLNT1", "FLD-FRLN1", "FLD-ADMIN"]) {
      const answer = await comment(who, updateId, `Marker ${who} 7f3a`);
      expect(answer, who).toEqual({ status: 200, body: { ok: true, message: m.commentAdded } });
    }
    for (const who of ["FLD-CLNT2", "FLD-FRLN2"]) {
      const answer = await comment(who, updateId, `Marker ${who} 7f3a`);
      expect(answer, who).toEqual({ status: 404, body: { ok: false, message: m.updateNotFound } });
    }
    // The link of a notification (`?update=`) keeps the update on the freelancer's short list too; the project's
    // own page shows the thread to each role that may see the project, and is a 404 to anyone else.
    const link = `/dashboard?tab=projects&update=${updateId}`;
    for (const who of ["FLD-CLNT1", "FLD-FRLN1", "FLD-ADMIN"]) {
      for (const path of [link, `/dashboard/projects/${project.id}`]) {
        const text = await dashboardText(who, path);
        expect(text, `${who} ${path}`).toContain("Marker FLD-CLNT1 7f3a");
        expect(text, `${who} ${path}`).toContain("Marker FLD-ADMIN 7f3a");
      }
    }
    for (const who of ["FLD-CLNT2", "FLD-FRLN2"]) {
      expect(await dashboardText(who, link), who).not.toContain("7f3a");
      const page = await loadPortal(`/dashboard/projects/${project.id}`, cookies[who], context());
      expect(page.status, who).toBe(404);
      expect(JSON.stringify(page), who).not.toContain("7f3a");
    }
    // Newest last, with the author's name (or desk ID) and role.
    const [first, , last] = JSON.parse(await dashboardText("FLD-CLNT1")).updates.find(
      (u: { id: string }) => u.id === updateId,
    ).comments;
    expect(first).toMatchObject({
      author: "Dilani Perera",
      role: "client",
      body: "Marker FLD-CLNT1 7f3a",
      canChange: true,
    });
    expect(last).toMatchObject({ role: "admin", body: "Marker FLD-ADMIN 7f3a", canChange: false });
  });

  it("a freelancer no longer assigned to the project can no longer comment", async () => {
    const { project, updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    await database.db
      .update(projects)
      .set({ assignedFreelancerId: ids["FLD-FRLN2"] })
      .where(eq(projects.id, project.id));
    expect((await comment("FLD-FRLN1", updateId, "Still here?")).status).toBe(404);
    expect((await comment("FLD-FRLN2", updateId, "Taking over")).status).toBe(200);
  });

  it("a comment posted as a page (no JavaScript) goes back to its update; a refusal is told in plain words", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const send = async (text: string) => {
      const body = new FormData();
      body.set("intent", "comment");
      body.set("updateId", updateId);
      body.set("body", text);
      const headers = { Cookie: cookies["FLD-CLNT1"] ?? "", Accept: "text/html,application/xhtml+xml" };
      const request = new Request("http://localhost:3000/dashboard/comments", { method: "POST", headers, body });
      return (await callRoute(commentsAction, request, context())).response;
    };
    const done = await send("Posted without JavaScript");
    expect(done?.status).toBe(303);
    expect(done?.headers.get("Location")).toBe(`/dashboard?tab=projects&update=${updateId}#update-${updateId}`);
    const refused = await send("");
    expect(refused?.status).toBe(400);
    expect(await refused?.text()).toBe(m.commentRequired);
  });

  it("without a session the write is sent to sign in", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const body = new FormData();
    body.set("intent", "comment");
    body.set("updateId", updateId);
    body.set("body", "anonymous");
    const request = new Request("http://localhost:3000/dashboard/comments", { method: "POST", body });
    const result = await callRoute(commentsAction, request, context()).catch((thrown: Response) => ({
      status: thrown.status,
    }));
    expect(result.status).toBe(302);
    expect(await commentRow("anonymous")).toBeUndefined();
  });

  it("an image is stored after a content check and served only to those who may see the project", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const answer = await comment("FLD-FRLN1", updateId, "See the header", new Blob([PNG], { type: "image/png" }));
    expect(answer.status).toBe(200);
    const key = (await commentRow("See the header"))?.image ?? "";
    expect(key).toMatch(/\.png$/);
    const read = async (who: string) => {
      const request = new Request(`http://localhost:3000/dashboard/screenshots/${key}`, {
        headers: { Cookie: cookies[who] ?? "" },
      });
      const { response } = await callRoute(screenshotLoader, request, context(), { "*": key });
      return response;
    };
    const owner = await read("FLD-CLNT1");
    expect(owner?.status).toBe(200);
    expect(new Uint8Array((await owner?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG);
    expect((await read("FLD-CLNT2"))?.status).toBe(404);
    expect((await read("FLD-FRLN2"))?.status).toBe(404);
  });
});

describe("comments: bad input is a 4xx with a message, and nothing is written", () => {
  it.each([
    ["an empty comment", { body: "" }, 400, m.commentRequired],
    ["only spaces and line breaks", { body: "  \r\n \n " }, 400, m.commentRequired],
    ["5,001 characters", { body: "x".repeat(5001) }, 400, m.commentTooLong],
    ["an unknown update", { updateId: "11111111-1111-4111-8111-111111111111" }, 404, m.updateNotFound],
    ["a malformed update id", { updateId: "not-an-id" }, 404, m.updateNotFound],
    ["no update id", { updateId: "" }, 404, m.updateNotFound],
    ["an unknown form", { intent: "shout" }, 400, m.unknownForm],
  ])("%s", async (_, fields, status, message) => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const before = await database.db.select().from(updateComments);
    const answer = await post("FLD-CLNT1", { intent: "comment", updateId, body: "fine", ...fields });
    expect(answer).toEqual({ status, body: { ok: false, message } });
    expect(await database.db.select().from(updateComments)).toHaveLength(before.length);
  });

  it("refuses a file that is not an image, whatever its stated type, and one over 5 MB", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const html = new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" });
    expect(await comment("FLD-CLNT1", updateId, "with html", html)).toEqual({
      status: 400,
      body: { ok: false, message: m.onlyImages },
    });
    const big = new Blob([PNG, new Uint8Array(5 * 1024 * 1024)], { type: "image/png" });
    expect(await comment("FLD-CLNT1", updateId, "with a big one", big)).toEqual({
      status: 400,
      body: { ok: false, message: m.imageTooLarge },
    });
    expect(await commentRow("with html")).toBeUndefined();
  });

  it("keeps 5,000 characters and the line breaks, as text", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const long = `${"y".repeat(4990)}\r\n<b>bold</b>`.slice(0, 5001);
    expect(long.replace(/\r\n/g, "\n")).toHaveLength(5000);
    expect((await comment("FLD-CLNT1", updateId, long)).status).toBe(200);
    const stored = await database.db.select().from(updateComments).where(eq(updateComments.updateId, updateId));
    expect(stored[0]?.body).toBe(long.replace(/\r\n/g, "\n"));
  });
});

describe("editing and deleting a comment", () => {
  it("only the author, only within 15 minutes (the server's clock decides), else 403 with the reason", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    await comment("FLD-CLNT1", updateId, "First thought");
    const row = await commentRow("First thought");
    const commentId = row?.id ?? "";
    const createdAt = row?.createdAt ?? new Date();
    expect(await post("FLD-FRLN1", { intent: "edit-comment", commentId, body: "hijack" })).toEqual({
      status: 403,
      body: { ok: false, message: m.notYours },
    });
    expect((await post("FLD-ADMIN", { intent: "delete-comment", commentId })).status).toBe(403);
    expect((await post("FLD-CLNT2", { intent: "delete-comment", commentId })).status).toBe(404);
    expect((await post("FLD-CLNT1", { intent: "edit-comment", commentId: "nope", body: "x" })).status).toBe(404);
    expect((await post("FLD-CLNT1", { intent: "edit-comment", commentId, body: "" })).status).toBe(400);

    const client = await sessionUser("FLD-CLNT1");
    const atEdge = new Date(createdAt.getTime() + 15 * MINUTE);
    expect((await editComment(database.db, client, { commentId, body: "Second thought" }, atEdge)).ok).toBe(true);
    const late = new Date(createdAt.getTime() + 15 * MINUTE + 1);
    expect(await editComment(database.db, client, { commentId, body: "Third" }, late)).toMatchObject({
      ok: false,
      problem: { kind: "forbidden", message: m.editWindowOver },
    });
    expect(await deleteComment(database.db, context().get(storageContext), client, { commentId }, late)).toMatchObject({
      ok: false,
      problem: { kind: "forbidden", message: m.editWindowOver },
    });
    const [edited] = await database.db.select().from(updateComments).where(eq(updateComments.id, commentId));
    expect(edited).toMatchObject({ body: "Second thought", editedAt: atEdge });

    // Through the route, on the real clock: a comment posted 16 minutes ago is past its window.
    await database.db
      .update(updateComments)
      .set({ createdAt: new Date(Date.now() - 16 * MINUTE) })
      .where(eq(updateComments.id, commentId));
    expect(await post("FLD-CLNT1", { intent: "delete-comment", commentId })).toEqual({
      status: 403,
      body: { ok: false, message: m.editWindowOver },
    });
    expect(
      JSON.parse(await dashboardText("FLD-CLNT1")).updates.find((u: { id: string }) => u.id === updateId),
    ).toMatchObject({ comments: [{ id: commentId, canChange: false }] });
  });

  it("the author edits and deletes within the window; a deleted comment's image goes too", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    await comment("FLD-FRLN1", updateId, "Draft note", new Blob([PNG], { type: "image/png" }));
    const row = await commentRow("Draft note");
    const commentId = row?.id ?? "";
    expect(await post("FLD-FRLN1", { intent: "edit-comment", commentId, body: "Final note" })).toEqual({
      status: 200,
      body: { ok: true, message: m.commentEdited },
    });
    expect(await post("FLD-FRLN1", { intent: "delete-comment", commentId })).toEqual({
      status: 200,
      body: { ok: true, message: m.commentDeleted },
    });
    expect(await database.db.select().from(updateComments).where(eq(updateComments.id, commentId))).toEqual([]);
    expect(
      await context()
        .get(storageContext)
        .get(row?.image ?? ""),
    ).toBeNull();
  });
});

describe("decisions on updates", () => {
  it("only the project's client decides: its freelancer and admins 403, another client 404", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    for (const who of ["FLD-FRLN1", "FLD-ADMIN"])
      expect(await post(who, { intent: "approve", updateId }), who).toEqual({
        status: 403,
        body: { ok: false, message: m.clientOnly },
      });
    expect((await post("FLD-CLNT2", { intent: "approve", updateId })).status).toBe(404);
    expect((await post("FLD-FRLN2", { intent: "request-changes", updateId, reason: "x" })).status).toBe(404);
    expect(await database.db.select().from(updateDecisions).where(eq(updateDecisions.updateId, updateId))).toEqual([]);
  });

  it("a change request needs a reason of at most 2,000 characters", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    expect(await post("FLD-CLNT1", { intent: "request-changes", updateId })).toEqual({
      status: 400,
      body: { ok: false, message: m.reasonRequired },
    });
    expect(await post("FLD-CLNT1", { intent: "request-changes", updateId, reason: "z".repeat(2001) })).toEqual({
      status: 400,
      body: { ok: false, message: m.reasonTooLong },
    });
    expect((await post("FLD-CLNT1", { intent: "approve", updateId: "bad" })).status).toBe(404);
  });

  it("a Sinhala reader's refusals come back in Sinhala (their profile's language), in English again once unset", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const speaks = (locale: "si" | null) =>
      database.db.update(users).set({ locale }).where(eq(users.flideskId, "FLD-CLNT1"));
    await speaks("si");
    try {
      expect(await comment("FLD-CLNT1", updateId, "  ")).toEqual({
        status: 400,
        body: { ok: false, message: "පළමුව අදහසක් ලියන්න" },
      });
      expect(await post("FLD-CLNT1", { intent: "request-changes", updateId, reason: "z".repeat(2001) })).toEqual({
        status: 400,
        body: { ok: false, message: "හේතුවේ අකුරු 2,000කට වඩා තිබිය නොහැක" },
      });
    } finally {
      await speaks(null);
    }
    expect((await comment("FLD-CLNT1", updateId, "")).body.message).toBe(m.commentRequired);
  });

  it("a Tamil reader is refused and answered in Tamil: another's comment, a freelancer's decision, their own comment", async () => {
    const { updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    await comment("FLD-CLNT1", updateId, "A client's thought 5c1e");
    const commentId = (await commentRow("A client's thought 5c1e"))?.id ?? "";
    const speaks = (locale: "ta" | null) =>
      database.db.update(users).set({ locale }).where(eq(users.flideskId, "FLD-FRLN1"));
    await speaks("ta");
    try {
      expect(await post("FLD-FRLN1", { intent: "edit-comment", commentId, body: "hijack" })).toEqual({
        status: 403,
        body: { ok: false, message: "உங்கள் சொந்தக் கருத்துகளை மட்டுமே திருத்தவோ நீக்கவோ முடியும்" },
      });
      expect(await post("FLD-FRLN1", { intent: "approve", updateId })).toEqual({
        status: 403,
        body: {
          ok: false,
          message: "திட்டத்தின் வாடிக்கையாளர் மட்டுமே புதுப்பிப்புக்கு ஒப்புதல் அளிக்கவோ மாற்றங்களைக் கோரவோ முடியும்",
        },
      });
      expect(await post("FLD-FRLN1", { intent: "shout", updateId })).toMatchObject({
        status: 400,
        body: { message: "அறியப்படாத படிவம்" },
      });
      expect(await comment("FLD-FRLN1", updateId, "A freelancer's note 5c1e")).toMatchObject({
        status: 200,
        body: { ok: true, message: "கருத்து சேர்க்கப்பட்டது" },
      });
    } finally {
      await speaks(null);
    }
    expect((await post("FLD-FRLN1", { intent: "approve", updateId })).body.message).toBe(m.clientOnly);
  });

  it("one decision per update, the latest kept; each in the audit log; every role sees it; undecided first for the freelancer", async () => {
    const { project, updateIds } = await freshProject("FLD-CLNT1", "FLD-FRLN1", 2);
    const [older = "", newer = ""] = updateIds;
    expect(await post("FLD-CLNT1", { intent: "approve", updateId: newer })).toEqual({
      status: 200,
      body: { ok: true, message: m.approved },
    });
    const reason = "The logo is too small\non the phone";
    expect(await post("FLD-CLNT1", { intent: "request-changes", updateId: newer, reason })).toEqual({
      status: 200,
      body: { ok: true, message: m.changesRequested },
    });
    const decisions = await database.db.select().from(updateDecisions).where(eq(updateDecisions.updateId, newer));
    expect(decisions).toEqual([expect.objectContaining({ decision: "changes-requested", reason })]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, project.id))
      .orderBy(desc(auditLog.at));
    expect(audit.map((a) => a.action)).toEqual(["update-changes-requested", "update-approved"]);
    expect(audit[0]).toMatchObject({ actorDeskId: "FLD-CLNT1", detail: { updateId: newer, reason } });

    for (const who of ["FLD-CLNT1", "FLD-FRLN1", "FLD-ADMIN"]) {
      const data = JSON.parse(await dashboardText(who, `/dashboard?tab=projects&update=${newer}`));
      const decided = data.updates.find((u: { id: string }) => u.id === newer);
      expect(decided.decision, who).toMatchObject({ decision: "changes-requested", reason, by: "Dilani Perera" });
      expect(decided.canDecide, who).toBe(who === "FLD-CLNT1");
      // The client reads newest first; the freelancer and admins the undecided update first.
      const threads = await listUpdateThreads(database.db, await sessionUser(who), [project.id]);
      expect(
        threads.map((u) => u.id),
        who,
      ).toEqual(who === "FLD-CLNT1" ? [newer, older] : [older, newer]);
    }
  });
});

describe("live", () => {
  it("a comment, its edit and a decision each announce the project's `update` change on commit; a refused one nothing", async () => {
    const { project, updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const heard: { kind: string; projectId?: string; clientId?: string; freelancerIds?: string[] }[] = [];
    const stop = await database.listen("fld_changes", (payload) => heard.push(JSON.parse(payload)));
    try {
      const ofProject = () => heard.filter((c) => c.kind === "update" && c.projectId === project.id);
      await comment("FLD-CLNT2", updateId, "refused");
      await comment("FLD-FRLN1", updateId, "Heard live");
      const commentId = (await commentRow("Heard live"))?.id ?? "";
      await post("FLD-FRLN1", { intent: "edit-comment", commentId, body: "Heard live, edited" });
      await post("FLD-CLNT1", { intent: "approve", updateId });
      await expect.poll(() => ofProject().length).toBe(3);
      expect(ofProject()[0]).toEqual({
        kind: "update",
        projectId: project.id,
        clientId: ids["FLD-CLNT1"],
        freelancerIds: [ids["FLD-FRLN1"]],
      });
    } finally {
      await stop();
    }
  });
});

describe("notifications", () => {
  const bell = async (deskId: string, kind: string, link: string) =>
    database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids[deskId] ?? ""),
          eq(notifications.kind, kind as "comment"),
          eq(notifications.link, link),
        ),
      );

  it("a comment tells everyone else on the project; an approval and a change request tell the freelancer and admins", async () => {
    const { project, updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const link = `/dashboard/projects/${project.id}#update-${updateId}`;
    await comment("FLD-CLNT1", updateId, "Looks great");
    expect(await bell("FLD-FRLN1", "comment", link)).toEqual([
      expect.objectContaining({ body: "Looks great", title: expect.stringContaining("New comment on Test project") }),
    ]);
    expect(await bell("FLD-ADMIN", "comment", link)).toHaveLength(1);
    for (const who of ["FLD-CLNT1", "FLD-CLNT2", "FLD-FRLN2"])
      expect(await bell(who, "comment", link), who).toEqual([]);
    await comment("FLD-ADMIN", updateId, "Noted");
    expect(await bell("FLD-CLNT1", "comment", link)).toHaveLength(1);
    expect(await bell("FLD-ADMIN", "comment", link)).toHaveLength(1);

    await post("FLD-CLNT1", { intent: "approve", updateId });
    await post("FLD-CLNT1", { intent: "request-changes", updateId, reason: "Bigger buttons" });
    for (const who of ["FLD-FRLN1", "FLD-ADMIN"]) {
      expect(await bell(who, "approval", link), who).toHaveLength(1);
      expect(await bell(who, "change-request", link), who).toEqual([
        expect.objectContaining({ body: "Bigger buttons" }),
      ]);
    }
    expect(await bell("FLD-CLNT1", "approval", link)).toEqual([]);
    expect(await bell("FLD-FRLN2", "change-request", link)).toEqual([]);
  });

  it("each reader is told in their own language: a Tamil freelancer in Tamil, a Sinhala one in Sinhala, the English admin in English", async () => {
    const { project, updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const link = `/dashboard/projects/${project.id}#update-${updateId}`;
    const freelancer = ids["FLD-FRLN1"] ?? "";
    const title = (rows: { title: string }[]) => rows.map((row) => row.title);
    await database.db.update(users).set({ locale: "ta" }).where(eq(users.id, freelancer));
    try {
      await comment("FLD-CLNT1", updateId, "Looks great");
      expect(title(await bell("FLD-FRLN1", "comment", link))).toEqual([`${project.title} இல் புதிய கருத்து`]);
      expect(title(await bell("FLD-ADMIN", "comment", link))).toEqual([`New comment on ${project.title}`]);
      await database.db.update(users).set({ locale: "si" }).where(eq(users.id, freelancer));
      await post("FLD-CLNT1", { intent: "approve", updateId });
      await post("FLD-CLNT1", { intent: "request-changes", updateId, reason: "Bigger buttons" });
      expect(title(await bell("FLD-FRLN1", "approval", link))).toEqual([`${project.title} හි යාවත්කාලීනය අනුමත කළා`]);
      expect(await bell("FLD-FRLN1", "change-request", link)).toEqual([
        // What the client wrote stays as written.
        expect.objectContaining({ title: `${project.title} සඳහා වෙනස්කම් ඉල්ලා ඇත`, body: "Bigger buttons" }),
      ]);
      expect(title(await bell("FLD-ADMIN", "approval", link))).toEqual([`Update approved on ${project.title}`]);
      expect(title(await bell("FLD-ADMIN", "change-request", link))).toEqual([`Changes requested on ${project.title}`]);
    } finally {
      await database.db.update(users).set({ locale: null }).where(eq(users.id, freelancer));
    }
  });

  it("a refused write tells nobody", async () => {
    const { project, updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    const link = `/dashboard/projects/${project.id}#update-${updateId}`;
    await post("FLD-FRLN1", { intent: "approve", updateId });
    await comment("FLD-CLNT2", updateId, "Not mine");
    expect(await database.db.select().from(notifications).where(eq(notifications.link, link))).toEqual([]);
  });
});

describe("completing a project needs the client's approval of its latest update", () => {
  const complete = (projectId: string, override = false) =>
    admin({ intent: "set-status", projectId, status: "completed", ...(override ? { override: "on" } : {}) });
  const auditOf = async (projectId: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.targetId, projectId)).orderBy(desc(auditLog.at))).map(
      (a) => a.action,
    );
  const statusOf = async (projectId: string) =>
    (await database.db.select().from(projects).where(eq(projects.id, projectId)))[0]?.status;

  it("refuses (409) while the latest update is undecided, has changes requested, or only an older one is approved", async () => {
    const { project, updateIds } = await freshProject("FLD-CLNT1", "FLD-FRLN1", 2);
    const [older = "", newer = ""] = updateIds;
    const refused = {
      status: 409,
      data: { ok: false, intent: "set-status", message: projectAnswers(englishTexts.m).completionNeedsApproval },
    };
    expect(await complete(project.id)).toEqual(refused);
    await post("FLD-CLNT1", { intent: "approve", updateId: older });
    expect(await complete(project.id)).toEqual(refused);
    await post("FLD-CLNT1", { intent: "request-changes", updateId: newer, reason: "Fix the footer" });
    expect(await complete(project.id)).toEqual(refused);
    expect(await statusOf(project.id)).toBe("in_progress");
    expect(await auditOf(project.id)).not.toContain("project-status-changed");
  });

  it("completes once the latest update is approved, recorded as a status change", async () => {
    const { project, updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    await post("FLD-CLNT1", { intent: "approve", updateId });
    expect(await complete(project.id)).toMatchObject({ status: 200, data: { ok: true } });
    expect(await statusOf(project.id)).toBe("completed");
    expect((await auditOf(project.id))[0]).toBe("project-status-changed");
  });

  it("completes without approval only with the override, which the audit log records", async () => {
    const { project, updateId } = await freshProject("FLD-CLNT2", "FLD-FRLN2");
    expect((await complete(project.id)).status).toBe(409);
    expect(await complete(project.id, true)).toMatchObject({ status: 200, data: { ok: true } });
    expect(await statusOf(project.id)).toBe("completed");
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, project.id), eq(auditLog.action, "project-completed-override")));
    expect(row).toMatchObject({
      actorDeskId: "FLD-ADMIN",
      detail: { from: "in_progress", to: "completed", updateId, decision: null },
    });
    // A project without any update is completed by the override alone too.
    const bare = await freshProject("FLD-CLNT2", "FLD-FRLN2", 0);
    expect((await complete(bare.project.id)).status).toBe(409);
    expect((await complete(bare.project.id, true)).status).toBe(200);
  });

  it("other status changes need no approval, and a ticked override on an approved update is a plain completion", async () => {
    const { project, updateId } = await freshProject("FLD-CLNT1", "FLD-FRLN1");
    expect((await admin({ intent: "set-status", projectId: project.id, status: "testing" })).status).toBe(200);
    await post("FLD-CLNT1", { intent: "approve", updateId });
    expect((await complete(project.id, true)).status).toBe(200);
    expect(await auditOf(project.id)).not.toContain("project-completed-override");
    expect(
      (await admin({ intent: "set-status", projectId: project.id, status: "completed", override: "yes" })).status,
    ).toBe(400);
  });
});
