import type { ToastWords } from "~/components/form-status";
import type { Answer } from "~/lib/result";

/** The `intent` field of each lead form: the page's action tells its forms apart by it. */
export const CONTACT_INTENT = "contact";
export const QUOTE_INTENT = "quote";

/** What a lead form's action answers (`answer`): the toast's words, and Conform's reply for the fields. */
export type LeadAnswer = Answer<ToastWords>;
