import type { z } from "zod";
import type { SessionUser } from "~/features/accounts/index.server";
import {
  createUser,
  issuePasswordReset,
  reissueInvite,
  resetTwoFactor,
  updateUserEmail,
} from "~/features/accounts/index.server";
import {
  merchantApi,
  refundAnswers,
  refundPayment,
  settleAnswers,
  settleRefund,
} from "~/features/billing/index.server";
import { setLeadStatus } from "~/features/leads/index.server";
import {
  addAnalyticsReport,
  applyProjectChange,
  assignFreelancer,
  createProject,
  projectAnswers,
} from "~/features/projects/index.server";
import { englishTexts } from "~/lib/actor-texts.server";
import { actorOf } from "~/lib/audit.server";
import type { LimitedServices } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { parseFormData } from "~/lib/parse.server";
import type { AdminArea } from "~/lib/portal-areas";
import type { PortalTexts } from "~/lib/portal-texts";
import { limitWrite, type WriteLimitName } from "~/lib/rate-limit.server";
import { fail, ok, type Problem, type Result } from "~/lib/result";
import { ADMIN_FORM_AREAS, type AdminMessages, adminMessagesIn } from "./messages";
import { adminSchemasIn } from "./schemas.server";

type Outcome = Result<{ message: string; inviteUrl?: string }>;

/** What an admin write takes: the database, the settings, the write limits, the address the audit rows name. */
export type AdminServices = Pick<LimitedServices, "db" | "env" | "limiters" | "clientIp">;

/**
 * One admin form: the schema its fields are read with, what it does with them, the failure text for what the
 * input could not have caused (the database is down, ...; the error itself goes to the log only), and, for a
 * form that mails or notifies someone, the per-admin limit it takes a point of once its input is good. Its texts
 * are those of the language the admin reads the portal in: `m` the dashboard's, `texts` the portal's (for the
 * answers of the features it calls).
 */
function intent<K extends keyof AdminSchemas>(definition: {
  schema: K;
  failure: (m: AdminMessages) => string;
  limit?: WriteLimitName;
  run: (
    services: AdminServices,
    admin: SessionUser,
    input: z.output<AdminSchemas[K]>,
    m: AdminMessages,
    texts: PortalTexts,
  ) => Promise<Outcome>;
}) {
  const { schema, failure, limit, run } = definition;
  return {
    failure,
    async handle(
      services: AdminServices,
      admin: SessionUser,
      form: FormData,
      m: AdminMessages,
      texts: PortalTexts,
    ): Promise<Outcome> {
      const parsed = parseFormData(form, schemasFor(m)[schema]);
      if (!parsed.ok) return { ok: false, problem: parsed.problem };
      const limited = limit ? await limitWrite(services.limiters, limit, admin.id, texts.m) : ok();
      // The schema is the one `schema` names: its output is what `run` reads.
      return limited.ok ? run(services, admin, parsed.value as z.output<AdminSchemas[K]>, m, texts) : limited;
    },
  };
}

type AdminSchemas = ReturnType<typeof adminSchemasIn>;
// The schemas of each language, made when an admin of that language first writes (`adminMessagesIn` gives one
// object per language).
const schemasByLanguage = new WeakMap<AdminMessages, AdminSchemas>();
function schemasFor(m: AdminMessages): AdminSchemas {
  let made = schemasByLanguage.get(m);
  if (!made) {
    made = adminSchemasIn(m);
    schemasByLanguage.set(m, made);
  }
  return made;
}

/** The accounts' refusals of a write to a user, in the admin's words. */
const userRefusals = (m: AdminMessages) => ({
  duplicate: m.duplicateEmail,
  userNotFound: m.userNotFound,
  hasPassword: m.inviteNotNeeded,
});

