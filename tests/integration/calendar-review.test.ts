// Review links (issue 31 item 6, decision 38): "Share for review" and "Revoke link" on the calendar, who may use them,
// the page a link opens without signing in, decisions made there (one of two at once), its limit, its refusals, and
// the review link in the client's own notice of a post awaiting them.
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  notifications,
  outbox,
  postEvents,
  postMedia,
  posts,
  postVariants,
  rateLimits,
  reviewLinks,
  users,
} from "#db/schema";
import { monthOf, neighbours } from "~/features/calendar/colombo-time";
import { sendInstantMails } from "~/features/notifications/mailer.server";
import { storageContext } from "~/lib/context.server";
import type { RateLimitConfig } from "~/lib/rate-limit.server";
import { action as reviewAction, loader as reviewLoader } from "~/routes/review";
import { loader as reviewMediaLoader } from "~/routes/review-media";
import { runCleanup } from "../../server/cleanup";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, portalPost } from "../setup/portal";
import { callRoute } from "../setup/route";
import { startTestServer } from "../setup/server-build";
import { formRequest, testContext, testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { ids, cookies } = setUpSignedInUsers(database);

const thisMonth = monthOf(new Date());
const nextMonth = neighbours(thisMonth).next;
const later = neighbours(nextMonth).next;

const calendar = (who: string, query = "") =>
  callPortal(
    new Request(new URL(`/dashboard/calendar${query}`, "http://localhost:3000"), {
      headers: { Cookie: cookies[who] ?? "" },
    }),
    testContext(database),
  );
const write = (who: string | null, fields: Record<string, string>, query = "") =>
  callPortal(portalPost(`/dashboard/calendar${query}`, who ? cookies[who] : undefined, fields), testContext(database));

type Limits = Partial<RateLimitConfig>;
const tokenOf = (url: string) => new URL(url, "http://localhost:3000").pathname.replace(/^\/review\//, "");

/** The review page as someone without an account opens it. */
const open = (url: string, clientIp?: string, rateLimits?: Limits, cookie = "") =>
  callRoute(
    reviewLoader,
    new Request(new URL(url, "http://localhost:3000"), { headers: { Cookie: cookie } }),
    testContext(database, { clientIp, rateLimits }),
    {
      token: tokenOf(url),
    },
  );
// biome-ignore lint/suspicious/noExplicitAny: the page's data, read by shape
const dataOf = (answer: { data: unknown }) => answer.data as any;

/** A decision sent from the review page. */
const decide = (url: string, fields: Record<string, string>, clientIp?: string, rateLimits?: Limits) =>
  callRoute(
    reviewAction,
    formRequest(new URL(url).pathname, { intent: "decide", ...fields }),
    testContext(database, {
      clientIp,
      rateLimits,
    }),
    { token: tokenOf(url) },
  );

/** "Share for review" by `who` for `month`: the link's address. */
async function share(who: string, month = nextMonth, query = "") {
  const answer = await write(who, { intent: "review-share", month }, query);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data.link.url as string;
}

/** A post of `client` in `month` with the given status and an Instagram variant; its id and version. */
async function postOf(client: string, month: string, status: "awaiting_client" | "draft" | "in_review", title: string) {
  const [row] = await database.db
    .insert(posts)
    .values({
      clientId: ids[client] ?? "",
      title,
      scheduledAt: new Date(`${month}-20T04:00:00Z`),
      status,
      assignedFreelancerId: ids["FLD-FRLN1"],
    })
    .returning();
  if (!row) throw new Error("no post");
  await database.db.insert(postVariants).values({ postId: row.id, platform: "Instagram", caption: `${title} caption` });
  return { id: row.id, version: String(row.version) };
}

const statusOf = async (id: string) =>
  (await database.db.select({ status: posts.status }).from(posts).where(eq(posts.id, id)))[0]?.status;

describe("Share for review", () => {
  it("makes a 128-bit link kept only as its SHA-256, valid 30 days, shown once with WhatsApp, audited", async () => {
    const answer = await write("FLD-CLNT1", { intent: "review-share", month: nextMonth });
    expect(answer.status).toBe(200);
    const { url, whatsApp, expiresAt } = answer.data.link;
    expect(url).toMatch(/^http:\/\/localhost:3000\/review\/[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(tokenOf(url), "base64url")).toHaveLength(16);
    expect(answer.data.message).toMatch(/^Review link ready\. It works until \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
    expect(whatsApp).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Please review our posts for the month:\n${url}`)}`,
    );

    const token = tokenOf(url);
    const hash = createHash("sha256").update(token).digest("hex");
    const [row] = await database.db.select().from(reviewLinks).where(eq(reviewLinks.tokenHash, hash));
    expect(row).toMatchObject({ clientId: ids["FLD-CLNT1"], month: nextMonth, createdBy: ids["FLD-CLNT1"] });
    expect(row?.expiresAt.toISOString()).toBe(expiresAt);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(30 * 24 * 3600 * 1000);
    // The plain token is nowhere in the database: not in the links, the audit log, nor the limits' keys.
    await open(url);
    for (const table of [reviewLinks, auditLog, rateLimits]) {
      expect(JSON.stringify(await database.db.select().from(table))).not.toContain(token);
    }
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "review-link-created"))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit).toMatchObject({ actorId: ids["FLD-CLNT1"], targetId: ids["FLD-CLNT1"] });
    expect(audit?.detail).toMatchObject({ month: nextMonth, via: "share", link: row?.id });

    // A second share makes a second link; both open, and the calendar counts them with the later expiry.
    const second = await share("FLD-CLNT1");
    expect(second).not.toBe(url);
    expect((await open(url)).status).toBe(200);
    expect((await open(second)).status).toBe(200);
    const page = await calendar("FLD-CLNT1", `?month=${nextMonth}`);
    expect(page.data.review.valid).toBeGreaterThanOrEqual(2);
    expect(new Date(page.data.review.latestExpiry).getTime()).toBeGreaterThanOrEqual(new Date(expiresAt).getTime());
    expect((await calendar("FLD-CLNT1", `?month=${later}`)).data.review).toEqual({ valid: 0, latestExpiry: null });
  });

  it("is the client's for themselves and an admin's for any client; a freelancer may neither make nor revoke", async () => {
    const admin = await share("FLD-ADMIN", nextMonth, "?client=FLD-CLNT2");
    const own = await share("FLD-CLNT2", nextMonth, "?client=FLD-CLNT1");
    const clientOf = async (url: string) =>
      (
        await database.db
          .select({ clientId: reviewLinks.clientId })
          .from(reviewLinks)
          .where(eq(reviewLinks.tokenHash, createHash("sha256").update(tokenOf(url)).digest("hex")))
      )[0]?.clientId;
    expect(await clientOf(admin)).toBe(ids["FLD-CLNT2"]);
    // ?client= names nobody else's calendar for a client: the link is their own.
    expect(await clientOf(own)).toBe(ids["FLD-CLNT2"]);

    for (const intent of ["review-share", "review-revoke"]) {
      const refused = await write("FLD-FRLN1", { intent, month: nextMonth }, "?client=FLD-CLNT1");
      expect([refused.status, refused.data.message]).toEqual([
        403,
        "Only the client and the agency share a month for review.",
      ]);
    }
    expect((await calendar("FLD-FRLN1", "?client=FLD-CLNT1")).data.review).toBeUndefined();
    expect((await write("FLD-ADMIN", { intent: "review-share", month: nextMonth })).status).toBe(404);
    expect((await write("FLD-ADMIN", { intent: "review-share", month: nextMonth }, "?client=FLD-ZZZZZ")).status).toBe(
      404,
    );
    const anonymous = await write(null, { intent: "review-share", month: nextMonth });
    expect([302, 401, 403]).toContain(anonymous.status);
    expect(anonymous.data?.link).toBeUndefined();
    // The admin revokes the client's month: the client's own link ends too.
    const revoked = await write("FLD-ADMIN", { intent: "review-revoke", month: nextMonth }, "?client=FLD-CLNT2");
    expect(revoked.data).toMatchObject({
      ok: true,
      message: "Review links for this month revoked. They no longer open.",
    });
    expect((await open(own)).status).toBe(410);
  });

  it("answers a missing or malformed month with 400 and its message", async () => {
    for (const month of ["", "2026-13", "next"]) {
      const answer = await write("FLD-CLNT1", { intent: "review-share", month });
      expect([answer.status, answer.data.message]).toEqual([400, "Give the month as 2026-11."]);
    }
  });
});

