import { eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { contactSubmissions, outbox } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { siteConfig } from "~/features/site/config";
import { openDatabase } from "~/lib/db.server";
import { queueMail } from "~/lib/mail.server";
import { MAX_ATTEMPTS, retryDelayMs, SENSITIVE_TEXT_REMOVED, startOutboxWorker } from "~/lib/outbox.server";
import { setUpDatabase } from "../setup/hooks";
import { scratchPostgres } from "../setup/scratch";
import { signInCookie, startTestServer } from "../setup/server-build";
import { eventually, startSilentSmtpServer, startSmtpServer } from "../setup/smtp";
import { testEngine, testEnv } from "../setup/test-db";

const database = setUpDatabase();
beforeEach(async () => {
  await database.db.delete(outbox);
});

const mailsTo = (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to));

describe("a mail server that accepts connections and never answers", () => {
  it("neither holds up the contact form nor loses its mail: it is retried and delivered once it is back", async () => {
    const silent = await startSilentSmtpServer();
    const smtp = await startSmtpServer();
    const server = await startTestServer(database, testEnv({ SMTP_URL: silent.url }), undefined, {
      outbox: { attemptTimeoutMs: 5_000 },
    });
    try {
      const message = `Slow mail server ${Date.now()}`;
      const res = await fetch(`${server.url}/?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({
          intent: "contact",
          firstName: "Nimal",
          lastName: "Silva",
          email: "n@s.lk",
          message,
        }),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Thank you for your inquiry");
      // The answer came while the mail was still waiting for the mail server: sending is not the request's job.
      const [queued] = (await mailsTo(siteConfig.email)).filter((m) => m.text.includes(message));
      expect(queued).toMatchObject({ sentAt: null, lastError: null });
      expect(
        await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.message, message)),
      ).toHaveLength(1);

      // The worker meanwhile tries, gives up on the attempt at its timeout and schedules the next one.
      await eventually(() => silent.connections() > 0);
      const failed = await eventually(async () => {
        const [row] = await database.db
          .select()
          .from(outbox)
          .where(eq(outbox.id, queued?.id ?? ""));
        return row?.lastError ? row : null;
      });
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed.lastError).toMatch(/greeting|timeout|timed out/i);
      // The first retry waits 30 s: checked against the database's clock, which set it.
      const [wait] = (
        (await database.db.execute(
          sql`select extract(epoch from next_attempt_at - now()) as "seconds" from outbox where id = ${failed.id}`,
        )) as unknown as { rows: { seconds: number }[] }
      ).rows;
      expect(Number(wait?.seconds)).toBeGreaterThan(10);
      expect(Number(wait?.seconds)).toBeLessThanOrEqual(30);

      // The mail server comes back and the retry's time arrives: the mail goes out, once.
      silent.recover(smtp.port);
      await database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, failed.id));
      const subject = "New contact message from Nimal Silva";
      await eventually(() => smtp.withSubject(subject).length > 0);
      const sent = await eventually(async () => (await mailsTo(siteConfig.email)).find((m) => m.sentAt));
      expect(sent).toMatchObject({ id: failed.id, attempts: 2, lastError: null });
      expect(await server.outbox.runOnce()).toBe(0);
      expect(smtp.withSubject(subject)).toHaveLength(1);
      expect(smtp.withSubject(subject)[0]?.body).toContain(message);
    } finally {
      await server.close();
      await silent.close();
      await smtp.close();
    }
  });
});

describe("an invite mailed by the running app", () => {
  it("reaches the invitee with a working link, and its outbox row keeps no link once sent", async () => {
    await seedDemoData(database.db);
    const smtp = await startSmtpServer();
    const server = await startTestServer(database, testEnv({ SMTP_URL: smtp.url }), undefined, { ownPublicUrl: true });
    try {
      const res = await fetch(`${server.url}/dashboard/admin/users`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.url,
          Cookie: await signInCookie(server.url, "FLD-ADMIN"),
        },
        body: new URLSearchParams({ intent: "add-user", email: "invitee.http@example.lk", role: "client" }),
      });
      expect(res.status).toBe(200);
      const mail = await eventually(() => smtp.received.find((m) => m.to.includes("invitee.http@example.lk")));
      // Quoted-printable wraps long lines with "=" + CRLF; the link itself has no "=".
      const link = /http:\/\/127\.0\.0\.1:\d+\/dashboard\/invite\/[\w-]{43}/.exec(mail.body.replace(/=\r\n/g, ""))?.[0];
      expect(link).toBeDefined();
      const row = await eventually(async () => (await mailsTo("invitee.http@example.lk")).find((m) => m.sentAt));
      expect(row).toMatchObject({ sensitive: true, text: SENSITIVE_TEXT_REMOVED, html: null });
      const token = link?.split("/").at(-1) ?? "missing";
      expect(JSON.stringify(await database.db.select().from(outbox))).not.toContain(token);
      // The mailed link is the real one: it opens the page that sets a first password.
      expect((await fetch(link ?? "")).status).toBe(200);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe("the outbox worker", () => {
  it("blanks a sensitive mail's text in the update that marks it sent, and keeps an ordinary one", async () => {
    const smtp = await startSmtpServer();
    const worker = startOutboxWorker({ db: database.db, env: testEnv({ SMTP_URL: smtp.url }), background: false });
    try {
      // Short enough for one line of the mail's encoding: the received body then holds it whole.
      const link = "http://localhost/dashboard/invite/one-time-token-123";
      const secret = await queueMail(database.db, {
        to: "invitee@example.lk",
        subject: "Your Fli DESK account",
        text: `Set it: ${link}`,
        html: `<a href="${link}">Set your password</a>`,
        sensitive: true,
      });
      const plain = await queueMail(database.db, { to: "agency@example.lk", subject: "A lead", text: "Call back" });
      // Until it is sent the link is needed: it is still there.
      expect((await mailsTo("invitee@example.lk"))[0]?.text).toContain(link);

      expect(await worker.runOnce()).toBe(2);
      expect(smtp.withSubject("Your Fli DESK account")[0]?.body).toContain(link);
      const rows = await database.db
        .select()
        .from(outbox)
        .where(inArray(outbox.id, [secret, plain]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(secret)).toMatchObject({ text: SENSITIVE_TEXT_REMOVED, html: null, lastError: null });
      expect(byId.get(secret)?.sentAt).toBeInstanceOf(Date);
      expect(JSON.stringify(rows)).not.toContain("one-time-token");
      expect(byId.get(plain)).toMatchObject({ text: "Call back" });
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("sends one Message-ID per outbox row, the same on every attempt, so a mail sent twice can be folded", async () => {
    // The first delivery is accepted only after the worker has given up on it (as when a process dies between the
    // server's answer and marking the mail sent): the mail goes again, and arrives twice with one Message-ID.
    let first = true;
    const smtp = await startSmtpServer({
      holdData: async () => {
        if (!first) return;
        first = false;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      },
    });
    const env = testEnv({ SMTP_URL: smtp.url, PUBLIC_URL: "https://desk.example.lk" });
    const worker = startOutboxWorker({ db: database.db, env, attemptTimeoutMs: 300, background: false });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const id = await queueMail(database.db, { to: "twice@example.lk", subject: "Twice", text: "Hello" });
      expect(await worker.runOnce()).toBe(0);
      await eventually(() => smtp.withSubject("Twice").length === 1);
      expect((await mailsTo("twice@example.lk"))[0]).toMatchObject({ sentAt: null, attempts: 1 });
      // The retry's time is made to arrive at once.
      await database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
      const other = await queueMail(database.db, { to: "once@example.lk", subject: "Once", text: "Hello" });
      expect(await worker.runOnce()).toBe(2);
      const twice = smtp.withSubject("Twice");
      expect(twice).toHaveLength(2);
      const messageIds = twice.map((m) => /^Message-ID: (.*)$/im.exec(m.body)?.[1]);
      expect(messageIds).toEqual([`<${id}@desk.example.lk>`, `<${id}@desk.example.lk>`]);
      // Another row has another id.
      expect(smtp.withSubject("Once")[0]?.body).toMatch(
        new RegExp(`^Message-ID: <${other}@desk\\.example\\.lk>`, "im"),
      );
    } finally {
      error.mockRestore();
      await worker.stop();
      await smtp.close();
    }
  });

  it("records a refused mail's error (never its text) and still sends the others of the batch", async () => {
    const smtp = await startSmtpServer({ refuse: ["gone@example.lk"] });
    const worker = startOutboxWorker({ db: database.db, env: testEnv({ SMTP_URL: smtp.url }), background: false });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await queueMail(database.db, { to: "gone@example.lk", subject: "Refused", text: "private words" });
      await queueMail(database.db, { to: "here@example.lk", subject: "Accepted", text: "Hello" });
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.withSubject("Accepted")).toHaveLength(1);
      const [refused] = await mailsTo("gone@example.lk");
      expect(refused).toMatchObject({ sentAt: null, attempts: 1 });
      expect(refused?.lastError).toContain("550");
      expect(refused?.lastError).not.toContain("private words");
      const logged = error.mock.calls.map((c) => c.join(" ")).join("\n");
      expect(logged).toContain("gone@example.lk");
      expect(logged).not.toContain("private words");
      // Not due before its retry time.
      expect(await worker.runOnce()).toBe(0);
      expect((await mailsTo("gone@example.lk"))[0]?.attempts).toBe(1);
    } finally {
      error.mockRestore();
      await worker.stop();
      await smtp.close();
    }
  });

  it("waits longer after each failure and gives up after MAX_ATTEMPTS, leaving the mail unsent", async () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30e3, 120e3, 600e3, 3_600e3, 6 * 3_600e3]);
    for (let n = 1; n < 20; n++) expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n));

    const smtp = await startSmtpServer({ refuse: ["gone@example.lk"] });
    const worker = startOutboxWorker({ db: database.db, env: testEnv({ SMTP_URL: smtp.url }), background: false });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const id = await queueMail(database.db, { to: "gone@example.lk", subject: "Never", text: "x" });
      for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt++) {
        // Each retry's time is made to arrive at once.
        await database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
        await worker.runOnce();
      }
      const [row] = await mailsTo("gone@example.lk");
      expect(row).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS });
      expect(row?.lastError).toContain("550");
      expect(error.mock.calls.at(-1)?.join(" ")).toContain(`failed ${MAX_ATTEMPTS} times`);
    } finally {
      error.mockRestore();
      await worker.stop();
      await smtp.close();
    }
  });

  it("stop() waits for the mail being sent", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const smtp = await startSmtpServer({ holdData: () => held });
    const worker = startOutboxWorker({ db: database.db, env: testEnv({ SMTP_URL: smtp.url }), background: false });
    try {
      const id = await queueMail(database.db, { to: "late@example.lk", subject: "In flight", text: "x" });
      const run = worker.runOnce();
      await eventually(() => smtp.receiving() > 0);
      let stopped = false;
      const stopping = worker.stop().then(() => {
        stopped = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(await run).toBe(1);
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row?.sentAt).toBeInstanceOf(Date);
      // A stopped worker claims nothing.
      await queueMail(database.db, { to: "after@example.lk", subject: "After stop", text: "x" });
      expect(await worker.runOnce()).toBe(0);
    } finally {
      release();
      await worker.stop();
      await smtp.close();
    }
  });
});

describe("two processes on one database", () => {
  it("send each of 20 mails exactly once", async () => {
    const smtp = await startSmtpServer();
    // On PostgreSQL each worker has a connection pool of its own, as two server processes would.
    const scratch = testEngine() === "postgres" ? await scratchPostgres("agency_outbox") : null;
    const first = scratch ? await openDatabase({ kind: "postgres", url: scratch.url }) : database;
    const second = scratch ? await openDatabase({ kind: "postgres", url: scratch.url }) : database;
    const env = testEnv({ SMTP_URL: smtp.url });
    const workers = [first, second].map((d) => startOutboxWorker({ db: d.db, env, batchSize: 3, background: false }));
    try {
      const subjects = Array.from({ length: 20 }, (_, i) => `Mail ${i + 1} of 20`);
      for (const subject of subjects) await queueMail(first.db, { to: "many@example.lk", subject, text: subject });
      // Both claim at the same time, over and over, until everything is out.
      let sent = 0;
      for (let round = 0; round < 20 && sent < 20; round++) {
        const results = await Promise.all(workers.flatMap((w) => [w.runOnce(), w.runOnce()]));
        sent += results.reduce((a, b) => a + b, 0);
      }
      expect(sent).toBe(20);
      for (const subject of subjects) expect(smtp.withSubject(subject), subject).toHaveLength(1);
      expect(smtp.received).toHaveLength(20);
      const rows = await first.db.select().from(outbox);
      expect(rows).toHaveLength(20);
      // No row was ever claimed twice.
      expect(rows.every((r) => r.attempts === 1 && r.sentAt instanceof Date)).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      if (scratch) {
        await first.close();
        await second.close();
        await scratch.drop();
      }
      await smtp.close();
    }
  });
});
