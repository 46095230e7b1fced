import { z } from "zod";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The schemas' refusals, in English: the route says them in the admin's language (`reportText`). */
export const REPORT_FORM_MESSAGES = {
  month: "Choose a month as YYYY-MM.",
  report: "There is no such report.",
  client: "There is no such client.",
} as const;

const month = z.string().regex(MONTH, REPORT_FORM_MESSAGES.month);
const uuid = z.string().uuid(REPORT_FORM_MESSAGES.report);

/** The admin's forms: "Send again" names a report, "Regenerate" a client and a month. */
export const resendSchema = z.object({ reportId: uuid });
export const regenerateSchema = z.object({ clientId: z.string().uuid(REPORT_FORM_MESSAGES.client), month });

/** The admin's list: `?month=2026-10`, or the month the job last reported on. */
export const monthQuerySchema = z.object({ month: month.optional() });