describe("the review page", () => {
  it("shows the business and only that client's posts of that month awaiting approval, nothing else of the account", async () => {
    const awaiting = await postOf("FLD-CLNT1", later, "awaiting_client", "Awaiting in the month");
    await postOf("FLD-CLNT1", later, "draft", "A draft of the month");
    await postOf("FLD-CLNT1", neighbours(later).next, "awaiting_client", "Awaiting a month after");
    await postOf("FLD-CLNT2", later, "awaiting_client", "Another client's post");
    const url = await share("FLD-CLNT1", later);
    const page = await open(url);
    expect(page.status).toBe(200);
    const data = dataOf(page);
    expect(data).toMatchObject({ state: "open", businessName: "Ceylon Tea Co.", month: later });
    expect(data.posts.map((p: { id: string }) => p.id)).toEqual([awaiting.id]);
    expect(data.posts[0].variants).toEqual([
      { platform: "Instagram", caption: "Awaiting in the month caption", hashtags: [], firstComment: "" },
    ]);
    const shown = JSON.stringify(data);
    expect(shown).not.toContain("@");
    expect(shown).not.toContain("FLD-");
    expect(shown).not.toContain(ids["FLD-CLNT1"]);

    // The demo month: every post awaiting FLD-CLNT1 this month, and no other.
    const demo = dataOf(await open(await share("FLD-CLNT1", thisMonth)));
    const expected = (
      await database.db
        .select()
        .from(posts)
        .where(eq(posts.clientId, ids["FLD-CLNT1"] ?? ""))
    ).filter((p) => p.status === "awaiting_client" && monthOf(p.scheduledAt) === thisMonth);
    expect(expected.length).toBeGreaterThan(0);
    expect(demo.posts.map((p: { id: string }) => p.id).toSorted()).toEqual(expected.map((p) => p.id).toSorted());
  });

  it("refuses an unknown token with 404, an expired or revoked link with 410, and shows no account", async () => {
    const url = await share("FLD-CLNT1", later);
    for (const token of ["A".repeat(22), "short", "x".repeat(200)]) {
      const unknown = await open(`http://localhost:3000/review/${token}`);
      expect(unknown.status).toBe(404);
      expect(dataOf(unknown)).toEqual({
        state: "refused",
        title: "Review link not found",
        message: "This review link does not exist. Check that the whole address was copied, or ask for a new link.",
        // No link, no client: the page speaks the last public page's language (none here: English).
        portalLocale: "en",
        pageTitle: "Review link | Fli DESK",
      });
    }
    // 30 days on: the row's expiry is moved to now.
    const hash = createHash("sha256").update(tokenOf(url)).digest("hex");
    await database.db.update(reviewLinks).set({ expiresAt: new Date() }).where(eq(reviewLinks.tokenHash, hash));
    const expired = await open(url);
    expect(expired.status).toBe(410);
    expect(dataOf(expired)).toEqual({
      state: "refused",
      title: "This review link has ended",
      message: "This review link has expired or was revoked. Ask the agency or the account's owner for a new link.",
      portalLocale: "en",
      pageTitle: "Review link | Fli DESK",
    });
    const { id, version } = await postOf("FLD-CLNT1", later, "awaiting_client", "Not through an ended link");
    const late = await decide(url, { post: id, move: "approve", name: "Ama", version });
    expect(late.status).toBe(410);
    expect(await statusOf(id)).toBe("awaiting_client");
  });

  it("is removed by the clean-up a month after it ended, expired or revoked, and kept until then", async () => {
    const day = 24 * 3600 * 1000;
    const at = (days: number) => new Date(Date.now() + days * day);
    const rows = await database.db
      .insert(reviewLinks)
      .values(
        [
          { expiresAt: at(5) },
          { expiresAt: at(-29) },
          { expiresAt: at(-31) },
          { expiresAt: at(5), revokedAt: at(-29) },
          { expiresAt: at(5), revokedAt: at(-31) },
        ].map((link, i) => ({
          clientId: ids["FLD-CLNT2"] ?? "",
          month: later,
          tokenHash: `cleanup-${i}-${Date.now()}`,
          ...link,
        })),
      )
      .returning({ id: reviewLinks.id });
    const counts = await runCleanup(database.db);
    expect(counts?.reviewLinks).toBe(2);
    const left = await database.db.select({ id: reviewLinks.id }).from(reviewLinks);
    const kept = rows.filter((r) => left.some((l) => l.id === r.id)).map((r) => rows.indexOf(r));
    expect(kept).toEqual([0, 1, 3]);
  });

  it("ends every valid link of the month on Revoke link, audited, and the calendar says none is open", async () => {
    const links = [await share("FLD-CLNT1", later), await share("FLD-CLNT1", later)];
    const other = await share("FLD-CLNT1", neighbours(later).next);
    const revoked = await write("FLD-CLNT1", { intent: "review-revoke", month: later });
    expect(revoked.data).toMatchObject({
      ok: true,
      message: "Review links for this month revoked. They no longer open.",
    });
    for (const url of links) expect((await open(url)).status).toBe(410);
    expect((await open(other)).status).toBe(200);
    expect((await calendar("FLD-CLNT1", `?month=${later}`)).data.review).toEqual({ valid: 0, latestExpiry: null });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "review-link-revoked"))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit).toMatchObject({ actorId: ids["FLD-CLNT1"], targetId: ids["FLD-CLNT1"] });
    expect(audit?.detail).toMatchObject({ month: later });
    expect(Number(audit?.detail.links)).toBeGreaterThanOrEqual(2);
    const again = await write("FLD-CLNT1", { intent: "review-revoke", month: later });
    expect(again.data.message).toBe("There was no valid review link for this month.");
  });

  it("limits loads and decisions per address and link with a 429", async () => {
    const url = await share("FLD-CLNT1", later);
    const limits = { review: { points: 2, durationSeconds: 600 } };
    expect((await open(url, "10.8.8.8", limits)).status).toBe(200);
    expect((await open(url, "10.8.8.8", limits)).status).toBe(200);
    const refused = await open(url, "10.8.8.8", limits);
    expect(refused.status).toBe(429);
    expect(dataOf(refused)).toMatchObject({ state: "refused", title: "Too many requests" });
    expect(dataOf(refused).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // In the browser's language, the last public page's: the link's client is not looked up for a refused guess.
    const sinhala = dataOf(await open(url, "10.8.8.8", limits, "site_locale=si"));
    expect(sinhala).toMatchObject({ title: "ඉල්ලීම් ඉතා වැඩියි", portalLocale: "si" });
    expect(sinhala.message).not.toMatch(/Too many/);
    const { id, version } = await postOf("FLD-CLNT1", later, "awaiting_client", "Held back by the limit");
    const decision = await decide(url, { post: id, move: "approve", name: "Ama", version }, "10.8.8.8", limits);
    expect(decision.status).toBe(429);
    expect(await statusOf(id)).toBe("awaiting_client");
    expect((await open(url, "10.8.8.9", limits)).status).toBe(200);
  });
});

