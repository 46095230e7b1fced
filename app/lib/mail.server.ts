import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { outbox } from "#db/schema";
import type { Db } from "./db.server";
import type { Env } from "./env.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

const transports = new Map<string, Transporter>();

function transport(url: string) {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

/**
 * Every mail is written to the outbox first, so nothing is lost when SMTP is down or not configured.
 * With SMTP_URL it is then sent and marked sent (or its error recorded); without it, it is logged.
 */
export async function sendMail(db: Db, env: Env, mail: Mail) {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  if (!env.SMTP_URL) {
    console.log(`Mail to ${mail.to} kept in the outbox (no SMTP_URL): ${mail.subject}`);
    return { id: row.id, sent: false };
  }
  try {
    await transport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM ?? "Fli Digital <no-reply@flidigital.lk>", ...mail });
    await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
    return { id: row.id, sent: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Sending mail to ${mail.to} failed: ${message}`);
    await db.update(outbox).set({ lastError: message }).where(eq(outbox.id, row.id));
    return { id: row.id, sent: false };
  }
}
