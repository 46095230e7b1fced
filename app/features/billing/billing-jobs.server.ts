import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { runDueCancellations } from "./cancellation.server";
import { runDunning } from "./dunning.server";
import { merchantApi } from "./merchant-api.server";
import { checkUnconfirmedRefunds, type RefundCheck } from "./refund-settle.server";

export type BillingJobs = {
  /** One run of both jobs as of `now` (tests pass their clock's time). */
  runOnce(now?: Date): Promise<{ cancelled: number | null; reminded: number | null; refunds: RefundCheck }>;
  stop(): Promise<void>;
};

/**
 * The subscription jobs of a process: due cancellations (through the merchant API) and dunning reminders, at
 * start and every `intervalMs`. Each takes its own advisory lock, so several processes run them once. And the
 * refunds PayHere did not confirm, asked about through its payment search (recorded once however many runs meet).
 */
export function startBillingJobs({ db, env, intervalMs = 5 * 60_000 }: { db: Db; env: Env; intervalMs?: number }) {
  const jobs: BillingJobs = startPeriodicJob({
    label: "Billing jobs",
    everyMs: intervalMs,
    atStart: true,
    run: async (now: Date = new Date()) => {
      const cancelled = await runDueCancellations(db, env, merchantApi(env), now);
      const reminded = await runDunning(db, env, now);
      const refunds = await checkUnconfirmedRefunds(db, env, merchantApi(env));
      return { cancelled, reminded, refunds };
    },
  });
  return jobs;
}
