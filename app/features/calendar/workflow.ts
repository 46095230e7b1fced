/**
 * A post's workflow: its statuses and the one state machine that moves it (docs/decisions/0035-content-calendar-
 * workflow.md). Pure, like the projects' (projects/status.ts): the post page lists the moves with `movesFor` in the
 * browser's bundle too, and the server applies `movePost` under `WHERE version = expected`
 * (moves.server.ts).
 */
import { type PostStatus, postStatuses } from "#db/schema/values";
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import type { Role } from "~/lib/validation";
import type { Platform } from "./platforms";

export { type PostStatus, postStatuses };

/** Each status in the portal's language: functions of the messages, so the unused-key test sees every key. */
export const statusLabel: Record<PostStatus, (m: PortalMessages) => string> = {
  draft: (m) => m.calendar_status_draft(),
  in_review: (m) => m.calendar_status_in_review(),
  awaiting_client: (m) => m.calendar_status_awaiting_client(),
  approved: (m) => m.calendar_status_approved(),
  changes_requested: (m) => m.calendar_status_changes_requested(),
  on_hold: (m) => m.calendar_status_on_hold(),
  scheduled: (m) => m.calendar_status_scheduled(),
  published: (m) => m.calendar_status_published(),
  failed: (m) => m.calendar_status_failed(),
};

export const isPostStatus = (value: string): value is PostStatus => (postStatuses as readonly string[]).includes(value);

export const POST_MOVES = [
  "submit",
  "send",
  "return",
  "approve",
  "request-changes",
  "hold",
  "resume",
  "schedule",
  "publish",
  "fail",
] as const;
export type PostMove = (typeof POST_MOVES)[number];
export const isPostMove = (value: string): value is PostMove => (POST_MOVES as readonly string[]).includes(value);

/** Who moves: a signed-in user by role (a review link acts as its client). */
export type Mover = { role: Role; userId: string };

/** What the state machine reads of a post. */
export type PostState = {
  status: PostStatus;
  clientId: string;
  assignedFreelancerId: string | null;
  scheduledAt: Date;
  platforms: readonly Platform[];
};

/** What a move carries: the note or reason some need, the live address Published needs. */
export type MoveInput = { move: PostMove; note?: string; url?: string };

/** The move's result: the new status, the note kept in the history, the live address for Published. */
export type Moved = { status: PostStatus; note: string | null; publishedUrl?: string };

type Who = "freelancer" | "admin" | "client";

/** Each move: the statuses it leaves, who may make it, and what it needs (its button's words are `moveLabel`'s). */
const rules: Record<PostMove, { from: readonly PostStatus[]; by: readonly Who[]; needs?: "note" | "url" }> = {
  submit: { from: ["draft", "changes_requested"], by: ["freelancer", "admin"] },
  send: { from: ["in_review"], by: ["admin"] },
  return: { from: ["in_review"], by: ["admin"], needs: "note" },
  approve: { from: ["awaiting_client"], by: ["client"] },
  "request-changes": { from: ["awaiting_client"], by: ["client"], needs: "note" },
  hold: { from: ["awaiting_client"], by: ["client"] },
  resume: { from: ["on_hold"], by: ["client", "admin"] },
  schedule: { from: ["approved"], by: ["admin"] },
  publish: { from: ["approved", "scheduled", "failed"], by: ["freelancer", "admin"], needs: "url" },
  fail: { from: ["scheduled"], by: ["freelancer", "admin"], needs: "note" },
};

export const moveNeeds = (move: PostMove) => rules[move].needs;

/** Each move's button in the portal's language. */
export const moveLabel: Record<PostMove, (m: PortalMessages) => string> = {
  submit: (m) => m.calendar_post_move_submit(),
  send: (m) => m.calendar_post_move_send(),
  return: (m) => m.calendar_post_move_return(),
  approve: (m) => m.calendar_post_move_approve(),
  "request-changes": (m) => m.calendar_post_move_request_changes(),
  hold: (m) => m.calendar_post_move_hold(),
  resume: (m) => m.calendar_post_move_resume(),
  schedule: (m) => m.calendar_post_move_schedule(),
  publish: (m) => m.calendar_post_move_publish(),
  fail: (m) => m.calendar_post_move_fail(),
};

