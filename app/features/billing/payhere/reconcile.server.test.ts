import { describe, expect, it } from "vitest";
import { reconcileCutoff, summarizeReconcile } from "./reconcile.server";

describe("the reconciliation's night", () => {
  it("is the latest 03:00 Sri Lanka time (21:30 UTC the day before)", () => {
    expect(reconcileCutoff(new Date("2026-11-24T21:29:59Z")).toISOString()).toBe("2026-11-23T21:30:00.000Z");
    expect(reconcileCutoff(new Date("2026-11-24T21:30:00Z")).toISOString()).toBe("2026-11-24T21:30:00.000Z");
    expect(reconcileCutoff(new Date("2026-11-25T06:00:00Z")).toISOString()).toBe("2026-11-24T21:30:00.000Z");
  });

  it("logs what it found in one line", () => {
    const found = { orderId: "FLD-ORD-1", paymentId: "SBX1", status: "RECEIVED" };
    expect(summarizeReconcile({ checkouts: 2, subscriptions: 3, recorded: [found], problems: [] })).toBe(
      "Payment reconciliation asked PayHere about 2 pending checkouts and 3 subscriptions: recorded 1 missed payments: SBX1 (order FLD-ORD-1, RECEIVED).",
    );
    expect(summarizeReconcile({ checkouts: 0, subscriptions: 0, recorded: [], problems: ["order X: down"] })).toBe(
      "Payment reconciliation asked PayHere about 0 pending checkouts and 0 subscriptions: nothing was missing. Not checked: order X: down.",
    );
  });
});
