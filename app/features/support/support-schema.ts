import { z } from "zod";
import { checkSupportRequest, type SupportCheckMessages } from "./support-request";

// Any form value: the rules are `checkSupportRequest`'s, which the browser runs too (Zod stays on the server).
const entry = z.custom<FormDataEntryValue>(() => true).optional();

/** The support form posted without JavaScript, judged by the browser's own function, in the page's words. */
export const supportRequestSchema = (messages: SupportCheckMessages) =>
  z.object({ name: entry, email: entry, subject: entry, message: entry, priority: entry }).transform((form, ctx) => {
    const check = checkSupportRequest(form, messages);
    if (check.ok) return check.value;
    for (const { field, message } of check.problems) ctx.addIssue({ code: "custom", path: [field], message });
    return z.NEVER;
  });

/** The ID validator's one field; `required` is the page's words for a blank ID. */
export const deskIdSchema = (required: string) =>
  z.object({
    flideskId: z
      .string({ error: required })
      .refine((value) => value.trim() !== "", required)
      // Only the start of a long paste is looked up: no ID is that long.
      .transform((value) => value.slice(0, 50)),
  });
