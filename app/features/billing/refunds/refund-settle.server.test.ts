import { describe, expect, it } from "vitest";
import type { MerchantPayment } from "../payhere/merchant-api.server";
import { shownRefunded } from "./refund-settle.server";

const payment = (status: string, refunded?: number): MerchantPayment => ({
  order_id: "FLD-ORD-1",
  payment_id: "SBX1",
  date: "2026-11-24 10:00:00",
  description: "Growth",
  status,
  amount: 50_000,
  currency: "LKR",
  refunded_amount: refunded ?? null,
});

describe("whether PayHere's payment search shows a refund made", () => {
  it("compares PayHere's refunded amount with ours recorded plus this one", () => {
    const refund = { amount: "12500.00" };
    expect(shownRefunded(payment("PARTIALLY_REFUNDED", 12_500), refund, 0)).toBe(true);
    expect(shownRefunded(payment("PARTIALLY_REFUNDED", 22_500), refund, 1_000_000)).toBe(true);
    // Only the refunds recorded before: this one was not made.
    expect(shownRefunded(payment("PARTIALLY_REFUNDED", 10_000), refund, 1_000_000)).toBe(false);
    expect(shownRefunded(payment("RECEIVED", 0), refund, 0)).toBe(false);
    expect(shownRefunded(payment("REFUNDED", 50_000), { amount: "50000.00" }, 0)).toBe(true);
  });

  it("reads the status where the search gives no amount", () => {
    expect(shownRefunded(payment("REFUNDED"), { amount: "50000.00" }, 0)).toBe(true);
    expect(shownRefunded(payment("refunded"), { amount: "10000.00" }, 4_000_000)).toBe(true);
    expect(shownRefunded(payment("RECEIVED"), { amount: "10000.00" }, 0)).toBe(false);
    // Partly refunded, and no other refund known here: this one.
    expect(shownRefunded(payment("PARTIALLY_REFUNDED"), { amount: "10000.00" }, 0)).toBe(true);
    expect(shownRefunded(payment("PARTIALLY_REFUNDED"), { amount: "10000.00" }, 500_000)).toBe(false);
    expect(shownRefunded(payment("CHARGEBACKED"), { amount: "10000.00" }, 0)).toBe(false);
  });
});