const done = (message: string, extra: { inviteUrl?: string } = {}): Outcome => ok({ message, ...extra });
/** A refused project change: the state machine's own sentence for a conflict, the dashboard's texts otherwise. */
function projectRefusal(m: AdminMessages, { kind, message }: Problem, otherwise: string): Outcome {
  if (kind === "conflict") return fail(kind, message);
  return fail(kind, kind === "not-found" ? m.projectNotFound : otherwise);
}

/**
 * Every admin write (docs/product.md, Fli DESK portal), by the form's `intent`; `m` and `texts`: the texts of the
 * language the admin reads the portal in, handed to each feature it calls (a refund's, a project's answers).
 */
const intents = {
  "add-user": intent({
    schema: "addUser",
    failure: (m) => m.userCreateFailed,
    limit: "invites",
    run: async ({ db, env, clientIp }, admin, input, m) => {
      const result = await createUser(db, env, input, actorOf(admin, clientIp), userRefusals(m));
      if (!result.ok) return fail("conflict", m.duplicateEmail);
      return done(m.userCreated(result.value.flideskId), { inviteUrl: result.value.inviteUrl });
    },
  }),
  "edit-user": intent({
    schema: "editUser",
    failure: (m) => m.userUpdateFailed,
    limit: "adminEdits",
    run: async ({ db, clientIp }, admin, input, m) => {
      const result = await updateUserEmail(db, input.userId, input.email, actorOf(admin, clientIp), userRefusals(m));
      if (result.ok) return done(m.userUpdated);
      return result.problem.kind === "conflict"
        ? fail("conflict", m.duplicateEmail)
        : fail("not-found", m.userNotFound);
    },
  }),
  reinvite: intent({
    schema: "reinvite",
    failure: (m) => m.userUpdateFailed,
    limit: "invites",
    run: async ({ db, env, clientIp }, admin, input, m) => {
      const result = await reissueInvite(db, env, input.userId, actorOf(admin, clientIp), userRefusals(m));
      // An unknown user and one with a password alike: there is nothing to re-send.
      if (!result.ok) return fail("conflict", m.inviteNotNeeded);
      return done(m.inviteSent(result.value.flideskId), { inviteUrl: result.value.inviteUrl });
    },
  }),
  "send-reset": intent({
    schema: "sendReset",
    failure: (m) => m.userUpdateFailed,
    limit: "invites",
    run: async ({ db, env, clientIp }, admin, input, m) => {
      const by = actorOf(admin, clientIp);
      const result = await issuePasswordReset(db, env.PUBLIC_URL, input.userId, by, userRefusals(m));
      return result.ok ? done(m.resetSent(result.value.email)) : fail("not-found", m.userNotFound);
    },
  }),
  "reset-two-factor": intent({
    schema: "resetTwoFactor",
    failure: (m) => m.userUpdateFailed,
    limit: "adminEdits",
    run: async ({ db, env, clientIp }, admin, input, m) => {
      const refusals = { userNotFound: m.userNotFound, notOn: m.twoFactorNotOn };
      const result = await resetTwoFactor(db, env.PUBLIC_URL, input.userId, actorOf(admin, clientIp), refusals);
      if (result.ok) return done(m.twoFactorReset(result.value.email));
      return result.problem.kind === "conflict"
        ? fail("conflict", m.twoFactorNotOn)
        : fail("not-found", m.userNotFound);
    },
  }),
  "create-project": intent({
    schema: "createProject",
    failure: (m) => m.projectCreateError,
    limit: "adminEdits",
    run: async ({ db, clientIp }, admin, input, m) => {
      const missing = { client: m.clientMissing, freelancer: m.freelancerMissing };
      const result = await createProject(db, input, actorOf(admin, clientIp), missing);
      return result.ok
        ? done(m.projectCreated)
        : fail(result.problem.kind, m.projectCreateFailed(result.problem.message));
    },
  }),
  assign: intent({
    schema: "assign",
    failure: (m) => m.assignFailed,
    limit: "adminEdits",
    run: async ({ db, clientIp }, admin, input, m, texts) => {
      const by = actorOf(admin, clientIp);
      const result = await assignFreelancer(db, input.projectId, input.freelancerId, by, projectAnswers(texts.m));
      return result.ok ? done(m.assignmentUpdated) : projectRefusal(m, result.problem, m.assignFailed);
    },
  }),
  "set-status": intent({
    schema: "setStatus",
    failure: (m) => m.assignFailed,
    limit: "adminEdits",
    run: async ({ db, clientIp }, admin, input, m, texts) => {
      const event = { type: "set-status", status: input.status } as const;
      const options = { override: input.override, answers: projectAnswers(texts.m) };
      const result = await applyProjectChange(db, input.projectId, event, actorOf(admin, clientIp), options);
      return result.ok ? done(m.statusUpdated) : projectRefusal(m, result.problem, m.projectNotFound);
    },
  }),
  "upload-analytics": intent({
    schema: "report",
    failure: (m) => m.analyticsFailed,
    run: async ({ db, clientIp }, admin, input, m) => {
      const result = await addAnalyticsReport(db, actorOf(admin, clientIp), input);
      return result.ok ? done(m.analyticsUploaded) : fail(result.problem.kind, m.projectNotFound);
    },
  }),
  "lead-status": intent({
    schema: "leadStatus",
    failure: (m) => m.leadUpdateFailed,
    run: async ({ db, clientIp }, admin, input, m) => {
      const found = await setLeadStatus(db, input.kind, input.leadId, input.status, actorOf(admin, clientIp));
      return found ? done(m.leadUpdated) : fail("not-found", m.leadNotFound);
    },
  }),
  "refund-payment": intent({
    schema: "refund",
    failure: (m) => m.refundFailed,
    run: async ({ db, env, clientIp }, admin, input, _m, texts) => {
      const by = actorOf(admin, clientIp);
      const result = await refundPayment(db, env, merchantApi(env), input, by, refundAnswers(texts));
      return result.ok ? done(result.value.message) : fail(result.problem.kind, result.problem.message);
    },
  }),
  "settle-refund": intent({
    schema: "settleRefund",
    failure: (m) => m.refundFailed,
    run: async ({ db, env, clientIp }, admin, input, _m, texts) => {
      const result = await settleRefund(db, env, input, actorOf(admin, clientIp), settleAnswers(texts));
      return result.ok ? done(result.value.message) : fail(result.problem.kind, result.problem.message);
    },
  }),
};

