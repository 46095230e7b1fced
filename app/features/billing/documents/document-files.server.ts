import type { MailAttachmentRef } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { AttachmentMaker } from "~/lib/outbox-delivery.server";
import { renderDocumentPdf } from "./document-pdf.server";
import { documentDetails } from "./documents.server";

/** A document's file name: its number. */
export const documentFilename = (number: string) => `${number}.pdf`;

/**
 * A document's PDF by its number, or null when there is no such document. In its owner's language (decision 48):
 * the client's `users.locale`, English when null or when the order opened no account, whoever asks for it (the
 * client, an admin, the mail that attaches it).
 */
export async function documentPdf(db: Db, number: string, options: { compress?: boolean } = {}) {
  const details = await documentDetails(db, number);
  return details ? renderDocumentPdf(details, { ...options, locale: details.user?.locale ?? "en" }) : null;
}

/** The outbox worker's maker of billing attachments: a receipt's or credit note's PDF, made when the mail leaves. */
export function billingAttachments(db: Db): AttachmentMaker {
  return async (ref: MailAttachmentRef) => {
    if (ref.kind !== "billing-document") throw new Error(`Unknown attachment kind ${ref.kind}`);
    const content = await documentPdf(db, ref.ref);
    if (!content) throw new Error(`No billing document ${ref.ref} to attach`);
    return { filename: documentFilename(ref.ref), content, contentType: "application/pdf" };
  };
}
