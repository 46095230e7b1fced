// What other features may use of billing (server side).
export { billingFor } from "./billing.server";
export { billingAttachments, documentPdf } from "./document-files.server";
export {
  type BillingDocument,
  DOCUMENT_NUMBER_PATTERN,
  documentOwner,
  issueCreditNote,
  issueReceipt,
} from "./documents.server";