export type AdminIntent = keyof typeof intents;
export const ADMIN_INTENTS = Object.keys(intents) as readonly AdminIntent[];
const isAdminIntent = (value: string): value is AdminIntent => Object.hasOwn(intents, value);

/** What an admin write answers: the form it came from, and its outcome; the route turns it into a response. */
export type AdminAnswer = { intent: string; result: Outcome };

/**
 * Runs the admin form that `form` names. The caller has already checked that the user is an admin. Input is
 * parsed here, on the server; bad input answers a problem with a message, and nothing is written. `texts`: the
 * portal's texts in the language the admin reads the portal in (the route's `portalLocaleOf`; English unless given).
 */
export async function adminAction(
  services: AdminServices,
  admin: SessionUser,
  form: FormData,
  area: AdminArea,
  texts: PortalTexts = englishTexts,
): Promise<AdminAnswer> {
  const m = adminMessagesIn(texts.m);
  const name = String(form.get("intent"));
  // Each admin page runs only the forms of its own area (decision 32).
  if (!isAdminIntent(name) || ADMIN_FORM_AREAS[name] !== area) {
    return { intent: name, result: fail("invalid", m.unknownForm) };
  }
  const { handle, failure } = intents[name];
  try {
    return { intent: name, result: await handle(services, admin, form, m, texts) };
  } catch (error) {
    console.error(`Admin action ${name} failed:`, describeError(error));
    return { intent: name, result: fail("unavailable", failure(m)) };
  }
}
