import type { Db } from "~/lib/db.server";
import { logError } from "~/lib/errors.server";
import { queueMail } from "~/lib/mail.server";
import type { securityMails } from "../mails";

/**
 * Queues a sign-in notice. The outbox sends it later; a failure to queue it is logged and does not stop the
 * sign-in it reports.
 */
export async function queueSignInMail(db: Db, mail: ReturnType<typeof securityMails.signIn>) {
  try {
    await queueMail(db, mail);
  } catch (error) {
    logError(error, "sign-in mail");
  }
}
