// A review link's live updates (`/review/<token>/events`, decision 38): the change feed's stream without a session,
// for an open link only, carrying its client's post changes and nothing else, counted against the same caps as the
// portal's streams, and ended when the link is revoked or expires.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewLinks, users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { monthOf, neighbours } from "~/features/calendar/colombo-time";
import { makeReviewLink, revokeMonthLinks } from "~/features/calendar/review/links.server";
import { hashReviewToken } from "~/features/calendar/review/tokens.server";
import type { FeedOptions } from "~/features/realtime/feed.server";
import { publishChange } from "~/lib/changes.server";
import type { Database } from "~/lib/db.server";
import type { RateLimitConfig } from "~/lib/rate-limit.server";
import { signInCookie, startTestServer } from "../setup/server-build";
import { connectSse, type SseStream } from "../setup/sse";
import { createTestDatabase, testEnv } from "../setup/test-db";

let database: Database;
const generous = { points: 1000, durationSeconds: 60 };
// TRUST_PROXY=1: the client address is the X-Forwarded-For the test sends, so each test has addresses of its own.
const env = testEnv({ TRUST_PROXY: "1" });
type App = { url: string; close: () => Promise<void> };
/** 3 streams per address, the `review` limit at 3 points; sessions and links checked every 60 s. */
let main: App;
/** Checks its streams' sessions and links every 200 ms. */
let quick: App;

const startApp = (feed: Partial<FeedOptions>, limits: Partial<RateLimitConfig> = {}): Promise<App> =>
  startTestServer(database, env, { loginIp: generous, loginId: generous, ...limits }, { feed });

const thisMonth = monthOf(new Date());
const nextMonth = neighbours(thisMonth).next;
const ids: Record<string, string> = {};
const open = new Set<SseStream>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  for (const desk of ["FLD-CLNT1", "FLD-CLNT2", "FLD-FRLN1"]) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.flideskId, desk));
    ids[desk] = row?.id ?? "";
  }
  main = await startApp({ maxStreamsPerIp: 3 }, { review: { points: 3, durationSeconds: 600 } });
  quick = await startApp({ sessionCheckMs: 200 });
});
afterAll(async () => {
  for (const s of open) s.stop();
  await Promise.all([main, quick].map((a) => a?.close()));
  await database?.close();
});

/** A review link of FLD-CLNT1's `month`, made as "Share for review" makes it: its token and id. */
async function link(month = thisMonth) {
  const by = { userId: ids["FLD-CLNT1"] ?? "", flideskId: "FLD-CLNT1", ip: null };
  const made = await makeReviewLink(database.db, { clientId: ids["FLD-CLNT1"] ?? "", month, by, via: "share" });
  const token = made.path.replace("/review/", "");
  const [row] = await database.db
    .select({ id: reviewLinks.id })
    .from(reviewLinks)
    .where(eq(reviewLinks.tokenHash, hashReviewToken(token)));
  return { token, id: row?.id ?? "" };
}

const connect = (app: App, token: string, ip: string) =>
  connectSse(`${app.url}/review/${token}/events`, { "X-Forwarded-For": ip }, open);

async function stream(app: App, token: string, ip: string) {
  const answer = await connect(app, token, ip);
  expect(answer.status, answer.body).toBe(200);
  return answer.stream as SseStream;
}

const kinds = (s: SseStream) => s.events.map((e) => e.event);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("what a review link's stream is sent", () => {
  it("its client's post changes, as a bare kind; no other client's posts and nothing else of its client", async () => {
    const { token } = await link();
    const s = await stream(main, token, "10.20.0.1");
    const [clnt1, clnt2] = [ids["FLD-CLNT1"], ids["FLD-CLNT2"]];
    await publishChange(database.db, { kind: "post", clientId: clnt2, freelancerIds: [ids["FLD-FRLN1"] ?? ""] });
    await publishChange(database.db, { kind: "update", projectId: "p", clientId: clnt1 });
    await publishChange(database.db, { kind: "project", projectId: "p", clientId: clnt1 });
    await publishChange(database.db, { kind: "ticket", clientId: clnt1 });
    await publishChange(database.db, { kind: "payment", clientId: clnt1 });
    await publishChange(database.db, { kind: "notification", userIds: [clnt1 ?? ""] });
    await publishChange(database.db, { kind: "user" });
    await publishChange(database.db, { kind: "lead" });
    await publishChange(database.db, { kind: "post", clientId: clnt1, freelancerIds: [ids["FLD-FRLN1"] ?? ""] });

    // Changes go out in order: once the last has come, every one before it was passed over.
    await expect.poll(() => s.events.length, { timeout: 10_000 }).toBe(1);
    // The writers' ids are the agency's business, not the link holder's.
    expect(s.events).toEqual([{ event: "change", data: '{"kind":"post"}' }]);
    expect(s.ended()).toBe(false);
    s.stop();
  });
});

