import { z } from "zod";
import type { SessionUser } from "~/features/accounts/index.server";
import { createUser, reissueInvite, updateUserEmail } from "~/features/accounts/index.server";
import { LEAD_STATUSES, setLeadStatus } from "~/features/leads/index.server";
import { PROJECT_STATUSES } from "~/features/projects";
import {
  addAnalyticsReport,
  applyProjectChange,
  assignFreelancer,
  type ChangeResult,
  createProject,
} from "~/features/projects/index.server";
import type { AppLoadContextValue } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { type ProblemKind, fail as problem, type Result, ok as succeed } from "~/lib/result";
import { adminMessages as m } from "./messages";

export const ADMIN_INTENTS = [
  "add-user",
  "edit-user",
  "reinvite",
  "create-project",
  "assign",
  "set-status",
  "upload-analytics",
  "lead-status",
] as const;
type Intent = (typeof ADMIN_INTENTS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max.toLocaleString("en-US")} characters`);
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, m.required);
const email = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, "Email must be at most 254 characters")
    .regex(EMAIL, m.invalidEmail)
    .transform((v) => v.toLowerCase());
// Empty number fields mean "not given" (docs/product.md: no analytics field is required).
const optionalNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .max(20, `${label} must be a number from ${min} to ${max.toLocaleString("en-US")}`)
    .optional()
    .transform((raw, ctx) => {
      const v = (raw ?? "").trim();
      if (v === "") return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be a number from ${min} to ${max.toLocaleString("en-US")}`,
        });
        return z.NEVER;
      }
      return n;
    });

const schemas = {
  "add-user": z.object({
    email: email(m.required),
    role: z
      .string({ error: m.required })
      .min(1, m.required)
      .pipe(z.enum(["client", "freelancer", "admin"], m.invalidRole)),
  }),
  "edit-user": z.object({ userId: uuid, email: email(m.emailRequired) }),
  reinvite: z.object({ userId: uuid }),
  "create-project": z.object({
    title: z.string({ error: m.required }).trim().min(1, m.required).max(200, "Title must be at most 200 characters"),
    clientId: z.string({ error: m.required }).min(1, m.required).pipe(uuid),
    description: text(5000).optional(),
    freelancerId: z.union([z.literal(""), uuid]).optional(),
    deadline: z.union([z.literal(""), z.iso.date("Deadline must be a date (YYYY-MM-DD)")]).optional(),
  }),
  assign: z.object({ projectId: uuid, freelancerId: z.union([z.literal(""), uuid]) }),
  "set-status": z.object({
    projectId: uuid,
    status: z.enum(PROJECT_STATUSES, "Unknown project status"),
  }),
  "upload-analytics": z.object({
    projectId: z.string({ error: "Please choose a project" }).min(1, "Please choose a project").pipe(uuid),
    pageViews: optionalNumber("Page views", 0, 1_000_000_000).pipe(
      z.number().int("Page views must be a whole number").nullable(),
    ),
    uniqueVisitors: optionalNumber("Unique visitors", 0, 1_000_000_000).pipe(
      z.number().int("Unique visitors must be a whole number").nullable(),
    ),
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
  }),
  "lead-status": z.object({
    kind: z.enum(["contact", "quote"], "Unknown lead type"),
    leadId: uuid,
    status: z.enum(LEAD_STATUSES, "Status must be new, contacted or closed"),
  }),
} satisfies Record<Intent, z.ZodType>;

/** What an admin write answers: the form it came from, and its outcome; the route turns it into a response. */
export type AdminAnswer = { intent: string; result: Result<{ message: string; inviteUrl?: string }> };
type Answer = AdminAnswer;
const kinds: Record<number, ProblemKind> = { 400: "invalid", 404: "not-found", 409: "conflict", 503: "unavailable" };
const ok = (intent: string, message: string, extra: { inviteUrl?: string } = {}): Answer => ({
  intent,
  result: succeed({ message, ...extra }),
});
const fail = (intent: string, status: number, message: string): Answer => ({
  intent,
  result: problem(kinds[status] ?? "invalid", message),
});

/** A refused project change: the state machine's own sentence for a 409, the usual texts otherwise. */
function projectFailure(intent: Intent, result: Extract<ChangeResult, { ok: false }>, otherwise: string): Answer {
  if (result.status === 409) return fail(intent, 409, result.message);
  return fail(intent, result.status, result.status === 404 ? m.projectNotFound : otherwise);
}

