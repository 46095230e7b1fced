import { describeError } from "./errors.server";

export type PeriodicJob<T, A extends unknown[]> = {
  /** One run now (tests pass their clock's time); a run asked for while one is under way gets that one. */
  runOnce(...args: A): Promise<T>;
  /** No more runs; waits for the one under way. */
  stop(): Promise<void>;
};

/**
 * A background job of this process, run every `everyMs` (and at once when `atStart`), one run at a time here; the
 * job's own advisory lock keeps other processes out. A failed run is logged as "`label` failed" and the next one
 * tries again; `report` turns a run's result into a log line (none when it gives null).
 */
export function startPeriodicJob<T, A extends unknown[] = []>({
  label,
  everyMs,
  atStart,
  run,
  report,
}: {
  label: string;
  everyMs: number;
  atStart: boolean;
  run: (...args: A) => Promise<T>;
  report?: (result: T) => string | null;
}): PeriodicJob<T, A> {
  let stopped = false;
  let running: Promise<T> | null = null;
  const runOnce = (...args: A) => {
    running ??= run(...args).finally(() => {
      running = null;
    });
    return running;
  };
  const scheduled = () => {
    if (stopped) return;
    runOnce(...([] as unknown as A)).then(
      (result) => {
        const line = report?.(result);
        if (line) console.log(line);
      },
      (error) => console.error(`${label} failed:`, describeError(error)),
    );
  };
  if (atStart) scheduled();
  const timer = setInterval(scheduled, everyMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