describe("decisions through a review link", () => {
  it("records each decision as '<name> via review link' with no user, in the history and the audit log", async () => {
    const url = await share("FLD-CLNT1", later);
    const approved = await postOf("FLD-CLNT1", later, "awaiting_client", "Approve me");
    const answer = await decide(url, { post: approved.id, move: "approve", name: "  Ama Perera  ", ...approved });
    expect([answer.status, dataOf(answer).message]).toEqual([200, "Post moved to Scheduled."]);
    const [event] = await database.db
      .select()
      .from(postEvents)
      .where(eq(postEvents.postId, approved.id))
      .orderBy(desc(postEvents.at));
    expect(event).toMatchObject({
      fromStatus: "awaiting_client",
      toStatus: "scheduled",
      actorId: null,
      actorName: "Ama Perera via review link",
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "post-moved"), eq(auditLog.targetId, approved.id)));
    expect(audit).toMatchObject({ actorId: null, actorDeskId: null });
    expect(audit?.detail).toMatchObject({
      from: "awaiting_client",
      to: "scheduled",
      name: "Ama Perera via review link",
    });
    // The audit tab names them in its "Who" column, though no account acted.
    const tab = await callPortal(
      new Request("http://localhost:3000/dashboard/admin/audit?action=post-moved", {
        headers: { Cookie: cookies["FLD-ADMIN"] ?? "" },
      }),
      testContext(database),
    );
    expect(tab.data.audit.rows.map((r: { actorName: string | null }) => r.actorName)).toContain(
      "Ama Perera via review link",
    );
    // The writer hears of it; the decided post leaves the page.
    const told = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids["FLD-FRLN1"] ?? ""));
    expect(told.map((n) => n.title)).toContain("Approve me: Scheduled");
    expect(dataOf(await open(url)).posts.map((p: { id: string }) => p.id)).not.toContain(approved.id);
    // The portal's post page shows the same name in its history.
    const page = await callPortal(
      new Request(`http://localhost:3000/dashboard/calendar/posts/${approved.id}`, {
        headers: { Cookie: cookies["FLD-CLNT1"] ?? "" },
      }),
      testContext(database),
    );
    expect(page.data.history.map((h: { by: string }) => h.by)).toContain("Ama Perera via review link");

    const held = await postOf("FLD-CLNT1", later, "awaiting_client", "Hold me");
    expect((await decide(url, { post: held.id, move: "hold", name: "Ama", ...held })).status).toBe(200);
    expect(await statusOf(held.id)).toBe("on_hold");
    const changed = await postOf("FLD-CLNT1", later, "awaiting_client", "Change me");
    const withReason = { post: changed.id, move: "request-changes", name: "Ama", note: "Shorter, please", ...changed };
    expect((await decide(url, withReason)).status).toBe(200);
    expect(await statusOf(changed.id)).toBe("changes_requested");
  });

  it("answers bad input with 400 and its message, and a post that is not the link's with 404", async () => {
    const url = await share("FLD-CLNT1", later);
    const target = await postOf("FLD-CLNT1", later, "awaiting_client", "Bad input target");
    const base = { post: target.id, move: "approve", name: "Ama", version: target.version };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, name: "   " }, 400, "Give your name: it is recorded with your decision."],
      [{ ...base, name: "A".repeat(81) }, 400, "Your name may hold at most 80 characters."],
      [{ ...base, move: "publish" }, 400, "Choose Approve, Request changes or Hold."],
      [{ ...base, post: "not-a-uuid" }, 400, "Choose one of the posts on this page."],
      [{ ...base, version: "x" }, 400, "The form is out of date. Reload the page."],
      [{ ...base, move: "request-changes", note: " " }, 400, "Say what should change: a reason is required."],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await decide(url, fields);
      expect([answer.status, dataOf(answer).message], JSON.stringify(fields)).toEqual([status, message]);
    }
    const { name: _, ...nameless } = base;
    expect(dataOf(await decide(url, nameless)).message).toBe("Give your name: it is recorded with your decision.");
    const elsewhere = [
      await postOf("FLD-CLNT1", neighbours(later).next, "awaiting_client", "Another month"),
      await postOf("FLD-CLNT2", later, "awaiting_client", "Another client"),
    ];
    for (const other of elsewhere) {
      const answer = await decide(url, { ...base, post: other.id, version: other.version });
      expect([answer.status, dataOf(answer).message]).toEqual([
        404,
        "That post is not one of this review link's posts.",
      ]);
      expect(await statusOf(other.id)).toBe("awaiting_client");
    }
    expect(await statusOf(target.id)).toBe("awaiting_client");
  });

  it("speaks the client's language: a Sinhala client's link refuses a nameless decision in Sinhala", async () => {
    const url = await share("FLD-CLNT1", later);
    const target = await postOf("FLD-CLNT1", later, "awaiting_client", "Sinhala refusal target");
    await database.db.update(users).set({ locale: "si" }).where(eq(users.flideskId, "FLD-CLNT1"));
    try {
      expect(dataOf(await open(url)).portalLocale).toBe("si");
      const answer = await decide(url, {
        post: target.id,
        move: "approve",
        name: " ",
        version: String(target.version),
      });
      expect([answer.status, dataOf(answer).message]).toEqual([400, "ඔබේ නම දෙන්න: එය ඔබේ තීරණය සමඟ සටහන් වේ."]);
    } finally {
      await database.db.update(users).set({ locale: null }).where(eq(users.flideskId, "FLD-CLNT1"));
    }
  });

  it("gives one of two decisions sent at once on one post, and a clear 409 to the other", async () => {
    const url = await share("FLD-CLNT1", later);
    for (const pair of [
      ["approve", "approve"],
      ["approve", "hold"],
    ]) {
      const target = await postOf("FLD-CLNT1", later, "awaiting_client", `At once ${pair.join(" ")}`);
      const answers = await Promise.all(
        pair.map((move, i) => decide(url, { post: target.id, move, name: `Person ${i}`, version: target.version })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(dataOf(answers.find((a) => a.status === 409) ?? { data: {} }).message).toBe(
        "This post was changed by someone else meanwhile. Reload the page to see it as it is now.",
      );
      const events = await database.db.select().from(postEvents).where(eq(postEvents.postId, target.id));
      expect(events).toHaveLength(1);
    }
  });
});

