import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { merchantApi } from "./merchant-api.server";
import { type ReconcileReport, reconcilePayments, summarizeReconcile } from "./reconcile.server";

// A look is one short transaction; looking often starts the night's run soon after 03:00, before the clean-up
// deletes the unpaid checkouts of the night before (after a day).
const EVERY_MS = 10 * 60 * 1000;

export type ReconciliationOptions = {
  db: Db;
  env: Env;
  /** How often the process looks whether the night's run is due (it runs once a night, after 03:00 Sri Lanka time). */
  everyMs?: number;
  /** The job's clock (tests set it). */
  now?: () => Date;
};

export type Reconciliation = {
  /** Runs it now if this night's run is still to do; null when it was done, or billing actions are not set up. */
  runOnce(): Promise<ReconcileReport | null>;
  stop(): Promise<void>;
};

/**
 * The nightly payment reconciliation of each process: it looks every 10 minutes, and the first process past 03:00 runs
 * it (reconcile.server.ts claims the night). Nothing to do where PayHere's merchant API is not set up.
 */
export function startReconciliation({ db, env, everyMs = EVERY_MS, now = () => new Date() }: ReconciliationOptions) {
  return startPeriodicJob({
    label: "Payment reconciliation",
    everyMs,
    atStart: false,
    run: async () => {
      const api = merchantApi(env);
      return api ? reconcilePayments(db, env, api, now()) : null;
    },
    report: (report) => (report ? summarizeReconcile(report) : null),
  }) satisfies Reconciliation;
}
