import { z } from "zod";
import { validatorMessages } from "./desk-id";
import { checkSupportRequest } from "./support-request";

// Any form value: the rules are `checkSupportRequest`'s, which the browser runs too (Zod stays on the server).
const entry = z.custom<FormDataEntryValue>(() => true).optional();

/** The support form posted without JavaScript, judged by the browser's own function. */
export const supportRequestSchema = z
  .object({ name: entry, email: entry, subject: entry, message: entry, priority: entry })
  .transform((form, ctx) => {
    const check = checkSupportRequest(form);
    if (check.ok) return check.value;
    for (const { field, message } of check.problems) ctx.addIssue({ code: "custom", path: [field], message });
    return z.NEVER;
  });

export const deskIdSchema = z.object({
  flideskId: z
    .string({ error: validatorMessages.required })
    .refine((value) => value.trim() !== "", validatorMessages.required)
    // Only the start of a long paste is looked up: no ID is that long.
    .transform((value) => value.slice(0, 50)),
});
