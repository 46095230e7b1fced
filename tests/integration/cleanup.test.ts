import { eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import {
  checkoutSessions,
  draftLinks,
  invites,
  outbox,
  passwordResets,
  rateLimits,
  sessions,
  users,
  wizardDrafts,
} from "#db/schema";
import { jobLocks } from "~/lib/job-locks.server";
import { SENSITIVE_TEXT_REMOVED } from "~/lib/outbox.server";
import { runCleanup, startCleanup, summarizeCleanup } from "../../server/cleanup";
import { setUpDatabase } from "../setup/hooks";
import { testEngine } from "../setup/test-db";

const database = setUpDatabase();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

let serial = 0;
/** Rows of every kind the clean-up looks at: `stale` ones it must remove, `fresh` ones it must keep. */
async function seed() {
  const n = ++serial;
  const [user] = await database.db
    .insert(users)
    .values({ flideskId: `FLD-CL${n}00`, email: `cleanup${n}@example.lk`, role: "client" })
    .returning();
  const userId = user?.id ?? "";
  const checkout = (orderId: string, status: "pending" | "paid" | "failed" | "cancelled", createdAt: Date) => ({
    orderId: `${orderId}-${n}`,
    email: `buyer${n}@example.lk`,
    businessName: "Shop",
    planName: "Growth",
    planId: "sm_growth_monthly",
    amount: "50000.00",
    currency: "LKR" as const,
    phone: "+94770000000",
    service: "Social Media",
    planConfig: {},
    wizardData: {},
    passwordHash: "$argon2id$hash",
    status,
    expiresAt: new Date(createdAt.getTime() + HOUR),
    createdAt,
  });

  const ids = {
    sessions: {
      stale: `expired-${n}`,
      fresh: `live-${n}`,
    },
    rateLimits: { stale: `contact:old-${n}`, fresh: `contact:new-${n}`, forever: `contact:forever-${n}` },
  };
  await database.db.insert(sessions).values([
    { id: ids.sessions.stale, userId, expiresAt: ago(HOUR) },
    { id: ids.sessions.fresh, userId, expiresAt: ahead(DAY) },
  ]);
  await database.db.insert(rateLimits).values([
    { key: ids.rateLimits.stale, points: 3, expire: ago(1000) },
    { key: ids.rateLimits.fresh, points: 3, expire: ahead(60_000) },
    { key: ids.rateLimits.forever, points: 3, expire: null },
  ]);
  const co = await database.db
    .insert(checkoutSessions)
    .values([
      checkout("OLD-PENDING", "pending", ago(49 * HOUR)),
      checkout("DAY-PENDING", "pending", ago(25 * HOUR)),
      checkout("OLD-FAILED", "failed", ago(2 * DAY + HOUR)),
      checkout("OLD-CANCELLED", "cancelled", ago(3 * DAY)),
      checkout("NEW-PENDING", "pending", ago(HOUR)),
      checkout("OLD-PAID", "paid", ago(25 * HOUR)),
      checkout("NEW-PAID", "paid", ago(HOUR)),
    ])
    .returning();
  const checkoutId = (prefix: string) => co.find((c) => c.orderId.startsWith(prefix))?.id ?? "";
  const mails = await database.db
    .insert(outbox)
    .values([
      {
        to: "old@example.lk",
        subject: `sent-long-ago-${n}`,
        text: "x",
        sentAt: ago(31 * DAY),
        createdAt: ago(31 * DAY),
      },
      { to: "new@example.lk", subject: `sent-lately-${n}`, text: "x", sentAt: ago(29 * DAY), createdAt: ago(29 * DAY) },
      { to: "wait@example.lk", subject: `unsent-old-${n}`, text: "x", createdAt: ago(60 * DAY) },
      {
        to: "invite@example.lk",
        subject: `unsent-dead-link-${n}`,
        text: "https://x/invite/dead",
        html: "<a>dead</a>",
        sensitive: true,
        createdAt: ago(8 * DAY),
      },
      {
        to: "invite@example.lk",
        subject: `unsent-live-link-${n}`,
        text: "https://x/invite/live",
        sensitive: true,
        createdAt: ago(6 * DAY),
      },
    ])
    .returning();
  const mailId = (prefix: string) => mails.find((m) => m.subject.startsWith(prefix))?.id ?? "";
  await database.db.insert(wizardDrafts).values([
    { email: `old-draft${n}@example.lk`, data: {}, updatedAt: ago(3 * DAY + HOUR), createdAt: ago(5 * DAY) },
    { email: `new-draft${n}@example.lk`, data: {}, updatedAt: ago(2 * DAY), createdAt: ago(5 * DAY) },
  ]);
  const links = await database.db
    .insert(draftLinks)
    .values([
      { tokenHash: `expired-${n}`, email: "a@example.lk", expiresAt: ago(1000) },
      { tokenHash: `used-${n}`, email: "a@example.lk", expiresAt: ahead(DAY), usedAt: ago(1000) },
      { tokenHash: `open-${n}`, email: "a@example.lk", expiresAt: ahead(DAY) },
    ])
    .returning();
  const inv = await database.db
    .insert(invites)
    .values([
      { tokenHash: `inv-expired-long-ago-${n}`, userId, expiresAt: ago(31 * DAY) },
      { tokenHash: `inv-expired-lately-${n}`, userId, expiresAt: ago(DAY) },
      { tokenHash: `inv-used-long-ago-${n}`, userId, expiresAt: ago(25 * DAY), usedAt: ago(31 * DAY) },
      { tokenHash: `inv-used-lately-${n}`, userId, expiresAt: ahead(DAY), usedAt: ago(DAY) },
      { tokenHash: `inv-open-${n}`, userId, expiresAt: ahead(DAY) },
    ])
    .returning();
  const inviteId = (prefix: string) => inv.find((i) => i.tokenHash.startsWith(prefix))?.id ?? "";
  const resets = await database.db
    .insert(passwordResets)
    .values([
      { tokenHash: `reset-old-${n}`, userId, expiresAt: ago(2 * DAY), usedAt: ago(2 * DAY) },
      { tokenHash: `reset-lately-${n}`, userId, expiresAt: ago(1000) },
      { tokenHash: `reset-open-${n}`, userId, expiresAt: ahead(DAY) },
    ])
    .returning();
  return {
    resetIds: resets.map((r) => r.id),
    ids,
    checkoutId,
    mailId,
    draftEmails: { stale: `old-draft${n}@example.lk`, fresh: `new-draft${n}@example.lk` },
    links: { expired: links[0]?.id ?? "", used: links[1]?.id ?? "", open: links[2]?.id ?? "" },
    inviteId,
  };
}

/** What is left of the seeded rows, by kind. */
async function left(s: Awaited<ReturnType<typeof seed>>) {
  const db = database.db;
  /** `column` of the rows whose `among` is one of `values`, sorted. */
  const present = async (column: PgColumn, among: PgColumn, values: string[]) =>
    (await db.select({ value: column }).from(column.table).where(inArray(among, values)))
      .map((row) => String(row.value))
      .sort();
  return {
    sessions: await present(sessions.id, sessions.id, Object.values(s.ids.sessions)),
    rateLimits: await present(rateLimits.key, rateLimits.key, Object.values(s.ids.rateLimits)),
    checkouts: await db
      .select({ orderId: checkoutSessions.orderId, passwordHash: checkoutSessions.passwordHash })
      .from(checkoutSessions)
      .where(
        inArray(
          checkoutSessions.id,
          ["OLD-PENDING", "DAY-PENDING", "OLD-FAILED", "OLD-CANCELLED", "NEW-PENDING", "OLD-PAID", "NEW-PAID"].map(
            s.checkoutId,
          ),
        ),
      )
      .orderBy(checkoutSessions.orderId),
    mails: await db
      .select({ subject: outbox.subject, text: outbox.text, html: outbox.html })
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          ["sent-long-ago", "sent-lately", "unsent-old", "unsent-dead-link", "unsent-live-link"].map(s.mailId),
        ),
      )
      .orderBy(outbox.subject),
    drafts: await present(wizardDrafts.email, wizardDrafts.email, Object.values(s.draftEmails)),
    draftLinks: await present(draftLinks.id, draftLinks.id, Object.values(s.links)),
    resets: await present(passwordResets.tokenHash, passwordResets.id, s.resetIds),
    invites: await present(
      invites.tokenHash,
      invites.id,
      ["inv-expired-long-ago", "inv-expired-lately", "inv-used-long-ago", "inv-used-lately", "inv-open"].map(
        s.inviteId,
      ),
    ),
  };
}

