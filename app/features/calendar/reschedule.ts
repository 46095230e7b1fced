/**
 * Moving a post to another day (decision 39): who may, what it does to the post's status, and which days are
 * refused. Pure, so the calendar's drag handles and the server answer by the same rules.
 */
import { isDay, onDay } from "./colombo-time";
import type { Mover, PostState, PostStatus } from "./workflow";

/** A move may go at most this far ahead: further is a slip of the keyboard, not a plan. */
export const RESCHEDULE_DAYS_AHEAD = 730;

/**
 * Statuses whose date the client has approved: moving the post asks them again (Awaiting client). Failed counts,
 * since the client approved the time it failed at, not the next one.
 */
export const REAPPROVE: readonly PostStatus[] = ["approved", "scheduled", "failed"];

export const rescheduleMessages = {
  notYours: "Only an admin or the post's writer may move it to another day.",
  published: "A published post cannot be moved to another day.",
  badDay: "Give the new day as a date, such as 2026-11-05.",
  passed: "Choose a day still ahead: the post's time on that day has passed.",
  tooFar: "Choose a day within the next two years.",
  sameDay: "The post is already on that day.",
  moved: (when: string) => `Post moved to ${when}.`,
  movedBack: (when: string) => `Post moved to ${when}. It goes back to the client for approval.`,
  note: (from: string, to: string) => `Moved from ${from} to ${to}`,
} as const;

/** Admins, and the post's own writer; never the client (they ask for changes instead), never once published. */
export function mayReschedule(post: Pick<PostState, "status" | "assignedFreelancerId">, mover: Mover) {
  if (post.status === "published") return false;
  return mover.role === "admin" || (mover.role === "freelancer" && mover.userId === post.assignedFreelancerId);
}

/** The status a post has once moved: back to the client's review when they had approved its date. */
export const statusAfterReschedule = (status: PostStatus): PostStatus =>
  REAPPROVE.includes(status) ? "awaiting_client" : status;

/** The post's new time on `day` (its Sri Lanka time of day kept), or why that day is refused. */
export function rescheduledTime(
  scheduledAt: Date,
  day: string,
  now: Date,
): { ok: true; at: Date } | { ok: false; message: string } {
  const at = isDay(day) ? onDay(scheduledAt, day) : null;
  if (!at) return { ok: false, message: rescheduleMessages.badDay };
  if (at.getTime() === scheduledAt.getTime()) return { ok: false, message: rescheduleMessages.sameDay };
  if (at.getTime() <= now.getTime()) return { ok: false, message: rescheduleMessages.passed };
  if (at.getTime() > now.getTime() + RESCHEDULE_DAYS_AHEAD * 86_400_000) {
    return { ok: false, message: rescheduleMessages.tooFar };
  }
  return { ok: true, at };
}
