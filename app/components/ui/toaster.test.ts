import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast, showToast, TOAST_DURATION_MS, type Toast, visibleToasts } from "./toaster";

describe("toasts", () => {
  afterEach(() => vi.useRealTimers());

  it("shows at most the three newest", () => {
    const list: Toast[] = [1, 2, 3, 4].map((id) => ({ id, type: "info", title: `t${id}` }));
    expect(visibleToasts(list).map((t) => t.id)).toEqual([2, 3, 4]);
  });

  it("leaves after 4.5 seconds, or when dismissed", () => {
    vi.useFakeTimers();
    const id = showToast("success", "Saved");
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(currentToasts().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(currentToasts().some((t) => t.id === id)).toBe(false);
    const other = showToast("error", "Failed");
    dismissToast(other);
    expect(currentToasts().some((t) => t.id === other)).toBe(false);
  });
});
