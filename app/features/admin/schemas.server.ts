import { z } from "zod";
import { LEAD_STATUSES } from "~/features/leads/index.server";
import { PROJECT_STATUSES } from "~/features/projects";
import { rules } from "~/lib/parse.server";
import { EMAIL_MAX } from "~/lib/validation";
import type { AdminMessages } from "./messages";
import { adminMessages } from "./messages.server";

/**
 * The admin forms' fields, read with `parseFormData` (app/lib/parse.server.ts). Conform hands an empty field
 * over as a missing one, so a required field's message is also its type error's, and an optional field that
 * was left empty arrives as `undefined`.
 */

/** A trimmed text of at most `max` characters, refused in the admin's language. */
const text = (m: AdminMessages, max: number) => z.string().trim().max(max, m.atMost(max));
/** A record's id: its refusal says a required field is missing. */
const idOf = (m: AdminMessages) => rules.uuid(m.required);

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
const optionalNumber = (m: AdminMessages, label: string, min: number, max: number) => {
  const message = m.numberRange(label, min, max);
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
const wholeNumber = (m: AdminMessages, label: string) =>
  optionalNumber(m, label, 0, 1_000_000_000).pipe(z.number().int(m.wholeNumber(label)).nullable());

const reportOf = (m: AdminMessages) =>
  z.object({
    projectId: z.string({ error: m.chooseProject }).pipe(idOf(m)),
    pageViews: wholeNumber(m, m.pageViews),
    uniqueVisitors: wholeNumber(m, m.uniqueVisitors),
    bounceRate: optionalNumber(m, m.bounceRate, 0, 100),
    avgSessionDuration: optionalNumber(m, m.avgSessionDuration, 0, 100_000).transform((n) =>
      n === null ? null : Math.round(n * 10) / 10,
    ),
    topPages: text(m, 2000)
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean)
          .slice(0, 20),
      ),
    notes: text(m, 2000)
      .optional()
      .transform((v) => v || null),
  });

/** A refund: the amount the admin typed ("10,000.50" reads as 10000.5), why, and the form's idempotency key. */
const refundOf = (m: AdminMessages) =>
  z.object({
    paymentId: idOf(m),
    amount: z
      .string({ error: m.refundAmount })
      .max(20, m.refundAmount)
      .transform((raw, ctx) => {
        const v = raw.replaceAll(",", "").trim();
        if (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0) return Number(v);
        ctx.addIssue({ code: "custom", message: m.refundAmount });
        return z.NEVER;
      }),
    reason: z.string({ error: m.refundReason }).trim().min(1, m.refundReason).max(500, m.atMost(500)),
    key: z.string({ error: m.refundIncomplete }).regex(/^[\w-]{16,100}$/, m.refundIncomplete),
  });

/** An admin's word on a refund PayHere did not confirm: the button pressed says whether it was made. */
const settleRefundOf = (m: AdminMessages) =>
  z.object({
    refundId: idOf(m),
    outcome: z.enum(["refunded", "not-refunded"], m.settleOutcome),
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
      title: z.string({ error: m.required }).trim().min(1, m.required).max(200, m.titleTooLong),
      clientId: id,
      description: text(m, 5000).optional(),
      freelancerId: id.optional(),
      deadline: z.iso.date(m.deadlineDate).optional(),
    }),
    assign: z.object({ projectId: id, freelancerId: noneOr(id) }),
    setStatus: z.object({
      projectId: id,
      status: z.enum(PROJECT_STATUSES, m.unknownProjectStatus),
      // The ticked "Complete without approval" box: completing a project whose latest update is not approved.
      override: z.literal("on", m.unknownOverride).optional().transform(Boolean),
    }),
    report: reportOf(m),
    refund: refundOf(m),
    settleRefund: settleRefundOf(m),
    leadStatus: z.object({
      kind: z.enum(["contact", "quote"], m.unknownLeadType),
      leadId: id,
      status: z.enum(LEAD_STATUSES, m.leadStatusInvalid),
    }),
  };
};

/** The schemas with the English texts. */
export const adminSchemas = adminSchemasIn(adminMessages);
