import { and, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { subscriptions, users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { tryJobLock } from "~/lib/job-locks.server";
import { queueMail } from "~/lib/mail.server";
import { DUNNING_DAYS, paymentFailedMail } from "../mails.server";
import { FAILED_STATUSES } from "./retry.server";
import { holderOf, type Subscription } from "./subscription-access.server";

const DAY_MS = 24 * 60 * 60_000;

/**
 * A failed installment, inside the notify's transaction: the first reminder goes at once (step 0), and the
 * subscription remembers when it failed so the job sends the later ones. A second failure while still unpaid
 * (PayHere's daily retries) starts nothing new.
 */
export async function startDunning(tx: Db, env: Pick<Env, "PUBLIC_URL">, sub: Subscription, now = new Date()) {
  if (sub.failedAt) return;
  await tx.update(subscriptions).set({ failedAt: now, dunningStep: 1 }).where(eq(subscriptions.id, sub.id));
  const holder = await holderOf(tx, sub.userId);
  if (holder) await queueMail(tx, paymentFailedMail(env, holder.email, sub, 0, holder.locale));
}

/** A payment came in: reminders stop. */
export const dunningCleared = { failedAt: null, dunningStep: 0 } as const;

/** How many reminders are due `elapsedMs` after the failure (1 at once, 2 after 3 days, 3 after 7). */
const stepsDue = (elapsedMs: number) => DUNNING_DAYS.filter((days) => elapsedMs >= days * DAY_MS).length;

/**
 * The dunning job as of `now`: for every subscription still failed, the latest reminder due and not yet sent.
 * Each step is sent at most once (the step is written with its mail, in one transaction), and a run that missed
 * a step (a process down for days) sends only the latest, not a pile. Null when another process is running it.
 */
export async function runDunning(db: Db, env: Pick<Env, "PUBLIC_URL">, now = new Date()) {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "dunning"))) return null;
    const rows = await tx
      .select({ sub: subscriptions, email: users.email, locale: users.locale })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(
          isNotNull(subscriptions.failedAt),
          inArray(subscriptions.status, FAILED_STATUSES),
          isNull(subscriptions.cancelledAt),
          lt(subscriptions.dunningStep, DUNNING_DAYS.length),
        ),
      )
      .for("update", { of: subscriptions, skipLocked: true });
    let sent = 0;
    for (const { sub, email, locale } of rows) {
      const due = sub.failedAt ? stepsDue(now.getTime() - sub.failedAt.getTime()) : 0;
      if (due <= sub.dunningStep) continue;
      await tx.update(subscriptions).set({ dunningStep: due }).where(eq(subscriptions.id, sub.id));
      await queueMail(tx, paymentFailedMail(env, email, sub, due - 1, locale ?? "en"));
      sent += 1;
    }
    return sent;
  });
}