describe("a review link's stream lives as long as its link", () => {
  it("is not ended by the checks for lacking a session, and ends when its link is revoked or expires", async () => {
    const [revoked, expiring, kept] = [await link(), await link(nextMonth), await link(nextMonth)];
    const [r, e, k] = [
      await stream(quick, revoked.token, "10.21.0.1"),
      await stream(quick, expiring.token, "10.21.0.1"),
      await stream(quick, kept.token, "10.21.0.1"),
    ];
    // Checked some ten times over, open links' streams stay open.
    await pause(2000);
    expect([r, e, k].map((s) => s.ended())).toEqual([false, false, false]);

    await revokeMonthLinks(database.db, ids["FLD-CLNT1"] ?? "", thisMonth, { userId: null, flideskId: null, ip: null });
    await database.db
      .update(reviewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewLinks.id, expiring.id));
    await expect.poll(() => r.ended() && e.ended(), { timeout: 10_000 }).toBe(true);
    expect(kinds(r)).toEqual(["end"]);
    expect(kinds(e)).toEqual(["end"]);
    expect(k.ended()).toBe(false);

    // The browser's EventSource, reconnecting, is told the link has ended: it gives up.
    for (const token of [revoked.token, expiring.token]) {
      const again = await connect(quick, token, "10.21.0.2");
      expect(again.status).toBe(410);
      expect(again.body).toBe(
        "This review link has expired or was revoked. Ask the agency or the account's owner for a new link.",
      );
    }
    k.stop();
  });

  it("ends at once when the month's links are revoked on the calendar, not at the next check", async () => {
    const { token } = await link(nextMonth);
    // `main` checks every 60 s: only the revocation itself can end the stream within the wait.
    const s = await stream(main, token, "10.22.0.1");
    const body = new FormData();
    body.set("intent", "review-revoke");
    body.set("month", nextMonth);
    const cookie = await signInCookie(main.url, "FLD-CLNT1");
    const revoked = await fetch(`${main.url}/dashboard/calendar`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: main.url, "X-Forwarded-For": "10.22.0.2" },
      body,
    });
    expect(revoked.status).toBe(200);
    await expect.poll(() => s.ended(), { timeout: 5000 }).toBe(true);
    expect(kinds(s)).toEqual(["end"]);
  });
});

describe("tokens that open no stream", () => {
  it("answers an unknown or malformed token 404, and counts each against the review limit", async () => {
    const unknown = "A".repeat(22);
    const first = await connect(main, unknown, "10.23.0.1");
    expect(first.status).toBe(404);
    expect(first.body).toBe(
      "This review link does not exist. Check that the whole address was copied, or ask for a new link.",
    );
    expect((await connect(main, "not-a-token", "10.23.0.2")).status).toBe(404);
    expect((await connect(main, unknown, "10.23.0.1")).status).toBe(404);
    expect((await connect(main, unknown, "10.23.0.1")).status).toBe(404);
    // The `review` limit of this app is 3 points: the fourth try from the address is refused.
    const limited = await connect(main, unknown, "10.23.0.1");
    expect(limited.status).toBe(429);
    expect(limited.body).toMatch(/^Too many attempts\. Please try again in .+\.$/);
  });

  it("does not count an open link's streams against the review limit (a dropped stream reconnects)", async () => {
    const { token } = await link();
    for (let i = 0; i < 5; i++) (await stream(main, token, "10.24.0.1")).stop();
    // Stopped streams free their slots a moment after; the link's stream still opens.
    await expect.poll(async () => (await connect(main, token, "10.24.0.1")).status, { timeout: 10_000 }).toBe(200);
  });
});

describe("review streams' caps", () => {
  it("count against the per-address cap with the portal's streams", async () => {
    const ip = "10.25.0.1";
    const { token } = await link();
    const cookie = await signInCookie(main.url, "FLD-CLNT2");
    const portal = await connectSse(`${main.url}/api/events`, { Cookie: cookie, "X-Forwarded-For": ip }, open);
    expect(portal.status).toBe(200);
    const held = [await stream(main, token, ip), await stream(main, token, ip)];

    const refused = await connect(main, token, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toBe(
      "Too many live update streams are open from your network. Close a few tabs and try again.",
    );
    const session = await connectSse(`${main.url}/api/events`, { Cookie: cookie, "X-Forwarded-For": ip }, open);
    expect(session.status).toBe(429);
    // Another address is not affected.
    (await stream(main, token, "10.25.0.2")).stop();
    for (const s of [...held, portal.stream]) s?.stop();
  });

  it("hold a link to as many streams as a session, wherever they come from", async () => {
    const { token } = await link();
    const held: SseStream[] = [];
    for (let i = 0; i < 5; i++) held.push(await stream(main, token, `10.26.0.${i + 1}`));
    const refused = await connect(main, token, "10.26.0.9");
    expect(refused.status).toBe(429);
    expect(refused.body).toBe(
      "Too many live update streams are open for this review link. Close a few tabs and try again.",
    );
    // Another link of the same client has slots of its own.
    (await stream(main, (await link()).token, "10.26.0.9")).stop();
    for (const s of held) s.stop();
  });
});
