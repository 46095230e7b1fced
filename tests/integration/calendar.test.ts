// The content calendar (issue 31) through the real route tree: who may see and do what, every move of a post's
// workflow and its refusals, the caption limits, the quota, approve-all, and two decisions on one post at once.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, postEvents, posts, postVariants, projects, rateLimits, users } from "#db/schema";
import { monthOf, neighbours } from "~/features/calendar/colombo-time";
import { loadPortalTexts } from "~/lib/portal-texts";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, portalPost } from "../setup/portal";
import { testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });

// A freelancer who works on none of FLD-CLNT1's projects (both demo freelancers do).
beforeAll(async () => {
  await database.db.insert(users).values({ flideskId: "FLD-FRLN9", email: "frln9@test.demo", role: "freelancer" });
});
const { ids, cookies } = setUpSignedInUsers(database);
const context = () => testContext(database);

const thisMonth = monthOf(new Date());
const nextMonth = neighbours(thisMonth).next;

const get = (who: string | null, path: string) =>
  callPortal(
    new Request(new URL(path, "http://localhost:3000"), { headers: who ? { Cookie: cookies[who] ?? "" } : {} }),
    context(),
  );
const post = (who: string | null, path: string, fields: Record<string, string>) =>
  callPortal(portalPost(path, who ? cookies[who] : undefined, fields), context());

const postPath = (id: string) => `/dashboard/calendar/posts/${id}`;

