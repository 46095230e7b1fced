/**
 * A project's status, and the one state machine that changes it (docs/decisions/0017-project-state-machine.md).
 * This module is pure: the badge runs in the browser, `transition` on the server, under a row lock
 * (`applyProjectChange` in manage.server.ts).
 */
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";

export const PROJECT_STATUSES = ["pending", "in_progress", "testing", "completed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** docs/product.md, Projects and updates: badge colours and labels; unknown values are shown as they are. */
export function statusBadge(status: string, view: "client" | "admin" = "client") {
  switch (status) {
    case "completed":
      return { variant: "success" as const, label: "Completed" };
    case "in_progress":
      return { variant: "info" as const, label: view === "client" ? "In Development" : "In Progress" };
    case "testing":
      return { variant: "info" as const, label: "Testing" };
    case "pending":
      return { variant: "warning" as const, label: "Pending" };
    default:
      return { variant: "secondary" as const, label: status };
  }
}

const statusTexts: Record<string, (m: PortalMessages, view: "client" | "admin") => string> = {
  completed: (m) => m.project_status_completed(),
  in_progress: (m, view) => (view === "client" ? m.project_status_in_development() : m.project_status_in_progress()),
  testing: (m) => m.project_status_testing(),
  pending: (m) => m.project_status_pending(),
};

/** The badge's label in the portal's language (decision 49); `statusBadge`'s English stays for the server's texts. */
export function statusText(m: PortalMessages, status: string, view: "client" | "admin" = "client") {
  return statusTexts[status]?.(m, view) ?? status;
}

/**
 * An active project is work under way: In Progress (In Development) or Testing, a freelancer on it. A pending
 * project waits for a freelancer and is not active. Every "Active Projects" card, the admin's totals and the
 * client's timeline count with this one test, so a count never disagrees with the list beside it.
 */
export const isActive = (status: string) => status === "in_progress" || status === "testing";

/** The columns the state machine owns; nothing else may write them. */
export type ProjectState = {
  status: ProjectStatus;
  assignedFreelancerId: string | null;
  progress: number;
  completedAt: Date | null;
};

export type ProjectEvent =
  /** The admin picks a freelancer (also a change of freelancer). */
  | { type: "assign"; freelancerId: string }
  /** The admin sets the freelancer to "Unassigned". */
  | { type: "unassign" }
  /** The admin's status control. From completed to in_progress or testing this is the explicit reopen. */
  | { type: "set-status"; status: ProjectStatus }
  /** The assigned freelancer posts a progress update (0-100, already clamped). */
  | { type: "progress"; freelancerId: string; progress: number };

/** The texts of refused transitions: what happened and what to do instead. */
export const transitionMessages = {
  completedAssign:
    "This project is completed, so its freelancer cannot change. Set its status to In Progress to reopen it first.",
  needsFreelancer: "Assign a freelancer before moving this project to In Progress or Testing.",
  pendingWithFreelancer: "A project with a freelancer cannot be Pending. Unassign the freelancer first.",
  completeFromPending: "Only a project that is In Progress or Testing can be marked Completed.",
  completedProgress:
    "This project is completed, so its progress can no longer change. Ask the admin to reopen it if work continues.",
  notFound: "Project not found",
} as const;

const refuse = (message: string, kind: "conflict" | "not-found" = "conflict"): Result<ProjectState> =>
  fail(kind, message);
/** A completed project that stays completed; a row an older version left without a stamp or below 100% is mended. */
const stillCompleted = (state: ProjectState, now: Date): ProjectState => ({
  ...state,
  completedAt: state.completedAt ?? now,
  progress: 100,
});

/**
 * The project state machine. Every write to status, freelancer, progress or completed_at is one of these
 * events, so a row always keeps these invariants:
 * - completed ⇔ completed_at is set, and completed ⇒ progress 100;
 * - in_progress or testing ⇒ a freelancer is assigned and completed_at is null;
 * - pending ⇒ completed_at is null, and no event puts or leaves a freelancer on a pending project (only a
 *   row written before this state machine may still have one; the next assign, unassign or update mends it).
 * An event that cannot apply is refused (a conflict) rather than applied halfway. `now` stamps completed_at.
 */
/** The refusals' words: `transitionMessages` (English), or the same in the reader's language (`projectAnswers`). */
export type TransitionWords = Record<keyof typeof transitionMessages, string>;

export function transition(
  state: ProjectState,
  event: ProjectEvent,
  now: Date = new Date(),
  words: TransitionWords = transitionMessages,
): Result<ProjectState> {
  const { status } = state;
  switch (event.type) {
    case "assign":
      if (status === "completed") {
        // Saving the same freelancer again changes nothing; a different one needs the project reopened.
        if (event.freelancerId === state.assignedFreelancerId) return ok(stillCompleted(state, now));
        return refuse(words.completedAssign);
      }
      // pending → in_progress; in_progress and testing keep their status with the new freelancer.
      return ok({
        ...state,
        assignedFreelancerId: event.freelancerId,
        status: status === "pending" ? "in_progress" : status,
        completedAt: null,
      });
    case "unassign":
      if (status === "completed") {
        if (state.assignedFreelancerId === null) return ok(stillCompleted(state, now));
        return refuse(words.completedAssign);
      }
      // Work without a freelancer waits: in_progress and testing go back to pending; progress is kept.
      return ok({ ...state, assignedFreelancerId: null, status: "pending", completedAt: null });
    case "set-status": {
      const target = event.status;
      if (target === "completed") {
        // Saving Completed again keeps the first stamp.
        if (status === "completed") return ok(stillCompleted(state, now));
        if (!isActive(status)) return refuse(words.completeFromPending);
        return ok({ ...state, status: "completed", completedAt: now, progress: 100 });
      }
      if (target === "pending") {
        if (state.assignedFreelancerId && status !== "pending") return refuse(words.pendingWithFreelancer);
        // completed → pending (a completed project whose freelancer was removed) reopens it too.
        return ok({ ...state, status: "pending", completedAt: null });
      }
      // in_progress ↔ testing, pending → in_progress/testing (start), completed → in_progress/testing (reopen).
      if (!state.assignedFreelancerId) return refuse(words.needsFreelancer);
      // A reopened project keeps its 100% until the freelancer posts a new figure: we do not invent one.
      return ok({ ...state, status: target, completedAt: null });
    }
    case "progress":
      // Not this freelancer's project (any more): the same answer as a project that does not exist.
      if (state.assignedFreelancerId !== event.freelancerId) return refuse(words.notFound, "not-found");
      if (status === "completed") return refuse(words.completedProgress);
      // An update on a pending project (assigned before this state machine existed) means work has started.
      return ok({
        ...state,
        progress: event.progress,
        status: status === "pending" ? "in_progress" : status,
        completedAt: null,
      });
  }
}

/** A new project: at 0%, in_progress when created with a freelancer, else pending. */
export function initialState(freelancerId: string | null): ProjectState {
  return {
    status: freelancerId ? "in_progress" : "pending",
    assignedFreelancerId: freelancerId,
    progress: 0,
    completedAt: null,
  };
}

/** The invariants above, as one check: tests use it, and `applyProjectChange` refuses to write a row that breaks it. */
export function isConsistent(state: ProjectState) {
  if ((state.status === "completed") !== (state.completedAt !== null)) return false;
  if (state.status === "completed" && state.progress !== 100) return false;
  if (isActive(state.status) && !state.assignedFreelancerId) return false;
  return Number.isInteger(state.progress) && state.progress >= 0 && state.progress <= 100;
}
