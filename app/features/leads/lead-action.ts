import type { SubmissionResult } from "@conform-to/react";
import type { FormToast } from "~/components/form-status";

/** What a lead form's action answers: Conform's result for the fields, and the toast to show. */
export type LeadActionData = { form: "contact" | "quote"; result: SubmissionResult<string[]>; toast: FormToast };
