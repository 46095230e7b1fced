import { describe, expect, it } from "vitest";
import { type Clock, callQueue } from "./call-queue.server";

/** A clock moved by hand: `advance` wakes what waits until then. */
function handClock() {
  let now = 0;
  let timers: { at: number; wake: () => void }[] = [];
  const clock: Clock & { advance(ms: number): void; timers(): number } = {
    now: () => now,
    wait: (ms) => new Promise<void>((wake) => timers.push({ at: now + ms, wake })),
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.wake();
    },
    timers: () => timers.length,
  };
  return clock;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("callQueue", () => {
  it("lets 3 calls in a window through at once and the rest in their order once the oldest leaves it", async () => {
    const clock = handClock();
    const queue = callQueue(clock, 3, 1000);
    const order: number[] = [];
    const turns = Array.from({ length: 5 }, (_, i) => queue.take().then(() => order.push(i)));
    await settle();
    expect(order).toEqual([0, 1, 2]);
    expect(queue.waiting).toBe(2);
    // One timer for the head of the queue, none for the others: nothing polls.
    expect(clock.timers()).toBe(1);
    clock.advance(999);
    await settle();
    expect(order).toEqual([0, 1, 2]);
    clock.advance(1);
    await Promise.all(turns);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(queue.waiting).toBe(0);
  });

  it("counts a rolling window, not fixed ones", async () => {
    const clock = handClock();
    const queue = callQueue(clock, 2, 1000);
    await queue.take();
    clock.advance(600);
    await queue.take();
    let third = false;
    void queue.take().then(() => {
      third = true;
    });
    clock.advance(399);
    await settle();
    expect(third).toBe(false);
    clock.advance(1);
    await settle();
    expect(third).toBe(true);
  });
});
