import { z } from "zod";
import { LEAD_STATUSES } from "~/features/leads/index.server";
import { PROJECT_STATUSES } from "~/features/projects";
import { rules } from "~/lib/parse.server";
import { EMAIL_MAX } from "~/lib/validation";
import { type AdminMessages, adminMessages } from "./messages";

/**
 * The admin forms' fields, read with `parseFormData` (app/lib/parse.server.ts). Conform hands an empty field
 * over as a missing one, so a required field's message is also its type error's, and an optional field that
 * was left empty arrives as `undefined`.
 */

const atMost = (max: number) => `Must be at most ${max.toLocaleString("en-US")} characters`;
const text = (max: number) => z.string().trim().max(max, atMost(max));
/** A record's id: its refusal says a required field is missing. */
const idOf = (m: AdminMessages) => rules.uuid(m.required);
const id = idOf(adminMessages);

/** An email, with the length checked first so that a long one is told so rather than called invalid. */
const email = (m: AdminMessages, required: string) =>
  z
    .string({ error: required })
    .trim()
    .max(EMAIL_MAX, m.emailTooLong)
    .pipe(rules.email({ required, invalid: m.invalidEmail }));

/** A choice where the empty option means "none" (Unassigned); a post without the field at all is malformed. */
const noneOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), z.union([z.null(), schema]));

// Empty number fields mean "not given" (docs/product.md: no analytics field is required).
const optionalNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a number from ${min} to ${max.toLocaleString("en-US")}`;
  return z
    .string()
    .max(20, message)
    .optional()
    .transform((raw, ctx) => {
      const v = (raw ?? "").trim();
      if (v === "") return null;
      const n = Number(v);
      if (Number.isFinite(n) && n >= min && n <= max) return n;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
};
const wholeNumber = (label: string) =>
  optionalNumber(label, 0, 1_000_000_000).pipe(z.number().int(`${label} must be a whole number`).nullable());

const report = z.object({
  projectId: z.string({ error: "Please choose a project" }).pipe(id),
  pageViews: wholeNumber("Page views"),
  uniqueVisitors: wholeNumber("Unique visitors"),
  bounceRate: optionalNumber("Bounce rate", 0, 100),
  avgSessionDuration: optionalNumber("Average session duration", 0, 100_000).transform((n) =>
    n === null ? null : Math.round(n * 10) / 10,
  ),
  topPages: text(2000)
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)
        .slice(0, 20),
    ),
  notes: text(2000)
    .optional()
    .transform((v) => v || null),
});

const refundAmount = "Please enter an amount of more than 0, with at most 2 decimals";

/** A refund: the amount the admin typed ("10,000.50" reads as 10000.5), why, and the form's idempotency key. */
const refund = z.object({
  paymentId: id,
  amount: z
    .string({ error: refundAmount })
    .max(20, refundAmount)
    .transform((raw, ctx) => {
      const v = raw.replaceAll(",", "").trim();
      if (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0) return Number(v);
      ctx.addIssue({ code: "custom", message: refundAmount });
      return z.NEVER;
    }),
  reason: z
    .string({ error: "Please give a reason for the refund" })
    .trim()
    .min(1, "Please give a reason for the refund")
    .max(500, atMost(500)),
  key: z
    .string({ error: "The refund form is incomplete: please reload the page" })
    .regex(/^[\w-]{16,100}$/, "The refund form is incomplete: please reload the page"),
});

/** An admin's word on a refund PayHere did not confirm: the button pressed says whether it was made. */
const settleRefund = z.object({
  refundId: id,
  outcome: z.enum(["refunded", "not-refunded"], "Say whether PayHere made the refund"),
});

/** One schema per admin form, by its `intent`, refusing in the texts of one language (`m`). */
export const adminSchemasIn = (m: AdminMessages) => {
  const id = idOf(m);
  return {
    addUser: z.object({
      email: email(m, m.required),
      role: z.string({ error: m.required }).pipe(rules.role(m.invalidRole)),
    }),
    editUser: z.object({ userId: id, email: email(m, m.emailRequired) }),
    reinvite: z.object({ userId: id }),
    sendReset: z.object({ userId: id }),
    resetTwoFactor: z.object({ userId: id }),
    createProject: z.object({
      title: z.string({ error: m.required }).trim().min(1, m.required).max(200, "Title must be at most 200 characters"),
      clientId: id,
      description: text(5000).optional(),
      freelancerId: id.optional(),
      deadline: z.iso.date("Deadline must be a date (YYYY-MM-DD)").optional(),
    }),
    assign: z.object({ projectId: id, freelancerId: noneOr(id) }),
    setStatus: z.object({
      projectId: id,
      status: z.enum(PROJECT_STATUSES, "Unknown project status"),
      // The ticked "Complete without approval" box: completing a project whose latest update is not approved.
      override: z.literal("on", "Unknown override").optional().transform(Boolean),
    }),
    report,
    refund,
    settleRefund,
    leadStatus: z.object({
      kind: z.enum(["contact", "quote"], "Unknown lead type"),
      leadId: id,
      status: z.enum(LEAD_STATUSES, "Status must be new, contacted or closed"),
    }),
  };
};

/** The schemas with the English texts. */
export const adminSchemas = adminSchemasIn(adminMessages);
