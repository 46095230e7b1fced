import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { dayByDay } from "./calendar-dnd";

type Args = Parameters<KeyboardCoordinateGetter>[1];
const box = (left: number, top: number, size = 100) => ({
  left,
  top,
  width: size,
  height: size,
  right: left + size,
  bottom: top + size,
});

// Monday 2 to Thursday 5 November on one row, Monday 9 under Monday 2; Wednesday 4 hidden (a phone's empty day).
const rects = new Map([
  ["2026-11-02", box(0, 0)],
  ["2026-11-03", box(100, 0)],
  ["2026-11-04", box(0, 0, 0)],
  ["2026-11-05", box(300, 0)],
  ["2026-11-09", box(0, 100)],
]);

/** Where the arrow key `code` puts a 20×10 dragged chip that is over `over`. */
function press(code: string, over: string) {
  let prevented = false;
  const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent;
  const context = {
    droppableRects: rects,
    collisionRect: { ...box(0, 0, 0), width: 20, height: 10 },
    over: { id: over },
  };
  const at = dayByDay(event, { active: "post", context, currentCoordinates: { x: 0, y: 0 } } as unknown as Args);
  return { at, prevented };
}

describe("moving a dragged post by keyboard", () => {
  it("goes a day with left and right and a week with up and down, to the middle of that day", () => {
    expect(press("ArrowRight", "2026-11-02")).toEqual({ at: { x: 140, y: 45 }, prevented: true });
    expect(press("ArrowLeft", "2026-11-03").at).toEqual({ x: 40, y: 45 });
    expect(press("ArrowDown", "2026-11-02").at).toEqual({ x: 40, y: 145 });
  });

  it("skips a hidden day, stays at the edge of the view, and leaves other keys alone", () => {
    expect(press("ArrowRight", "2026-11-03").at).toEqual({ x: 340, y: 45 });
    expect(press("ArrowUp", "2026-11-02").at).toBeUndefined();
    expect(press("Tab", "2026-11-02")).toEqual({ at: undefined, prevented: false });
  });
});
