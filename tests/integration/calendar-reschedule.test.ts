// Moving a calendar post to another day (issue 31, decision 39) through the real route tree: each status moves or
// is refused, and an approved date goes back to the client; who may; a stale drag loses; bad days and bad input
// are a 400 with a message, never a 500; the history, the audit log and the bell hear of it.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, postEvents, posts, users } from "#db/schema";
import { dayOf, monthOf, neighbours } from "~/features/calendar/colombo-time";
import { type PostStatus, postStatuses } from "~/features/calendar/workflow";
import { formatDateTime } from "~/lib/format";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, portalPost } from "../setup/portal";
import { testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
beforeAll(async () => {
  await database.db.insert(users).values({ flideskId: "FLD-FRLN9", email: "frln9@test.demo", role: "freelancer" });
});
const { ids, cookies } = setUpSignedInUsers(database);

const nextMonth = neighbours(monthOf(new Date())).next;
const calendarPath = "/dashboard/calendar";

const post = (who: string | null, fields: Record<string, string>, path = calendarPath) =>
  callPortal(portalPost(path, who ? cookies[who] : undefined, fields), testContext(database));

/** A post on FLD-CLNT1's calendar on the 15th of next month at 09:30, written by FLD-FRLN1, put in `status`. */
async function postIn(status: PostStatus, title = `Post ${status}`) {
  const created = await post(
    "FLD-FRLN1",
    {
      intent: "create",
      title,
      scheduledAt: `${nextMonth}-15T09:30`,
      platforms: "Instagram",
      "caption-instagram": "Our gift boxes are back.",
    },
    `${calendarPath}?client=FLD-CLNT1`,
  );
  const id = /\/posts\/([0-9a-f-]{36})$/.exec(created.location ?? "")?.[1];
  if (!id) throw new Error(`no post created: ${JSON.stringify(created.data)}`);
  await database.db.update(posts).set({ status }).where(eq(posts.id, id));
  return id;
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error("post missing");
  return row;
}

/** `who` drags the post to `day`, on the version it has now unless told otherwise. */
async function reschedule(who: string | null, id: string, day: string, version?: string) {
  const now = await rowOf(id);
  return post(who, { intent: "reschedule", post: id, day, version: version ?? String(now.version) });
}

describe("moving a post to another day", () => {
  it("moves every status but Published, keeps the time of day, and asks the client again once they had approved", async () => {
    const expected: Partial<Record<PostStatus, PostStatus>> = {
      draft: "draft",
      in_review: "in_review",
      awaiting_client: "awaiting_client",
      approved: "awaiting_client",
      changes_requested: "changes_requested",
      on_hold: "on_hold",
      scheduled: "awaiting_client",
      failed: "awaiting_client",
    };
    for (const status of postStatuses.filter((s) => s !== "published")) {
      const id = await postIn(status);
      const before = await rowOf(id);
      const moved = await reschedule("FLD-ADMIN", id, `${nextMonth}-20`);
      expect(moved.status, status).toBe(200);
      const after = await rowOf(id);
      expect([after.status, after.scheduledAt.toISOString(), after.version], status).toEqual([
        expected[status],
        `${nextMonth}-20T04:00:00.000Z`,
        before.version + 1,
      ]);
      const again = expected[status] !== status;
      const when = formatDateTime(after.scheduledAt);
      expect(when).toMatch(/^20 \w{3} \d{4}, 09:30$/);
      expect(moved.data.message, status).toBe(
        again ? `Post moved to ${when}. It goes back to the client for approval.` : `Post moved to ${when}.`,
      );
      const [event] = await database.db
        .select()
        .from(postEvents)
        .where(and(eq(postEvents.postId, id), eq(postEvents.actorId, ids["FLD-ADMIN"] ?? "")));
      expect(event).toMatchObject({ fromStatus: status, toStatus: expected[status] });
      expect(event?.note).toMatch(new RegExp(`^Moved from \\d+ \\w+ \\d{4}, 09:30 to ${when}$`));
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "post-rescheduled")));
      expect(audit?.detail).toMatchObject({
        from: status,
        to: expected[status],
        fromTime: before.scheduledAt.toISOString(),
        toTime: after.scheduledAt.toISOString(),
      });
      const told = await database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, ids["FLD-CLNT1"] ?? ""), eq(notifications.link, `${calendarPath}/posts/${id}`)),
        );
      if (again)
        expect(
          told.map((n) => n.title),
          status,
        ).toEqual([`A post is awaiting your approval: Post ${status}`]);
    }
  });

  it("refuses to move a published post (409), and changes nothing", async () => {
    const id = await postIn("published");
    const before = await rowOf(id);
    const refused = await reschedule("FLD-ADMIN", id, `${nextMonth}-20`);
    expect([refused.status, refused.data.message]).toEqual([409, "A published post cannot be moved to another day."]);
    expect(await rowOf(id)).toEqual(before);
  });

  it("lets admins and the post's writer move it; the client and other freelancers may not", async () => {
    const id = await postIn("draft", "Who moves");
    const answers: Record<string, number> = {};
    for (const who of ["FLD-CLNT1", "FLD-CLNT2", "FLD-FRLN2", "FLD-FRLN9", "FLD-FRLN1", "FLD-ADMIN"]) {
      answers[who] = (await reschedule(who, id, `${nextMonth}-${who === "FLD-ADMIN" ? "22" : "21"}`)).status;
    }
    expect(answers).toEqual({
      "FLD-CLNT1": 403,
      "FLD-CLNT2": 404,
      "FLD-FRLN2": 403,
      "FLD-FRLN9": 404,
      "FLD-FRLN1": 200,
      "FLD-ADMIN": 200,
    });
    const refused = await reschedule("FLD-CLNT1", id, `${nextMonth}-23`);
    expect(refused.data.message).toBe("Only an admin or the post's writer may move it to another day.");
    const signedOut = await reschedule(null, id, `${nextMonth}-23`);
    expect([signedOut.status, signedOut.location?.startsWith("/dashboard/auth")]).toEqual([302, true]);
    expect((await rowOf(id)).scheduledAt.toISOString()).toBe(`${nextMonth}-22T04:00:00.000Z`);
  });

  it("refuses a drag made on a version that is gone, and gives one of two drags at once", async () => {
    const id = await postIn("scheduled", "Stale");
    const { version } = await rowOf(id);
    expect((await reschedule("FLD-FRLN1", id, `${nextMonth}-18`)).status).toBe(200);
    const stale = await reschedule("FLD-ADMIN", id, `${nextMonth}-19`, String(version));
    expect([stale.status, stale.data.message]).toEqual([
      409,
      "This post was changed by someone else meanwhile. Reload the page to see it as it is now.",
    ]);
    const now = (await rowOf(id)).version;
    const both = await Promise.all(
      ["24", "25"].map((d) => reschedule(d === "24" ? "FLD-ADMIN" : "FLD-FRLN1", id, `${nextMonth}-${d}`, String(now))),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const row = await rowOf(id);
    expect(row.version).toBe(now + 1);
    const moves = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "post-rescheduled")));
    expect(moves).toHaveLength(2);
  });

  it("refuses a day gone by, the same day and one too far ahead, with a 400 that says so", async () => {
    const id = await postIn("draft", "Days");
    const before = await rowOf(id);
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    const far = `${Number(nextMonth.slice(0, 4)) + 3}-01-10`;
    for (const [day, message] of [
      [yesterday, "Choose a day still ahead: the post's time on that day has passed."],
      [`${nextMonth}-15`, "The post is already on that day."],
      [far, "Choose a day within the next two years."],
      [`${nextMonth}-32`, "Give the new day as a date, such as 2026-11-05."],
    ] as const) {
      const refused = await reschedule("FLD-ADMIN", id, day);
      expect([refused.status, refused.data.message], day).toEqual([400, message]);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it("answers bad input with a 400 and a message, never a 500, and writes nothing", async () => {
    const id = await postIn("draft", "Bad input");
    const before = await rowOf(id);
    const day = `${nextMonth}-20`;
    const cases: Record<string, string>[] = [
      { post: id, day, version: "abc" },
      { post: id, day, version: "0" },
      { post: id, day },
      { post: id, version: "1" },
      { post: id, day: "tomorrow", version: "1" },
      { post: id, day: "9".repeat(5000), version: "1" },
      { post: "not-a-uuid", day, version: "1" },
      { day, version: "1" },
    ];
    for (const fields of cases) {
      const answer = await post("FLD-ADMIN", { intent: "reschedule", ...fields });
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(typeof answer.data.message).toBe("string");
      expect(answer.data.message.length).toBeGreaterThan(0);
    }
    // A well-formed id of no post is a 404, as if absent.
    const unknown = await post("FLD-ADMIN", {
      intent: "reschedule",
      post: "00000000-0000-4000-8000-000000000000",
      day,
      version: "1",
    });
    expect(unknown.status).toBe(404);
    expect(await rowOf(id)).toEqual(before);
  });
});

describe("the week view", () => {
  const get = (who: string, path: string) =>
    callPortal(
      new Request(new URL(path, "http://localhost:3000"), { headers: { Cookie: cookies[who] ?? "" } }),
      testContext(database),
    );

  it("shows the seven days from Monday to Sunday in Sri Lanka, across a month's end, with the month's quota", async () => {
    // Week of Monday 30 November 2026: a post at 00:30 Colombo on Monday (19:00 UTC on Sunday) is in it, one at
    // 00:30 Colombo the Monday after is not.
    const inside = await postIn("draft", "Monday just after midnight");
    const outside = await postIn("draft", "The next Monday");
    await database.db
      .update(posts)
      .set({ scheduledAt: new Date("2026-11-29T19:00:00Z") })
      .where(eq(posts.id, inside));
    await database.db
      .update(posts)
      .set({ scheduledAt: new Date("2026-12-06T19:00:00Z") })
      .where(eq(posts.id, outside));
    const page = await get("FLD-ADMIN", "/dashboard/calendar?client=FLD-CLNT1&view=week&week=2026-12-03&month=2026-11");
    expect(page.status).toBe(200);
    expect(page.data.week).toEqual({
      monday: "2026-11-30",
      days: ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"],
      previous: "2026-11-23",
      next: "2026-12-07",
    });
    // The week has a day of November: the month one came from stays the quota's.
    expect(page.data.month).toBe("2026-11");
    const titles = page.data.calendar.posts.map((p: { title: string }) => p.title);
    expect(titles).toContain("Monday just after midnight");
    expect(titles).not.toContain("The next Monday");
    // Asked with a month it has no day of, a week counts the month most of its days are in.
    const december = await get(
      "FLD-ADMIN",
      "/dashboard/calendar?client=FLD-CLNT1&view=week&week=2026-12-07&month=2026-11",
    );
    expect(december.data.month).toBe("2026-12");
    expect(december.data.calendar.quota.promised).toBe(30);
  });

  it("refuses a week that is not a day with a 400", async () => {
    for (const week of ["2026-02-30", "next", "1999-01-04"]) {
      const page = await get("FLD-CLNT1", `/dashboard/calendar?view=week&week=${week}`);
      expect([page.status, page.error], week).toEqual([400, "Give the week as one of its days, such as 2026-11-02."]);
    }
  });

  it("marks as movable only the posts the viewer may drag: none for the client, the writer's own, all for admins", async () => {
    const id = await postIn("scheduled", "Movable");
    const published = await postIn("published", "Gone out");
    const path = (client: string) => `/dashboard/calendar?${client}month=${nextMonth}`;
    const movable = async (who: string, client = "client=FLD-CLNT1&") => {
      const page = await get(who, path(client));
      const of = (pid: string) => page.data.calendar.posts.find((p: { id: string }) => p.id === pid);
      expect(of(id)).not.toHaveProperty("assignedFreelancerId");
      return [of(id)?.movable, of(published)?.movable];
    };
    expect(await movable("FLD-ADMIN")).toEqual([true, false]);
    expect(await movable("FLD-FRLN1")).toEqual([true, false]);
    expect(await movable("FLD-FRLN2")).toEqual([false, false]);
    expect(await movable("FLD-CLNT1", "")).toEqual([false, false]);
  });
});

describe("the notice of a moved post, in each reader's language", () => {
  it("tells a Sinhala client in Sinhala, with the times in Sinhala, and the English admin in English", async () => {
    const client = ids["FLD-CLNT1"] ?? "";
    await database.db.update(users).set({ locale: "si" }).where(eq(users.id, client));
    try {
      const id = await postIn("approved", "Gift boxes");
      const moved = await reschedule("FLD-FRLN1", id, `${nextMonth}-21`);
      expect(moved.status).toBe(200);
      const after = await rowOf(id);
      const told = await database.db
        .select({ userId: notifications.userId, title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.link, `${calendarPath}/posts/${id}`));
      const toClient = told.find((n) => n.userId === client);
      expect(toClient?.title).toBe("ඔබේ අනුමැතිය බලාපොරොත්තුවෙන් පළ කිරීමක් ඇත: Gift boxes");
      expect(toClient?.body).toContain(formatDateTime(after.scheduledAt, "si"));
      expect(toClient?.body).not.toMatch(/Moved from/);
      const toAdmin = told.find((n) => n.userId === ids["FLD-ADMIN"]);
      expect(toAdmin?.title).toBe("A post is awaiting your approval: Gift boxes");
      expect(toAdmin?.body).toMatch(new RegExp(`^Moved from .+ to ${formatDateTime(after.scheduledAt)}$`));
    } finally {
      await database.db.update(users).set({ locale: null }).where(eq(users.id, client));
    }
  });
});
