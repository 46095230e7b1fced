import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import type { Database } from "~/lib/db.server";
import { sendMail } from "~/lib/mail.server";
import { createTestDatabase, testEnv } from "../setup/test-db";

// A real SMTP server on loopback: the mail goes through nodemailer and the SMTP protocol, as in production.
let received: { to: string[]; body: string }[] = [];
let smtp: SMTPServer;
let port = 0;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => {
        body += chunk;
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database?.close();
});

describe("mail", () => {
  it("sends through SMTP and marks the outbox row sent", async () => {
    received = [];
    const env = testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Fli Digital <desk@flidigital.lk>" });
    const result = await sendMail(database.db, env, {
      to: "client@example.lk",
      subject: "Your Fli DESK ID",
      text: "FLD-AB12C",
    });
    expect(result.sent).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["client@example.lk"]);
    expect(received[0]?.body).toContain("Subject: Your Fli DESK ID");
    expect(received[0]?.body).toContain("FLD-AB12C");
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, result.id));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBeNull();
  });

  it("keeps the mail in the outbox with the error when SMTP is down", async () => {
    const env = testEnv({ SMTP_URL: "smtp://127.0.0.1:1" });
    const result = await sendMail(database.db, env, { to: "x@example.lk", subject: "Hi", text: "Hello" });
    expect(result.sent).toBe(false);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, result.id));
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toBeTruthy();
  });

  it("keeps the mail in the outbox without SMTP_URL", async () => {
    const result = await sendMail(database.db, testEnv(), { to: "y@example.lk", subject: "Hi", text: "Hello" });
    expect(result.sent).toBe(false);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, result.id));
    expect(row).toMatchObject({ to: "y@example.lk", sentAt: null, lastError: null });
  });
});
