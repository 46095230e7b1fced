/**
 * Time as the merchant API client sees it: the token's expiry and the rate limit's window. Tests pass a clock they
 * move by hand, so they can pass ten seconds or an hour without waiting.
 */
export type Clock = {
  now(): number;
  /** Resolves once the clock has moved `ms` on. */
  wait(ms: number): Promise<void>;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  wait: (ms) =>
    new Promise((resolve) => {
      // A queued call must not keep a process alive that is otherwise done.
      setTimeout(resolve, ms).unref();
    }),
};

/**
 * At most `calls` sends in any rolling `windowMs`, in the order they asked. A call that finds the window full
 * sleeps until the oldest send leaves it (one timer, never a loop that polls); the calls behind it wait their turn.
 */
export function callQueue(clock: Clock, calls: number, windowMs: number) {
  const sent: number[] = [];
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;

  async function nextSlot() {
    for (;;) {
      const now = clock.now();
      while (sent.length > 0 && (sent[0] ?? 0) <= now - windowMs) sent.shift();
      if (sent.length < calls) {
        sent.push(now);
        return;
      }
      await clock.wait((sent[0] ?? now) + windowMs - now);
    }
  }

  return {
    /** Resolves when the caller may send. */
    take(): Promise<void> {
      waiting += 1;
      const turn = tail.then(nextSlot).finally(() => {
        waiting -= 1;
      });
      tail = turn;
      return turn;
    },
    /** Calls not yet allowed to send. */
    get waiting() {
      return waiting;
    },
  };
}
