import { z } from "zod";
import { PAYMENT_OUTCOMES, safeRedirect } from "./login";
import { loginMessages } from "./login-messages.server";

/**
 * The sign-in form. The desk ID is compared as the server makes it (upper case); both fields are cut to a length
 * no real one reaches, so a huge value costs neither a long rate-limit key nor a long password hash. A desk ID of
 * the wrong shape is not refused here: it is a failed attempt like any unknown ID (decision 13 counts it).
 */
export const loginSchemaFor = (required: string) =>
  z.object({
    flideskId: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .transform((v) => v.toUpperCase().slice(0, 20)),
    password: z
      .string({ error: required })
      .min(1, required)
      .transform((v) => v.slice(0, 200)),
  });

/** The sign-in form with its refusal in English. */
export const loginSchema = loginSchemaFor(loginMessages.required);

export type LoginInput = z.output<typeof loginSchema>;

const id = z
  .string()
  .transform((v) => v.slice(0, 64))
  .optional()
  .catch(undefined);

/** The sign-in page's query: where to go after, and what the payment return said. Nothing here can fail. */
export const signInQuerySchema = z.object({
  redirectTo: z.string().optional().catch(undefined).transform(safeRedirect),
  payment: z.enum(PAYMENT_OUTCOMES).optional().catch(undefined),
  order_id: id,
  payment_id: id,
});
