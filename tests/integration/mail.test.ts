import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox } from "#db/schema";
import type { Database } from "~/lib/db.server";
import { onMailQueued, queueMail } from "~/lib/mail.server";
import { DEFAULT_MAIL_FROM, PARKED_UNTIL, startOutboxWorker } from "~/lib/outbox.server";
import { eventually, startSmtpServer } from "../setup/smtp";
import { createTestDatabase, testEnv } from "../setup/test-db";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let database: Database;
const workers: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
});
beforeEach(async () => {
  await database.db.delete(outbox);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  vi.restoreAllMocks();
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

/** A worker that runs only when the test says so. */
function worker(env = testEnv()) {
  const w = startOutboxWorker({ db: database.db, env, background: false });
  workers.push(w);
  return w;
}

const row = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe("queueMail", () => {
  it("only writes the mail to the outbox, unsent, and wakes this process's worker", async () => {
    const woken = vi.fn();
    const unsubscribe = onMailQueued(woken);
    const id = await queueMail(database.db, { to: "client@example.lk", subject: "Queued", text: "Hello" });
    expect(await row(id)).toMatchObject({
      to: "client@example.lk",
      subject: "Queued",
      text: "Hello",
      sensitive: false,
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    await eventually(() => woken.mock.calls.length > 0);
    unsubscribe();
    expect(smtp.withSubject("Queued")).toEqual([]);
  });

  it("queued inside a transaction that rolls back, leaves no mail", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, { to: "client@example.lk", subject: "Rolled back", text: "Never" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(outbox).where(eq(outbox.subject, "Rolled back"))).toEqual([]);
  });
});

describe("the outbox worker", () => {
  it("sends a queued mail through SMTP from MAIL_FROM and marks it sent", async () => {
    const w = worker(testEnv({ SMTP_URL: smtp.url, MAIL_FROM: "Fli Digital <desk@flidigital.lk>" }));
    const id = await queueMail(database.db, {
      to: "client@example.lk",
      subject: "Your Fli DESK ID",
      text: "FLD-AB12C",
    });
    expect(await w.runOnce()).toBe(1);
    const [mail, ...others] = smtp.withSubject("Your Fli DESK ID");
    expect(others).toEqual([]);
    expect(mail?.to).toEqual(["client@example.lk"]);
    expect(mail?.from).toBe("desk@flidigital.lk");
    expect(mail?.body).toContain("FLD-AB12C");
    expect(await row(id)).toMatchObject({ attempts: 1, lastError: null, text: "FLD-AB12C" });
    expect((await row(id))?.sentAt).toBeInstanceOf(Date);
    // Sent is sent: another run finds nothing.
    expect(await w.runOnce()).toBe(0);
    expect(smtp.withSubject("Your Fli DESK ID")).toHaveLength(1);
  });

  it("sends from the default address without MAIL_FROM", async () => {
    const w = worker(testEnv({ SMTP_URL: smtp.url }));
    await queueMail(database.db, { to: "client@example.lk", subject: "Default sender", text: "Hi" });
    expect(await w.runOnce()).toBe(1);
    expect(DEFAULT_MAIL_FROM).toContain("<no-reply@flidigital.lk>");
    expect(smtp.withSubject("Default sender")[0]?.from).toBe("no-reply@flidigital.lk");
  });

  it("without SMTP_URL logs each mail once, keeps it unsent, and a worker with SMTP_URL sends it later", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const idle = worker();
    const id = await queueMail(database.db, { to: "y@example.lk", subject: "Kept", text: "Hello" });
    expect(await idle.runOnce()).toBe(0);
    expect(await idle.runOnce()).toBe(0);
    const lines = log.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("y@example.lk"));
    expect(lines).toEqual(["Mail to y@example.lk kept in the outbox (no SMTP_URL): Kept"]);
    // Parked, not failed: no attempt was made, so none is counted.
    expect(await row(id)).toMatchObject({ sentAt: null, attempts: 0, lastError: null, nextAttemptAt: PARKED_UNTIL });
    expect(smtp.withSubject("Kept")).toEqual([]);

    const sender = worker(testEnv({ SMTP_URL: smtp.url }));
    expect(await sender.runOnce()).toBe(1);
    expect(smtp.withSubject("Kept")).toHaveLength(1);
    expect((await row(id))?.sentAt).toBeInstanceOf(Date);
  });

  it("sends on its own: a queued mail wakes it, and its poll finds mails queued elsewhere", async () => {
    const started = startOutboxWorker({ db: database.db, env: testEnv({ SMTP_URL: smtp.url }), pollMs: 100 });
    workers.push(started);
    await queueMail(database.db, { to: "a@example.lk", subject: "Woken", text: "1" });
    await eventually(() => smtp.withSubject("Woken").length === 1);
    // Written straight into the table, as another process would: no wake-up here, the poll finds it.
    await database.db.insert(outbox).values({ to: "b@example.lk", subject: "Polled", text: "2" });
    await eventually(() => smtp.withSubject("Polled").length === 1);
  });
});
