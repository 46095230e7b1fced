import { z } from "zod";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z.string().regex(MONTH, "Choose a month as YYYY-MM.");
const uuid = z.string().uuid("There is no such report.");

/** The admin's forms: "Send again" names a report, "Regenerate" a client and a month. */
export const resendSchema = z.object({ reportId: uuid });
export const regenerateSchema = z.object({ clientId: z.string().uuid("There is no such client."), month });

/** The admin's list: `?month=2026-10`, or the month the job last reported on. */
export const monthQuerySchema = z.object({ month: month.optional() });
