import type { MailAttachmentRef } from "#db/schema";
import { billingAttachments } from "~/features/billing/index.server";
import { reportAttachments } from "~/features/reports/index.server";
import type { Db } from "~/lib/db.server";
import type { AttachmentMaker } from "~/lib/outbox-delivery.server";
import type { Storage } from "~/lib/storage.server";

/**
 * The outbox worker's one maker of attachments, by what a mail names: a receipt or credit note (billing), a monthly
 * report (reports). Here, with the start-up code, so app/lib needs neither feature.
 */
export function mailAttachments(db: Db, storage: Storage): AttachmentMaker {
  const makers: Record<MailAttachmentRef["kind"], AttachmentMaker> = {
    "billing-document": billingAttachments(db),
    "monthly-report": reportAttachments(db, storage),
  };
  return (ref) => makers[ref.kind](ref);
}