describe("the client's notice of a post awaiting them", () => {
  it("links to a fresh review link of the post's month, in the bell and in the mail", async () => {
    const { id, version } = await postOf("FLD-CLNT1", later, "in_review", "Sent to the client");
    const sent = await callPortal(
      portalPost(`/dashboard/calendar/posts/${id}`, cookies["FLD-ADMIN"], { intent: "move", move: "send", version }),
      testContext(database),
    );
    expect(sent.status, JSON.stringify(sent.data)).toBe(200);
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids["FLD-CLNT1"] ?? ""),
          eq(notifications.title, "A post is awaiting your approval: Sent to the client"),
        ),
      );
    expect(notice?.link).toMatch(/^\/review\/[A-Za-z0-9_-]{22}$/);
    const link = `http://localhost:3000${notice?.link}`;
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(dataOf(page).month).toBe(later);
    expect(dataOf(page).posts.map((p: { id: string }) => p.id)).toContain(id);
    const [made] = await database.db
      .select()
      .from(reviewLinks)
      .where(eq(reviewLinks.tokenHash, createHash("sha256").update(tokenOf(link)).digest("hex")));
    expect(made).toMatchObject({ clientId: ids["FLD-CLNT1"], month: later, createdBy: ids["FLD-ADMIN"] });
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "review-link-created"));
    expect(audited.some((a) => a.detail.link === made?.id && a.detail.via === "mail")).toBe(true);

    await sendInstantMails(database.db, testEnv());
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, notice?.title ?? ""));
    const mailed = mails.find((m) => m.text.includes(link));
    expect(mailed?.text, JSON.stringify(mails.map((m) => m.subject))).toContain(link);
  });
});

