import type { SubmissionResult } from "@conform-to/react";
import type { FormToast } from "~/components/form-status";

/** The `intent` field of each lead form: the page's action tells its forms apart by it. */
export const CONTACT_INTENT = "contact";
export const QUOTE_INTENT = "quote";

/** What a lead form's action answers: Conform's result for the fields, and the toast to show. */
export type LeadActionData = { form: "contact" | "quote"; result: SubmissionResult<string[]>; toast: FormToast };
