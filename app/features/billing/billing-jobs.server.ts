import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { describeError } from "~/lib/errors.server";
import { runDueCancellations } from "./cancellation.server";
import { runDunning } from "./dunning.server";
import { merchantApi } from "./merchant-api.server";

export type BillingJobs = {
  /** One run of both jobs as of `now` (tests pass their clock's time). */
  runOnce(now?: Date): Promise<{ cancelled: number | null; reminded: number | null }>;
  stop(): Promise<void>;
};

/**
 * The subscription jobs of a process: due cancellations (through the merchant API) and dunning reminders, at
 * start and every `intervalMs`. Each takes its own advisory lock, so several processes run them once.
 */
export function startBillingJobs({ db, env, intervalMs = 5 * 60_000 }: { db: Db; env: Env; intervalMs?: number }) {
  let stopped = false;
  let running: ReturnType<BillingJobs["runOnce"]> | null = null;
  const runOnce = (now = new Date()) => {
    running ??= (async () => {
      const cancelled = await runDueCancellations(db, env, merchantApi(env), now);
      const reminded = await runDunning(db, env, now);
      return { cancelled, reminded };
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const scheduled = () => {
    if (stopped) return;
    runOnce().catch((error) => console.error("Billing jobs failed:", describeError(error)));
  };
  scheduled();
  const timer = setInterval(scheduled, intervalMs);
  timer.unref();
  const jobs: BillingJobs = {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
  return jobs;
}