/** A new post on FLD-CLNT1's calendar next month, by `who`; its id. */
async function newPost(who = "FLD-FRLN1", extra: Record<string, string> = {}) {
  const answer = await post(who, "/dashboard/calendar?client=FLD-CLNT1", {
    intent: "create",
    title: "Gift boxes are back",
    scheduledAt: `${nextMonth}-15T09:30`,
    platforms: "Instagram",
    "caption-instagram": "Our gift boxes are back for the season. #ceylontea",
    "hashtags-instagram": "#giftbox srilanka",
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  const id = /\/posts\/([0-9a-f-]{36})$/.exec(answer.location ?? "")?.[1];
  if (!id) throw new Error(`no post created: ${answer.location}`);
  return id;
}

async function versionOf(id: string) {
  const [row] = await database.db
    .select({ version: posts.version, status: posts.status })
    .from(posts)
    .where(eq(posts.id, id));
  if (!row) throw new Error("post missing");
  return row;
}

/** A move of the post by `who`, made on the version the post has now. */
async function move(who: string, id: string, name: string, extra: Record<string, string> = {}) {
  const { version } = await versionOf(id);
  return post(who, postPath(id), { intent: "move", move: name, version: String(version), ...extra });
}

/** A post taken to Awaiting client by its writer and an admin. */
async function awaitingPost() {
  const id = await newPost();
  expect((await move("FLD-FRLN1", id, "submit")).status).toBe(200);
  expect((await move("FLD-ADMIN", id, "send")).status).toBe(200);
  return id;
}

describe("the demo calendar", () => {
  it("gives FLD-CLNT1 this month's 30 posts on the Growth plan's four platforms, in mixed states", async () => {
    const page = await get("FLD-CLNT1", `/dashboard/calendar?month=${thisMonth}`);
    expect(page.status).toBe(200);
    expect(page.data.calendar.posts).toHaveLength(30);
    expect(page.data.calendar.quota).toMatchObject({ used: 30, promised: 30, platformsUsed: 4, platformLimit: 4 });
    expect(new Set(page.data.calendar.posts.map((p: { status: string }) => p.status)).size).toBeGreaterThanOrEqual(8);
    expect(page.data.calendar.plan.platforms).toEqual(["Instagram", "Facebook", "LinkedIn", "TikTok"]);
    const [writer] = await database.db
      .select()
      .from(posts)
      .where(eq(posts.clientId, ids["FLD-CLNT1"] ?? ""))
      .limit(1);
    expect(writer?.assignedFreelancerId).toBe(ids["FLD-FRLN1"]);
  });

  it("filters the month by platform and status", async () => {
    const byStatus = await get("FLD-CLNT1", `/dashboard/calendar?month=${thisMonth}&status=awaiting_client`);
    expect(byStatus.data.calendar.posts.length).toBeGreaterThan(0);
    expect(byStatus.data.calendar.posts.every((p: { status: string }) => p.status === "awaiting_client")).toBe(true);
    const tiktok = await get("FLD-CLNT1", `/dashboard/calendar?month=${thisMonth}&platform=TikTok&view=list`);
    expect(tiktok.data.calendar.posts.length).toBeGreaterThan(0);
    expect(tiktok.data.calendar.posts.length).toBeLessThan(30);
    expect(tiktok.data.calendar.posts.every((p: { platforms: string[] }) => p.platforms.includes("TikTok"))).toBe(true);
  });

  it("answers a malformed address with a 400 that says what is wrong", async () => {
    for (const [query, message] of [
      ["month=2026-13", "Give the month as 2026-11."],
      ["view=week2", "The view is month, week or list."],
      ["status=lost", "Choose one of the statuses."],
      ["platform=MySpace", "Choose one of the platforms."],
    ]) {
      const page = await get("FLD-CLNT1", `/dashboard/calendar?${query}`);
      expect(page.status, query).toBe(400);
      expect(page.error, query).toBe(message);
    }
  });
});

describe("who may see a calendar and a post", () => {
  it("shows a client their own calendar only, whatever the address names", async () => {
    const own = await get("FLD-CLNT1", "/dashboard/calendar?client=FLD-CLNT2");
    expect(own.data.calendar.client.flideskId).toBe("FLD-CLNT1");
    const other = await get("FLD-CLNT2", `/dashboard/calendar?month=${thisMonth}`);
    expect(other.data.calendar.client.flideskId).toBe("FLD-CLNT2");
    expect(other.data.calendar.posts).toHaveLength(0);
  });

  it("lets admins pick any client and freelancers the clients they work for; any other is a 404", async () => {
    expect((await get("FLD-ADMIN", "/dashboard/calendar?client=FLD-CLNT2")).status).toBe(200);
    expect((await get("FLD-FRLN1", "/dashboard/calendar?client=fld-clnt1")).status).toBe(200);
    expect((await get("FLD-FRLN9", "/dashboard/calendar?client=FLD-CLNT1")).status).toBe(404);
    expect((await get("FLD-ADMIN", "/dashboard/calendar?client=FLD-FRLN1")).status).toBe(404);
    expect((await get("FLD-ADMIN", "/dashboard/calendar?client=FLD-ZZZZZ")).status).toBe(404);
    const picker = await get("FLD-FRLN9", "/dashboard/calendar");
    expect([picker.status, picker.data.calendar, picker.data.clients]).toEqual([200, null, []]);
    const admins = await get("FLD-ADMIN", "/dashboard/calendar");
    expect(admins.data.clients.map((c: { flideskId: string }) => c.flideskId)).toEqual(["FLD-CLNT1", "FLD-CLNT2"]);
  });

  it("sends a visitor who is not signed in to sign in", async () => {
    for (const path of ["/dashboard/calendar", postPath("00000000-0000-4000-8000-000000000000")]) {
      const page = await get(null, path);
      expect(page.status, path).toBe(302);
      expect(page.location, path).toMatch(/^\/dashboard\/auth/);
    }
    const write = await post(null, "/dashboard/calendar", { intent: "create" });
    expect(write.status).toBe(302);
  });

  it("opens a post to its client, the client's freelancers and admins; to anyone else it is a 404", async () => {
    const id = await newPost();
    const seen: Record<string, number> = {};
    for (const who of ["FLD-CLNT1", "FLD-CLNT2", "FLD-FRLN1", "FLD-FRLN2", "FLD-FRLN9", "FLD-ADMIN"]) {
      seen[who] = (await get(who, postPath(id))).status;
    }
    expect(seen).toEqual({
      "FLD-CLNT1": 200,
      "FLD-CLNT2": 404,
      "FLD-FRLN1": 200,
      "FLD-FRLN2": 200,
      "FLD-FRLN9": 404,
      "FLD-ADMIN": 200,
    });
    expect((await get("FLD-ADMIN", postPath("not-a-uuid"))).status).toBe(404);
    // A move or an edit of a post one may not see is the same 404.
    expect((await move("FLD-CLNT2", id, "approve")).status).toBe(404);
    const edit = {
      intent: "edit",
      title: "Not yours",
      scheduledAt: `${nextMonth}-15T09:30`,
      platforms: "Instagram",
      "caption-instagram": "x",
    };
    expect((await post("FLD-FRLN9", postPath(id), edit)).status).toBe(404);
    expect((await post("FLD-CLNT2", postPath(id), edit)).status).toBe(404);
  });

  it("lets only admins and the client's writers create, and only the writer or an admin edit", async () => {
    const fields = {
      intent: "create",
      title: "Not mine",
      scheduledAt: `${nextMonth}-02T10:00`,
      platforms: "Instagram",
      "caption-instagram": "Hello",
    };
    expect((await post("FLD-CLNT1", "/dashboard/calendar", fields)).status).toBe(403);
    expect((await post("FLD-FRLN9", "/dashboard/calendar?client=FLD-CLNT1", fields)).status).toBe(404);
    expect((await post("FLD-ADMIN", "/dashboard/calendar?client=FLD-CLNT1", fields)).status).toBe(302);
    const id = await newPost();
    const edit = { ...fields, intent: "edit", title: "Edited title" };
    expect((await post("FLD-CLNT1", postPath(id), edit)).status).toBe(403);
    expect((await post("FLD-FRLN2", postPath(id), edit)).status).toBe(403);
    const saved = await post("FLD-FRLN1", postPath(id), edit);
    expect([saved.status, saved.data.message]).toEqual([200, "Post saved"]);
    const [row] = await database.db.select().from(posts).where(eq(posts.id, id));
    expect([row?.title, row?.version]).toEqual(["Edited title", 2]);
    // An edit made on the version before is refused, not applied over the newer one.
    const stale = await post("FLD-ADMIN", postPath(id), { ...edit, title: "Older", version: "1" });
    expect([stale.status, stale.data.message]).toEqual([
      409,
      "This post was changed by someone else meanwhile. Reload the page to see it as it is now.",
    ]);
  });
});

describe("captions and platforms", () => {
  const create = (extra: Record<string, string>) =>
    post("FLD-FRLN1", "/dashboard/calendar?client=FLD-CLNT1", {
      intent: "create",
      title: "Limits",
      scheduledAt: `${nextMonth}-03T10:00`,
      ...extra,
    });

  it("refuses a caption over its platform's limit, and Instagram's 31st hashtag", async () => {
    const long = await create({ platforms: "LinkedIn", "caption-linkedin": "a".repeat(3001) });
    expect([long.status, long.data.message]).toEqual([
      400,
      "LinkedIn allows 3,000 characters; this caption has 3,001.",
    ]);
    const fits = await create({ platforms: "LinkedIn", "caption-linkedin": "a".repeat(3000) });
    expect(fits.status).toBe(302);
    const tags = Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(" ");
    const many = await create({ platforms: "Instagram", "caption-instagram": "Hello", "hashtags-instagram": tags });
    expect([many.status, many.data.message]).toEqual([400, "Instagram allows at most 30 hashtags; this post has 31."]);
  });

  it("refuses in the writer's language: a freelancer who chose Tamil is told in Tamil", async () => {
    const writer = eq(users.flideskId, "FLD-FRLN1");
    await database.db.update(users).set({ locale: "ta" }).where(writer);
    try {
      const long = await create({ platforms: "LinkedIn", "caption-linkedin": "a".repeat(3001) });
      expect([long.status, long.data.message]).toEqual([
        400,
        "LinkedIn 3,000 எழுத்துகளை மட்டுமே அனுமதிக்கிறது; இந்தத் தலைப்புரையில் 3,001 எழுத்துகள் உள்ளன.",
      ]);
      // The toast of a move, with the status as the portal names it in Tamil.
      const moved = await move("FLD-FRLN1", await newPost(), "submit");
      const { m } = await loadPortalTexts("ta");
      expect([moved.status, moved.data.message]).toEqual([
        200,
        m.calendar_answer_moved({ status: m.calendar_status_in_review() }),
      ]);
      expect(moved.data.message).not.toMatch(/[A-Za-z]/);
    } finally {
      await database.db.update(users).set({ locale: null }).where(writer);
    }
  });

  it("refuses a platform the client did not choose, no platform, and a date that does not exist", async () => {
    const x = await create({ platforms: "X (Twitter)", "caption-x": "Hi" });
    expect([x.status, x.data.message]).toEqual([400, "X (Twitter) is not one of this client's platforms."]);
    const none = await create({});
    expect([none.status, none.data.message]).toEqual([400, "Write the post for at least one platform."]);
    const date = await create({ platforms: "Instagram", scheduledAt: `${nextMonth}-32T10:00` });
    expect([date.status, date.data.message]).toEqual([
      400,
      "Give the date and time in Sri Lanka time, such as 2026-11-05T09:30.",
    ]);
  });

  it("keeps the date as Sri Lanka time", async () => {
    const id = await newPost();
    const [row] = await database.db.select().from(posts).where(eq(posts.id, id));
    expect(row?.scheduledAt.toISOString()).toBe(`${nextMonth}-15T04:00:00.000Z`);
  });
});

describe("the workflow through the server", () => {
  it("takes a post from Draft to Published, each move recorded, audited and told", async () => {
    const id = await newPost();
    expect((await move("FLD-FRLN1", id, "submit")).data).toMatchObject({
      ok: true,
      message: "Post moved to In review.",
    });
    const back = await move("FLD-ADMIN", id, "return", { note: "Shorter caption" });
    expect(back.data.message).toBe("Post moved to Changes requested.");
    expect((await move("FLD-FRLN1", id, "submit")).status).toBe(200);
    expect((await move("FLD-ADMIN", id, "send")).status).toBe(200);
    expect((await move("FLD-CLNT1", id, "hold")).data.message).toBe("Post moved to On hold.");
    expect((await move("FLD-CLNT1", id, "resume")).status).toBe(200);
    const changes = await move("FLD-CLNT1", id, "request-changes", { note: "Use the new logo" });
    expect(changes.data.message).toBe("Post moved to Changes requested.");
    expect((await move("FLD-FRLN1", id, "submit")).status).toBe(200);
    expect((await move("FLD-ADMIN", id, "send")).status).toBe(200);
    // Its date is next month: approval schedules it.
    expect((await move("FLD-CLNT1", id, "approve")).data.message).toBe("Post moved to Scheduled.");
    expect((await move("FLD-FRLN1", id, "fail", { note: "Instagram was down" })).status).toBe(200);
    const wrongSite = await move("FLD-FRLN1", id, "publish", { url: "https://www.facebook.com/p/1" });
    expect([wrongSite.status, wrongSite.data.message]).toEqual([
      400,
      "The live post's address must be on instagram.com.",
    ]);
    const live = await move("FLD-FRLN1", id, "publish", { url: "https://www.instagram.com/p/C1/" });
    expect(live.data.message).toBe("Post moved to Published.");

    const history = await database.db.select().from(postEvents).where(eq(postEvents.postId, id)).orderBy(postEvents.at);
    expect(history.map((e) => e.toStatus)).toEqual([
      "draft",
      "in_review",
      "changes_requested",
      "in_review",
      "awaiting_client",
      "on_hold",
      "awaiting_client",
      "changes_requested",
      "in_review",
      "awaiting_client",
      "scheduled",
      "failed",
      "published",
    ]);
    expect(history[7]).toMatchObject({
      actorId: ids["FLD-CLNT1"],
      actorName: "Dilani Perera",
      note: "Use the new logo",
    });
    expect(history.every((e) => e.ip !== null)).toBe(true);
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "post-moved")));
    expect(audited).toHaveLength(12);
    const told = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids["FLD-CLNT1"] ?? ""));
    // The notice of a post awaiting the client opens a review link of its month (decision 38); the others, the post.
    const mine = told.filter(
      (n) => n.title.startsWith("Gift boxes are back") || n.title.endsWith("Gift boxes are back"),
    );
    expect(mine.map((n) => [n.title, /^\/review\/[A-Za-z0-9_-]{22}$/.test(n.link) ? "review link" : n.link])).toEqual(
      expect.arrayContaining([
        ["A post is awaiting your approval: Gift boxes are back", "review link"],
        ["Gift boxes are back: Published", postPath(id)],
      ]),
    );
    const page = await get("FLD-CLNT1", postPath(id));
    expect(page.data.post.publishedUrl).toBe("https://www.instagram.com/p/C1/");
  });

  it("refuses a move by someone whose part it is not (403) and a move from the wrong status (409)", async () => {
    const id = await newPost();
    const refusals: [string, string, number][] = [
      ["FLD-CLNT1", "submit", 403],
      ["FLD-FRLN2", "submit", 403],
      ["FLD-FRLN1", "send", 403],
      ["FLD-ADMIN", "approve", 403],
    ];
    for (const [who, name, status] of refusals) {
      expect((await move(who, id, name)).status, `${name} by ${who}`).toBe(status);
    }
    expect((await move("FLD-ADMIN", id, "send")).status).toBe(409);
    expect((await move("FLD-FRLN1", id, "publish", { url: "https://instagram.com/p/1" })).status).toBe(409);
    expect((await move("FLD-FRLN1", id, "submit")).status).toBe(200);
    const note = await move("FLD-ADMIN", id, "return", { note: " " });
    expect([note.status, note.data.message]).toEqual([400, "Write a note saying what should change."]);
    expect((await move("FLD-ADMIN", id, "send")).status).toBe(200);
    const reason = await move("FLD-CLNT1", id, "request-changes");
    expect([reason.status, reason.data.message]).toEqual([400, "Say what should change: a reason is required."]);
    // A forged or mangled version is a stale form in words, never Zod's "expected number, received NaN".
    for (const version of ["abc", "1.5", "0"]) {
      const bad = await post("FLD-CLNT1", postPath(id), { intent: "move", move: "approve", version });
      expect([bad.status, bad.data.message], version).toEqual([400, "The form is out of date. Reload the page."]);
    }
    // With the client, the post can no longer be edited.
    const edit = await post("FLD-FRLN1", postPath(id), {
      intent: "edit",
      title: "Late edit",
      scheduledAt: `${nextMonth}-15T09:30`,
      platforms: "Instagram",
      "caption-instagram": "x",
    });
    expect([edit.status, edit.data.message]).toEqual([
      409,
      "This post is with the client or past them; it can no longer be edited.",
    ]);
    const unknown = await post("FLD-CLNT1", postPath(id), { intent: "move", move: "teleport", version: "1" });
    expect([unknown.status, unknown.data.message]).toEqual([400, "Choose one of the post's moves."]);
    // The post is where the refusals left it.
    expect((await versionOf(id)).status).toBe("awaiting_client");
  });
});

