import { describe, expect, it } from "vitest";
import { type ChargeRow, monthStart, revenueMonths, type SubscriptionRow } from "./revenue-months";

// 2026-11-20 10:00 in Colombo.
const now = new Date("2026-11-20T04:30:00Z");
const at = (colombo: string) => new Date(`${colombo}+05:30`);

const sub = (
  userId: string,
  from: string,
  to: string | null,
  extra: Partial<SubscriptionRow> = {},
): SubscriptionRow => ({
  userId,
  amount: 50_000,
  currency: "LKR",
  cycle: "monthly",
  createdAt: at(from),
  endedAt: to ? at(to) : null,
  ...extra,
});

const charge = (userId: string, when: string, ok = true, extra: Partial<ChargeRow> = {}): ChargeRow => ({
  userId,
  orderId: `order-${userId}`,
  plan: "Growth (Social Media)",
  amount: 50_000,
  currency: "LKR",
  ok,
  at: at(when),
  ...extra,
});

const month = (figures: ReturnType<typeof revenueMonths>, key: string) => {
  const found = figures.months.find((m) => m.month === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

describe("revenue months", () => {
  it("lists the last twelve Colombo months, oldest first, the running one last", () => {
    const figures = revenueMonths({ subscriptions: [], charges: [], refunds: [] }, now);
    expect(figures.months.map((m) => m.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(monthStart(now).toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(figures.months[11]?.collectionRate).toBeNull();
  });

  it("counts a first plan as new, a return after a gap as reactivated, and a plan change as neither", () => {
    const subscriptions = [
      sub("a", "2026-06-03T10:00:00", "2026-08-03T10:00:00"),
      // Back after a month without a plan.
      sub("a", "2026-09-10T10:00:00", null),
      sub("b", "2026-07-01T09:00:00", "2026-10-15T00:00:00"),
      // b's plan change: the new plan starts before the old one ends.
      sub("b", "2026-10-10T09:00:00", null, { amount: 80_000 }),
      // c leaves for good on 2026-11-05.
      sub("c", "2026-05-01T09:00:00", "2026-11-05T00:00:00", { amount: 120_000, cycle: "annual" }),
    ];
    const figures = revenueMonths({ subscriptions, charges: [], refunds: [] }, now);
    expect(month(figures, "2026-06")).toMatchObject({ newSubscriptions: 1, reactivated: 0, churned: 0 });
    expect(month(figures, "2026-08")).toMatchObject({ newSubscriptions: 0, churned: 1 });
    expect(month(figures, "2026-09")).toMatchObject({ newSubscriptions: 0, reactivated: 1, churned: 0 });
    expect(month(figures, "2026-10")).toMatchObject({ newSubscriptions: 0, reactivated: 0, churned: 0 });
    expect(month(figures, "2026-11")).toMatchObject({ churned: 1 });
    // MRR at October's end: a 50,000, b 80,000 (its old plan ended on the 15th), c 120,000 / 12.
    expect(month(figures, "2026-10").mrr).toEqual({ LKR: 140_000, USD: 0 });
    // Now: c is gone.
    expect(month(figures, "2026-11").mrr).toEqual({ LKR: 130_000, USD: 0 });
  });

  it("takes refunds off the month's revenue, and keeps each currency apart", () => {
    const charges = [
      charge("a", "2026-11-02T10:00:00"),
      charge("b", "2026-11-03T10:00:00", true, { currency: "USD", amount: 300, plan: "Accelerate (SEO)" }),
      charge("a", "2026-10-02T10:00:00"),
    ];
    const refunds = [{ amount: 12_500.5, currency: "LKR" as const, at: at("2026-11-10T10:00:00") }];
    const figures = revenueMonths({ subscriptions: [], charges, refunds }, now);
    expect(month(figures, "2026-11").revenue).toEqual({ LKR: 37_499.5, USD: 300 });
    expect(month(figures, "2026-11").payingClients).toEqual({ LKR: 1, USD: 1 });
    expect(month(figures, "2026-11").arpc).toEqual({ LKR: 37_499.5, USD: 300 });
    expect(figures.byPlan).toEqual([
      { plan: "Growth (Social Media)", revenue: { LKR: 100_000, USD: 0 } },
      { plan: "Accelerate (SEO)", revenue: { LKR: 0, USD: 300 } },
    ]);
  });

  it("counts failed charges, the ones a retry recovered within 30 days, and the collection rate", () => {
    const charges = [
      charge("a", "2026-09-05T10:00:00", false),
      charge("a", "2026-09-08T10:00:00"),
      charge("b", "2026-09-06T10:00:00", false),
      // Paid too late to count as recovered.
      charge("b", "2026-10-20T10:00:00"),
      charge("c", "2026-09-07T10:00:00"),
    ];
    const figures = revenueMonths({ subscriptions: [], charges, refunds: [] }, now);
    expect(month(figures, "2026-09")).toMatchObject({
      succeededCharges: 2,
      failedCharges: 2,
      recoveredCharges: 1,
      collectionRate: 50,
    });
    expect(month(figures, "2026-10").collectionRate).toBe(100);
  });

  it("puts a charge at Colombo's midnight into the month it is in Colombo", () => {
    // 2026-09-30T18:45Z is 1 October 00:15 in Colombo.
    const charges = [charge("a", "2026-10-01T00:15:00")];
    const figures = revenueMonths({ subscriptions: [], charges, refunds: [] }, now);
    expect(month(figures, "2026-09").revenue.LKR).toBe(0);
    expect(month(figures, "2026-10").revenue.LKR).toBe(50_000);
  });
});