/** Form fields as strings only: a file where text belongs is treated as missing. */
function fields(form: FormData) {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in out)) out[key] = value;
  return out;
}

/**
 * Every admin write (docs/product.md, Fli DESK portal). The caller has already checked that the user is an admin. Input is
 * parsed here, on the server; bad input answers 4xx with a message, and nothing is written.
 */
export async function adminAction(context: AppLoadContextValue, admin: SessionUser, form: FormData): Promise<Answer> {
  const intent = String(form.get("intent")) as Intent;
  if (!ADMIN_INTENTS.includes(intent)) return fail(intent, 400, "Unknown form");
  const parsed = schemas[intent].safeParse(fields(form));
  if (!parsed.success) return fail(intent, 400, parsed.error.issues[0]?.message ?? m.required);
  try {
    return await run(context, admin, intent, parsed.data);
  } catch (error) {
    // The failure texts (docs/product.md), for what the input could not have caused (the database is down, ...).
    console.error(`Admin action ${intent} failed:`, describeError(error));
    const reason = error instanceof Error ? error.message : "unexpected error";
    const failures: Record<Intent, string> = {
      "add-user": m.userCreateFailed,
      "edit-user": m.userUpdateFailed,
      reinvite: m.userUpdateFailed,
      "create-project": m.projectCreateFailed(reason),
      assign: m.assignFailed,
      "set-status": m.assignFailed,
      "upload-analytics": m.analyticsFailed,
      "lead-status": m.leadUpdateFailed,
    };
    return fail(intent, 503, failures[intent]);
  }
}

async function run(context: AppLoadContextValue, admin: SessionUser, intent: Intent, values: unknown): Promise<Answer> {
  const { db, env } = context;
  switch (intent) {
    case "add-user": {
      const input = values as z.infer<(typeof schemas)["add-user"]>;
      const result = await createUser(db, env, input);
      if (!result.ok) return fail(intent, 409, m.duplicateEmail);
      return ok(intent, m.userCreated(result.flideskId), { inviteUrl: result.inviteUrl });
    }
    case "edit-user": {
      const input = values as z.infer<(typeof schemas)["edit-user"]>;
      const result = await updateUserEmail(db, input.userId, input.email);
      if (!result.ok)
        return result.reason === "duplicate" ? fail(intent, 409, m.duplicateEmail) : fail(intent, 404, m.userNotFound);
      return ok(intent, m.userUpdated);
    }
    case "reinvite": {
      const input = values as z.infer<(typeof schemas)["reinvite"]>;
      const result = await reissueInvite(db, env, input.userId);
      if (!result) return fail(intent, 409, m.inviteNotNeeded);
      return ok(intent, m.inviteSent(result.flideskId), { inviteUrl: result.inviteUrl });
    }
    case "create-project": {
      const input = values as z.infer<(typeof schemas)["create-project"]>;
      const result = await createProject(db, input);
      if (!result.ok) return fail(intent, result.status, m.projectCreateFailed(result.reason));
      return ok(intent, m.projectCreated);
    }
    case "assign": {
      const input = values as z.infer<(typeof schemas)["assign"]>;
      const result = await assignFreelancer(db, input.projectId, input.freelancerId || null);
      if (!result.ok) return projectFailure(intent, result, m.assignFailed);
      return ok(intent, m.assignmentUpdated);
    }
    case "set-status": {
      const input = values as z.infer<(typeof schemas)["set-status"]>;
      const result = await applyProjectChange(db, input.projectId, { type: "set-status", status: input.status });
      if (!result.ok) return projectFailure(intent, result, m.projectNotFound);
      return ok(intent, m.statusUpdated);
    }
    case "upload-analytics": {
      const input = values as z.infer<(typeof schemas)["upload-analytics"]>;
      const result = await addAnalyticsReport(db, admin.id, input);
      if (!result.ok) return fail(intent, result.status, m.projectNotFound);
      return ok(intent, m.analyticsUploaded);
    }
    case "lead-status": {
      const input = values as z.infer<(typeof schemas)["lead-status"]>;
      const found = await setLeadStatus(db, input.kind, input.leadId, input.status);
      if (!found) return fail(intent, 404, m.leadNotFound);
      return ok(intent, m.leadUpdated);
    }
  }
}