describe("decisions at once and approve-all", () => {
  it("gives one of two decisions made at once on one post, and a clear 409 to the other", async () => {
    for (const pair of [
      ["approve", "approve"],
      ["approve", "request-changes"],
    ]) {
      const id = await awaitingPost();
      const { version } = await versionOf(id);
      const answers = await Promise.all(
        pair.map((name) =>
          post("FLD-CLNT1", postPath(id), { intent: "move", move: name, version: String(version), note: "Too long" }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const lost = answers.find((a) => a.status === 409);
      expect(lost?.data.message).toBe(
        "This post was changed by someone else meanwhile. Reload the page to see it as it is now.",
      );
      const decisions = await database.db
        .select()
        .from(postEvents)
        .where(and(eq(postEvents.postId, id), eq(postEvents.actorId, ids["FLD-CLNT1"] ?? "")));
      expect(decisions).toHaveLength(1);
      expect((await versionOf(id)).version).toBe(version + 1);
      // A decision that arrives once the other is stored gets the same answer, not the moved post's status.
      const late = await post("FLD-CLNT1", postPath(id), {
        intent: "move",
        move: pair[1] ?? "",
        version: String(version),
        note: "x",
      });
      expect([late.status, late.data.message]).toEqual([409, lost?.data.message]);
    }
  });

  it("approves every post of the month awaiting the client in one go, and moves the quota meter", async () => {
    const before = await get("FLD-CLNT1", `/dashboard/calendar?month=${thisMonth}`);
    const waiting = before.data.calendar.quota.awaiting;
    expect(waiting).toBeGreaterThan(0);
    expect((await post("FLD-ADMIN", "/dashboard/calendar", { intent: "approve-all", month: thisMonth })).status).toBe(
      403,
    );
    const all = await post("FLD-CLNT1", "/dashboard/calendar", { intent: "approve-all", month: thisMonth });
    expect([all.status, all.data.message]).toEqual([200, `${waiting} posts approved.`]);
    const after = await get("FLD-CLNT1", `/dashboard/calendar?month=${thisMonth}&status=awaiting_client`);
    expect([after.data.calendar.posts.length, after.data.calendar.quota.awaiting]).toEqual([0, 0]);
    const again = await post("FLD-CLNT1", "/dashboard/calendar", { intent: "approve-all", month: thisMonth });
    expect([again.status, again.data.message]).toEqual([409, "No posts in this month are awaiting your approval."]);
    const bad = await post("FLD-CLNT1", "/dashboard/calendar", { intent: "approve-all", month: "soon" });
    expect([bad.status, bad.data.message]).toEqual([400, "Give the month as 2026-11."]);
  });

  it("counts a new post in the quota meter, and flags posts over the plan's count", async () => {
    const before = (await get("FLD-ADMIN", `/dashboard/calendar?client=FLD-CLNT1&month=${thisMonth}`)).data.calendar
      .quota;
    const created = await post("FLD-ADMIN", "/dashboard/calendar?client=FLD-CLNT1", {
      intent: "create",
      title: "One more",
      scheduledAt: `${thisMonth}-20T08:00`,
      platforms: "Facebook",
      "caption-facebook": "One more post",
    });
    expect(created.status).toBe(302);
    const after = (await get("FLD-ADMIN", `/dashboard/calendar?client=FLD-CLNT1&month=${thisMonth}`)).data.calendar
      .quota;
    expect([after.used, after.over]).toEqual([before.used + 1, before.over + 1]);
  });
});

describe("freelancers on a client's projects", () => {
  it("are the writers an admin may give a post", async () => {
    const [project] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.clientId, ids["FLD-CLNT2"] ?? ""))
      .limit(1);
    expect(project).toBeDefined();
    const refused = await post("FLD-ADMIN", "/dashboard/calendar?client=FLD-CLNT1", {
      intent: "create",
      title: "Writer",
      scheduledAt: `${nextMonth}-04T10:00`,
      platforms: "Instagram",
      "caption-instagram": "x",
      writer: ids["FLD-FRLN9"] ?? "",
    });
    expect([refused.status, refused.data.message]).toEqual([
      400,
      "That writer does not work for this client. Choose one of the client's writers.",
    ]);
  });
});

describe("the per-user write limit", () => {
  it("refuses a writer's next write once their points are spent (429), and stores nothing", async () => {
    await database.db.delete(rateLimits);
    const limited = testContext(database, { rateLimits: { posts: { points: 1, durationSeconds: 600 } } });
    const fields = {
      intent: "create",
      title: "Limited",
      scheduledAt: `${nextMonth}-05T10:00`,
      platforms: "Instagram",
      "caption-instagram": "x",
    };
    const path = "/dashboard/calendar?client=FLD-CLNT1";
    expect((await callPortal(portalPost(path, cookies["FLD-FRLN1"], fields), limited)).status).toBe(302);
    const refused = await callPortal(portalPost(path, cookies["FLD-FRLN1"], fields), limited);
    expect(refused.status).toBe(429);
    expect(refused.data.message).toMatch(/^You have sent too many calendar posts and decisions in a short time/);
    expect(await database.db.select().from(posts).where(eq(posts.title, "Limited"))).toHaveLength(1);
  });
});

describe("before sending a post past the plan", () => {
  it("tells the admin of a month over the plan's posts and of a platform the plan does not pay for", async () => {
    const far = neighbours(neighbours(neighbours(nextMonth).next).next).next;
    const client = ids["FLD-CLNT1"] ?? "";
    const rows = await database.db
      .insert(posts)
      .values(
        Array.from({ length: 31 }, (_, i) => ({
          clientId: client,
          title: `Planned ${i + 1}`,
          scheduledAt: new Date(`${far}-${String((i % 27) + 1).padStart(2, "0")}T04:00:00Z`),
          status: i === 30 ? ("in_review" as const) : ("draft" as const),
          assignedFreelancerId: ids["FLD-FRLN1"],
        })),
      )
      .returning({ id: posts.id });
    const last = rows.at(-1)?.id ?? "";
    await database.db.insert(postVariants).values([
      { postId: last, platform: "Instagram", caption: "Fine" },
      // Growth pays for the four platforms FLD-CLNT1 chose; X is not one of them.
      { postId: last, platform: "X (Twitter)", caption: "Not paid for" },
    ]);
    const admin = await get("FLD-ADMIN", postPath(last));
    expect(admin.data.warnings).toEqual([
      "This month has 1 post over the plan's 30: agree the extra with the client before sending.",
      "X (Twitter) is not one of the platforms the client's plan pays for.",
    ]);
    // Only where "Send to client" is a move: the writer and the client are not asked.
    expect((await get("FLD-FRLN1", postPath(last))).data.warnings).toEqual([]);
    expect((await get("FLD-CLNT1", postPath(last))).data.warnings).toEqual([]);
    // A month within the plan says nothing.
    await database.db.delete(posts).where(eq(posts.id, rows[0]?.id ?? ""));
    expect((await get("FLD-ADMIN", postPath(last))).data.warnings).toEqual([
      "X (Twitter) is not one of the platforms the client's plan pays for.",
    ]);
  });
});
