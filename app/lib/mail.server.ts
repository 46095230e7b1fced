import { type MailAttachmentRef, outbox } from "#db/schema";
import type { Db } from "./db.server";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers by name, e.g. `List-Unsubscribe` (the outbox keeps them with the mail). */
  headers?: Record<string, string>;
  /** The mail carries a one-time link: its text is blanked once it is sent. */
  sensitive?: boolean;
  /** Files the outbox worker makes and attaches when it sends (see `OutboxWorkerOptions.attachments`). */
  attachments?: MailAttachmentRef[];
};

type OutboxListener = () => void;
const listeners = new Set<OutboxListener>();

/** The outbox worker of this process subscribes here, so a queued mail leaves at once instead of at the next poll. */
export function onMailQueued(listener: OutboxListener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes a mail to the outbox; the outbox worker sends it, never the request that queued it, so a slow or absent
 * mail server can neither hold up nor fail a request. Pass a transaction to queue the mail with the change it
 * reports: it is then sent only if that change commits.
 */
export async function queueMail(db: Db, mail: Mail) {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  // A mail queued inside a transaction is not visible until the commit: a second wake a moment later finds it
  // after most commits, and the worker's poll catches any later one.
  const wake = () => {
    for (const listener of listeners) listener();
  };
  setTimeout(wake, 0);
  setTimeout(wake, 250);
  return row.id;
}