/** The state machine's refusals in the mover's language (pure, so `m` is given, not loaded). */
export const workflowMessages = (m: PortalMessages) => ({
  notYours: m.calendar_workflow_not_yours(),
  wrongStatus: (move: PostMove, status: PostStatus) =>
    m.calendar_workflow_wrong_status({ status: statusLabel[status](m), move: moveLabel[move](m) }),
  noteRequired: m.calendar_workflow_note_required(),
  reasonRequired: m.calendar_workflow_reason_required(),
  notInFuture: m.calendar_workflow_not_in_future(),
  urlRequired: m.calendar_workflow_url_required(),
  urlWrongSite: (sites: string) => m.calendar_workflow_url_wrong_site({ sites }),
  thePlatforms: m.calendar_workflow_the_platforms(),
});

type WorkflowMessages = ReturnType<typeof workflowMessages>;

/** Each platform's site: a live post's address must be on one of these (or a subdomain such as www.). */
export const PLATFORM_SITES: Record<Platform, readonly string[]> = {
  Instagram: ["instagram.com"],
  Facebook: ["facebook.com"],
  LinkedIn: ["linkedin.com"],
  TikTok: ["tiktok.com"],
  "X (Twitter)": ["x.com", "twitter.com"],
};

/** Whether `address` is an https (or http) address on one of the post's platforms' sites. */
export function isLiveAddress(address: string, platforms: readonly Platform[]) {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  const host = url.hostname.toLowerCase();
  return platforms.some((p) => PLATFORM_SITES[p].some((site) => host === site || host.endsWith(`.${site}`)));
}

/** The part the mover plays on this post: its client, its writer, an admin, or none. */
function partOf(state: PostState, mover: Mover): Who | null {
  if (mover.role === "admin") return "admin";
  if (mover.role === "client") return mover.userId === state.clientId ? "client" : null;
  return mover.userId === state.assignedFreelancerId ? "freelancer" : null;
}

/** Whether the mover may make the move now (status and part), what it needs aside. */
export function mayMove(state: PostState, mover: Mover, move: PostMove) {
  const who = partOf(state, mover);
  return who !== null && rules[move].by.includes(who) && rules[move].from.includes(state.status);
}

/** The moves the mover may make on the post as it stands: the post page's forms. */
export const movesFor = (state: PostState, mover: Mover) => POST_MOVES.filter((move) => mayMove(state, mover, move));

/**
 * The state machine: the new status of the post after `input.move` by `mover` at `now`, or why not. A client's
 * approval of a post whose date is ahead schedules it at once (decision 35); one whose date has passed stays
 * Approved until an admin publishes or reschedules it. Refusals are in the words of `texts` (the mover's language).
 */
export function movePost(
  state: PostState,
  mover: Mover,
  input: MoveInput,
  texts: PortalMessages,
  now = new Date(),
): Result<Moved> {
  const workflow = workflowMessages(texts);
  const rule = rules[input.move];
  const who = partOf(state, mover);
  if (who === null || !rule.by.includes(who)) return fail("forbidden", workflow.notYours);
  if (!rule.from.includes(state.status)) return fail("conflict", workflow.wrongStatus(input.move, state.status));
  const note = input.note?.trim() || null;
  if (rule.needs === "note" && !note) {
    const message = who === "client" ? workflow.reasonRequired : workflow.noteRequired;
    return fail("invalid", message, { fields: { note: message } });
  }
  const ahead = state.scheduledAt.getTime() > now.getTime();
  switch (input.move) {
    case "submit":
      return ok({ status: "in_review", note });
    case "send":
    case "resume":
      return ok({ status: "awaiting_client", note });
    case "return":
    case "request-changes":
      return ok({ status: "changes_requested", note });
    case "approve":
      return ok({ status: ahead ? "scheduled" : "approved", note });
    case "hold":
      return ok({ status: "on_hold", note });
    case "schedule":
      if (!ahead) return fail("conflict", workflow.notInFuture);
      return ok({ status: "scheduled", note });
    case "publish":
      return published(state, input.url, workflow);
    case "fail":
      return ok({ status: "failed", note });
  }
}

function published(state: PostState, address: string | undefined, workflow: WorkflowMessages): Result<Moved> {
  const url = address?.trim() ?? "";
  if (!url) return fail("invalid", workflow.urlRequired, { fields: { url: workflow.urlRequired } });
  if (!isLiveAddress(url, state.platforms)) {
    const sites = state.platforms.flatMap((p) => PLATFORM_SITES[p]).join(", ");
    const message = workflow.urlWrongSite(sites || workflow.thePlatforms);
    return fail("invalid", message, { fields: { url: message } });
  }
  return ok({ status: "published", note: url, publishedUrl: url });
}

/** Statuses in which the writer (or an admin) may still edit the post: before the client has it. */
export const EDITABLE: readonly PostStatus[] = ["draft", "in_review", "changes_requested"];
