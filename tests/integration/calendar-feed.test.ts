// The client's secret calendar address (issue 31 item 7, decision 36): the feed as a calendar app reads it (parsed
// by ical.js), who may make and revoke the address, a revoked address's 404, and the per-address limit.

import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { auditLog, posts, postVariants } from "#db/schema";
import { loader as feedLoader } from "~/routes/calendar-feed";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, portalPost } from "../setup/portal";
import { startTestServer } from "../setup/server-build";
import { testContext, testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { ids, cookies } = setUpSignedInUsers(database);

const page = (who: string, query = "") =>
  callPortal(
    new Request(new URL(`/dashboard/calendar${query}`, "http://localhost:3000"), {
      headers: { Cookie: cookies[who] ?? "" },
    }),
    testContext(database),
  );
const write = (who: string | null, intent: string, query = "") =>
  callPortal(
    portalPost(`/dashboard/calendar${query}`, who ? cookies[who] : undefined, { intent }),
    testContext(database),
  );

/** The feed at `url` as a calendar app fetches it: no cookie; from one address when `clientIp` is given. */
async function fetchFeed(
  url: string,
  clientIp?: string,
  rateLimits?: { calendarFeed: { points: number; durationSeconds: number } },
) {
  const feed = new URL(url).pathname.replace(/^\/calendar\//, "");
  const request = new Request(url);
  const context = testContext(database, { clientIp, rateLimits });
  return (await feedLoader({ request, params: { feed }, context } as never)) as Response;
}

function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

async function addressOf(who: string, query = "") {
  const answer = await write(who, "feed-subscribe", query);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  const shown = await page(who, query);
  const feed = shown.data.feed as { url: string; webcal: string };
  expect(feed.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[0-9a-f]{32}-[A-Za-z0-9_-]{32}\.ics$/);
  expect(feed.webcal).toBe(feed.url.replace("http:", "webcal:"));
  return feed.url;
}

describe("the calendar feed", () => {
  it("holds the client's scheduled and published posts only, with UIDs that stay when a post moves", async () => {
    const url = await addressOf("FLD-CLNT1");
    const first = await fetchFeed(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(first.headers.get("Cache-Control")).toBe("private, max-age=900");
    expect(first.headers.get("X-Robots-Tag")).toBe("noindex");
    const events = eventsOf(await first.text());
    const expected = await database.db
      .select()
      .from(posts)
      .where(eq(posts.clientId, ids["FLD-CLNT1"] ?? ""));
    const shown = expected.filter((p) => p.status === "scheduled" || p.status === "published");
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(expected.length);
    expect(events.map((e) => e.uid).toSorted()).toEqual(shown.map((p) => `post-${p.id}@localhost`).toSorted());

    const again = eventsOf(await (await fetchFeed(url)).text());
    expect(again.map((e) => e.uid)).toEqual(events.map((e) => e.uid));

    const moved = shown[0];
    if (!moved) throw new Error("no post");
    const later = new Date(moved.scheduledAt.getTime() + 86_400_000);
    await database.db.update(posts).set({ scheduledAt: later, updatedAt: new Date() }).where(eq(posts.id, moved.id));
    const after = eventsOf(await (await fetchFeed(url)).text());
    const event = after.find((e) => e.uid === `post-${moved.id}@localhost`);
    expect(event?.startDate.toJSDate().getTime()).toBe(later.getTime());
    expect(after).toHaveLength(events.length);
  });

  it("gives another client's address only that client's posts", async () => {
    const [other] = await database.db
      .insert(posts)
      .values({
        clientId: ids["FLD-CLNT2"] ?? "",
        title: "Other client's launch",
        scheduledAt: new Date(),
        status: "scheduled",
      })
      .returning();
    if (!other) throw new Error("no post");
    await database.db.insert(postVariants).values({ postId: other.id, platform: "Instagram" });
    const url = await addressOf("FLD-CLNT2");
    const events = eventsOf(await (await fetchFeed(url)).text());
    expect(events.map((e) => e.uid)).toEqual([`post-${other.id}@localhost`]);
    expect(events[0]?.summary).toBe("Other client's launch (Instagram)");
  });

  it("answers 404 for a revoked, forged or malformed address, and a new address differs", async () => {
    const url = await addressOf("FLD-CLNT1");
    const forged = url.replace(/-[A-Za-z0-9_-]{32}\.ics$/, `-${"A".repeat(32)}.ics`);
    expect((await fetchFeed(forged)).status).toBe(404);
    expect((await fetchFeed("http://localhost:3000/calendar/nothing.ics")).status).toBe(404);
    const revoked = await write("FLD-CLNT1", "feed-revoke");
    expect(revoked.data).toMatchObject({
      ok: true,
      message: "Calendar link revoked. The old address no longer works.",
    });
    const gone = await fetchFeed(url);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("This calendar address does not exist or was revoked.");
    expect((await page("FLD-CLNT1")).data.feed).toBeNull();
    const fresh = await addressOf("FLD-CLNT1");
    expect(fresh).not.toBe(url);
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
  });

  it("lets the client and an admin make and revoke it, audited; refuses freelancers, other clients and strangers", async () => {
    expect((await write("FLD-ADMIN", "feed-revoke", "?client=FLD-CLNT1")).status).toBe(200);
    expect((await write("FLD-ADMIN", "feed-subscribe", "?client=FLD-CLNT1")).status).toBe(200);
    const admin = await page("FLD-ADMIN", "?client=FLD-CLNT1");
    expect(admin.data.feed?.url).toBe((await page("FLD-CLNT1")).data.feed?.url);
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, ids["FLD-CLNT1"] ?? ""));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(["calendar-feed-created", "calendar-feed-revoked"]),
    );

    const freelancer = await write("FLD-FRLN1", "feed-revoke", "?client=FLD-CLNT1");
    expect(freelancer.status).toBe(403);
    expect((await page("FLD-FRLN1", "?client=FLD-CLNT1")).data.feed).toBeUndefined();
    // A client's own calendar is the only one they reach: ?client= names nobody else's.
    await write("FLD-CLNT2", "feed-revoke", "?client=FLD-CLNT1");
    expect((await page("FLD-CLNT1")).data.feed).not.toBeNull();
    const anonymous = await write(null, "feed-revoke");
    expect([302, 401, 403]).toContain(anonymous.status);
    expect((await page("FLD-CLNT1")).data.feed).not.toBeNull();
  });

  it("limits fetches per address with a 429", async () => {
    const url = await addressOf("FLD-CLNT1");
    const limits = { calendarFeed: { points: 2, durationSeconds: 600 } };
    expect((await fetchFeed(url, "10.9.9.9", limits)).status).toBe(200);
    expect((await fetchFeed(url, "10.9.9.9", limits)).status).toBe(200);
    const refused = await fetchFeed(url, "10.9.9.9", limits);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await fetchFeed(url, "10.9.9.10", limits)).status).toBe(200);
  });

  it("reaches calendar apps through the production server as it answered here, never from the page cache", async () => {
    const url = await addressOf("FLD-CLNT1");
    const server = await startTestServer(database, testEnv());
    try {
      const path = new URL(url).pathname;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${server.url}${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
        expect(res.headers.get("cache-control")).toBe("private, max-age=900");
        expect(res.headers.get("x-robots-tag")).toBe("noindex");
        expect(res.headers.get("x-cache")).toBeNull();
        expect(eventsOf(await res.text()).length).toBeGreaterThan(0);
      }
      await write("FLD-CLNT1", "feed-revoke");
      const gone = await fetch(`${server.url}${path}`);
      expect(gone.status).toBe(404);
      expect(gone.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    } finally {
      await server.close();
    }
  });
});
