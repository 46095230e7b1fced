import { siteConfig } from "~/features/site";
import type { Db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { queueMail } from "~/lib/mail.server";
import { supportReceivedMail, supportRequestMail } from "./mails";
import type { SupportRequest } from "./support-request";
import { clientByEmail, fileTicket } from "./ticket-writes.server";

/**
 * Files a request from the public support form as a ticket. The ticket, the agency's mail with every detail and
 * the sender's confirmation with the reference commit together: a stored request always has both mails queued,
 * and the outbox worker sends them after the request, so a slow mail server never holds up the visitor.
 *
 * A request sent with the email of a client account is that client's ticket too: it shows in their Support tab,
 * and the agency's replies reach them as notifications. The form proves nothing about who sent it, so it grants
 * nothing: the client only sees a ticket more in their own list. The ticket keeps the language of the page it was
 * filed from (`locale`): the sender's mails are in it, the agency's in English.
 */
export async function filePublicRequest(db: Db, request: SupportRequest, locale: Locale) {
  const clientId = await clientByEmail(db, request.email);
  const { name, email, subject, message, priority } = request;
  return fileTicket(
    db,
    { subject, priority, message, name, email, clientId, projectId: null, fromPublicForm: true, locale },
    async (tx, ticket) => {
      const filed = { reference: ticket.reference, request, hasClientAccount: Boolean(clientId) };
      await queueMail(tx, { to: siteConfig.email, ...supportRequestMail(filed) });
      await queueMail(tx, { to: email, ...supportReceivedMail(filed, locale) });
    },
  );
}