describe("the clean-up", () => {
  it("removes exactly what has outlived its use and keeps everything else", async () => {
    const s = await seed();
    const n = serial;
    const counts = await runCleanup(database.db);
    expect(counts).toEqual({
      sessions: 1,
      rateLimits: 1,
      checkouts: 3,
      checkoutPasswords: 1,
      sentMails: 1,
      unsentLinks: 1,
      drafts: 1,
      draftLinks: 2,
      invites: 2,
      passwordResets: 1,
      signInChallenges: 0,
      reviewLinks: 0,
    });
    const after = await left(s);
    expect(after.sessions).toEqual([s.ids.sessions.fresh]);
    expect(after.rateLimits).toEqual([s.ids.rateLimits.forever, s.ids.rateLimits.fresh].sort());
    // Unpaid checkouts older than two days are gone (a day-old one waits for the nightly reconciliation); a paid
    // one stays for the billing history, without its hash.
    expect(after.checkouts).toEqual([
      { orderId: `DAY-PENDING-${n}`, passwordHash: "$argon2id$hash" },
      { orderId: `NEW-PAID-${n}`, passwordHash: "$argon2id$hash" },
      { orderId: `NEW-PENDING-${n}`, passwordHash: "$argon2id$hash" },
      { orderId: `OLD-PAID-${n}`, passwordHash: "" },
    ]);
    expect(after.mails).toEqual([
      { subject: `sent-lately-${n}`, text: "x", html: null },
      // An invite lasts 7 days: a link older than that, never sent, is blanked; a younger one is kept to be sent.
      { subject: `unsent-dead-link-${n}`, text: SENSITIVE_TEXT_REMOVED, html: null },
      { subject: `unsent-live-link-${n}`, text: "https://x/invite/live", html: null },
      { subject: `unsent-old-${n}`, text: "x", html: null },
    ]);
    expect(after.drafts).toEqual([s.draftEmails.fresh]);
    expect(after.draftLinks).toEqual([s.links.open]);
    expect(after.invites).toEqual([`inv-expired-lately-${n}`, `inv-open-${n}`, `inv-used-lately-${n}`].sort());
    expect(after.resets).toEqual([`reset-lately-${n}`, `reset-open-${n}`]);

    // A second run finds nothing more to do.
    expect(await runCleanup(database.db)).toEqual({
      sessions: 0,
      rateLimits: 0,
      checkouts: 0,
      checkoutPasswords: 0,
      sentMails: 0,
      unsentLinks: 0,
      drafts: 0,
      draftLinks: 0,
      invites: 0,
      passwordResets: 0,
      signInChallenges: 0,
      reviewLinks: 0,
    });
  });

  it("runs at start and logs one line of what it removed", async () => {
    const s = await seed();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const cleanup = startCleanup({ db: database.db });
    try {
      // The run begun at start: runOnce hands back the one in progress.
      const counts = await cleanup.runOnce();
      expect(counts?.sessions).toBe(1);
      expect((await left(s)).sessions).toEqual([s.ids.sessions.fresh]);
      await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
      expect(String(log.mock.calls[0]?.[0])).toMatch(/^Clean-up removed 1 expired sessions, .*3 unpaid checkouts/);
    } finally {
      await cleanup.stop();
      log.mockRestore();
    }
    // Nothing left to remove: nothing to log.
    const again = await runCleanup(database.db);
    expect(again && summarizeCleanup(again)).toBeNull();
  });

  it.runIf(testEngine() === "postgres")(
    "skips while another process holds its lock, and runs once it is free",
    async () => {
      const s = await seed();
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // Another process's run: a transaction on another connection of the pool, holding the lock until released.
      const other = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${jobLocks.cleanup})`);
        locked();
        await released;
      });
      await isLocked;
      try {
        expect(await runCleanup(database.db)).toBeNull();
        expect((await left(s)).sessions).toEqual([s.ids.sessions.fresh, s.ids.sessions.stale].sort());
      } finally {
        release();
        await other;
      }
      // The lock went with the other transaction: the next run does the work.
      expect((await runCleanup(database.db))?.sessions).toBe(1);
      expect(await database.db.select().from(sessions).where(eq(sessions.id, s.ids.sessions.stale))).toEqual([]);
    },
  );
});
