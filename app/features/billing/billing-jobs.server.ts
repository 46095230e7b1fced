import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { merchantApi } from "./payhere/merchant-api.server";
import { runPlanChangeRefunds } from "./plan-changes/plan-change-refund-job.server";
import { checkUnconfirmedRefunds, type RefundCheck } from "./refunds/refund-settle.server";
import { runPaymentReturns } from "./refunds/returns-job.server";
import { runDueCancellations } from "./subscriptions/cancellation.server";
import { runDunning } from "./subscriptions/dunning.server";

export type BillingJobs = {
  /** One run of the jobs as of `now` (tests pass their clock's time). */
  runOnce(now?: Date): Promise<{
    cancelled: number | null;
    unconfirmed: RefundCheck;
    refunded: number | null;
    returned: number | null;
    reminded: number | null;
  }>;
  stop(): Promise<void>;
};

/**
 * The subscription jobs of a process: due cancellations, the refunds plan changes owe and the charges we give back
 * (through the merchant API), and dunning reminders, at start and every `intervalMs`. Each takes its own advisory lock, so several
 * processes run them once. And the refunds PayHere did not confirm, asked about through its payment search
 * (recorded once however many runs meet), before the owed refunds, so that one of those whose answer was lost is
 * found made and not tried again.
 */
export function startBillingJobs({ db, env, intervalMs = 5 * 60_000 }: { db: Db; env: Env; intervalMs?: number }) {
  const jobs: BillingJobs = startPeriodicJob({
    label: "Billing jobs",
    everyMs: intervalMs,
    atStart: true,
    run: async (now: Date = new Date()) => {
      const api = merchantApi(env);
      const cancelled = await runDueCancellations(db, env, api, now);
      const unconfirmed = await checkUnconfirmedRefunds(db, env, api);
      const refunded = await runPlanChangeRefunds(db, env, api, now);
      const returned = await runPaymentReturns(db, env, api, now);
      const reminded = await runDunning(db, env, now);
      return { cancelled, unconfirmed, refunded, returned, reminded };
    },
  });
  return jobs;
}