describe("through the production server", () => {
  it("answers noindex and no-store on the page and its refusals", async () => {
    const url = await share("FLD-CLNT1", later);
    const server = await startTestServer(database, testEnv());
    try {
      const path = new URL(url).pathname;
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      // A person's data: no cache keeps it, the page's `.data` reloads included.
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const reload = await fetch(`${server.url}${path}.data`);
      expect([reload.status, reload.headers.get("cache-control")]).toEqual([200, "private, no-store"]);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain("Ceylon Tea Co.");
      await write("FLD-CLNT1", { intent: "review-revoke", month: later });
      const gone = await fetch(`${server.url}${path}`);
      expect(gone.status).toBe(410);
      expect(gone.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(await gone.text()).toContain("This review link has ended");
      const unknown = await fetch(`${server.url}/review/${"B".repeat(22)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    } finally {
      await server.close();
    }
  });
});

describe("the review page's pictures", () => {
  const farther = neighbours(later).next;
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

  it("serves the link's holder the files of the posts it shows, and no other file", async () => {
    const env = testEnv();
    const storage = testContext(database, { env }).get(storageContext);
    const picture = async (post: { id: string }, client: string) => {
      const storageKey = `posts/${post.id}/review-test.png`;
      await storage.put(storageKey, PNG, "image/png");
      const [row] = await database.db
        .insert(postMedia)
        .values({
          postId: post.id,
          clientId: ids[client] ?? "",
          platform: "Instagram",
          kind: "image",
          storageKey,
          contentType: "image/png",
          bytes: PNG.length,
          alt: "A cup of tea",
          position: 0,
        })
        .returning();
      return row?.id ?? "";
    };
    const shown = await picture(await postOf("FLD-CLNT1", farther, "awaiting_client", "With picture"), "FLD-CLNT1");
    const draft = await picture(await postOf("FLD-CLNT1", farther, "draft", "Draft picture"), "FLD-CLNT1");
    const other = await picture(await postOf("FLD-CLNT2", farther, "awaiting_client", "Other client"), "FLD-CLNT2");
    const url = await share("FLD-CLNT1", farther);
    const token = tokenOf(url);
    const page = dataOf(await open(url));
    expect(page.media.map((m: { id: string; alt: string }) => [m.id, m.alt])).toEqual([[shown, "A cup of tea"]]);
    // The page names the file by its id only: no storage key, no portal address.
    expect(JSON.stringify(page)).not.toContain("review-test.png");
    expect(JSON.stringify(page)).not.toContain("/dashboard/calendar/media");

    const file = (tokenGiven: string, mediaId: string) =>
      callRoute(
        reviewMediaLoader,
        new Request(`http://localhost:3000/review/${tokenGiven}/media/${mediaId}`),
        testContext(database, { env }),
        { token: tokenGiven, mediaId },
      );
    const served = await file(token, shown);
    expect(served.status).toBe(200);
    expect(served.response?.headers.get("Content-Type")).toBe("image/png");
    expect(served.response?.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(new Uint8Array(await (served.response as Response).arrayBuffer())).toEqual(PNG);
    for (const [tokenGiven, mediaId] of [
      [token, draft],
      [token, other],
      [token, "not-a-uuid"],
      ["AAAAAAAAAAAAAAAAAAAAAA", shown],
    ] as const) {
      expect((await file(tokenGiven, mediaId)).status, `${tokenGiven} ${mediaId}`).toBe(404);
    }
    await write("FLD-CLNT1", { intent: "review-revoke", month: farther });
    expect((await file(token, shown)).status).toBe(404);
  });
});
