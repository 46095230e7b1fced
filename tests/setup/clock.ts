import type { Clock } from "~/features/billing/payhere/call-queue.server";

/** A clock that moves only when the test says: `advance` wakes whatever waits until then, in time order. */
export function manualClock(start = Date.parse("2026-11-24T06:00:00Z")) {
  let now = start;
  let timers: { at: number; wake: () => void }[] = [];
  const clock: Clock & { advance(ms: number): void } = {
    now: () => now,
    wait: (ms) => new Promise<void>((wake) => timers.push({ at: now + ms, wake })),
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at);
      timers = timers.filter((t) => t.at > now);
      for (const timer of due) timer.wake();
    },
  };
  return clock;
}
