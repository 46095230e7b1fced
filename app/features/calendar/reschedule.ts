/**
 * Moving a post to another day (decision 39): who may, what it does to the post's status, and which days are
 * refused. Pure, so the calendar's drag handles and the server answer by the same rules.
 */
import type { PortalMessages } from "~/lib/portal-texts";
import { isDay, onDay } from "./colombo-time";
import type { Mover, PostState, PostStatus } from "./workflow";

/** A move may go at most this far ahead: further is a slip of the keyboard, not a plan. */
export const RESCHEDULE_DAYS_AHEAD = 730;

/**
 * Statuses whose date the client has approved: moving the post asks them again (Awaiting client). Failed counts,
 * since the client approved the time it failed at, not the next one.
 */
export const REAPPROVE: readonly PostStatus[] = ["approved", "scheduled", "failed"];

/** A move's refusals and answers, in the mover's language (pure, so `m` is given, not loaded). */
export const rescheduleMessages = (m: PortalMessages) => ({
  notYours: m.calendar_reschedule_not_yours(),
  published: m.calendar_reschedule_published(),
  badDay: m.calendar_reschedule_bad_day(),
  passed: m.calendar_reschedule_passed(),
  tooFar: m.calendar_reschedule_too_far(),
  sameDay: m.calendar_reschedule_same_day(),
  moved: (when: string) => m.calendar_reschedule_moved({ when }),
  movedBack: (when: string) => m.calendar_reschedule_moved_back({ when }),
});

/** The post's history note of a move: stored as it is, so in one language (the agency's), whoever reads it later. */
export const rescheduleNote = (from: string, to: string) => `Moved from ${from} to ${to}`;

/** Admins, and the post's own writer; never the client (they ask for changes instead), never once published. */
export function mayReschedule(post: Pick<PostState, "status" | "assignedFreelancerId">, mover: Mover) {
  if (post.status === "published") return false;
  return mover.role === "admin" || (mover.role === "freelancer" && mover.userId === post.assignedFreelancerId);
}

/** The status a post has once moved: back to the client's review when they had approved its date. */
export const statusAfterReschedule = (status: PostStatus): PostStatus =>
  REAPPROVE.includes(status) ? "awaiting_client" : status;

/** The post's new time on `day` (its Sri Lanka time of day kept), or why that day is refused (in the words of `m`). */
export function rescheduledTime(
  scheduledAt: Date,
  day: string,
  now: Date,
  m: PortalMessages,
): { ok: true; at: Date } | { ok: false; message: string } {
  const said = rescheduleMessages(m);
  const at = isDay(day) ? onDay(scheduledAt, day) : null;
  if (!at) return { ok: false, message: said.badDay };
  if (at.getTime() === scheduledAt.getTime()) return { ok: false, message: said.sameDay };
  if (at.getTime() <= now.getTime()) return { ok: false, message: said.passed };
  if (at.getTime() > now.getTime() + RESCHEDULE_DAYS_AHEAD * 86_400_000) {
    return { ok: false, message: said.tooFar };
  }
  return { ok: true, at };
}
