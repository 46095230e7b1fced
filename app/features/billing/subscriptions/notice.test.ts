import { describe, expect, it } from "vitest";
import { cancellationEndDay, colomboDay, commitmentEndDay, serviceEndDay } from "./notice";

// 24 Nov 2026, 11:30 in Sri Lanka.
const now = new Date("2026-11-24T06:00:00Z");

describe("the last day of service after a cancellation", () => {
  it("is the notice's last day when no billing date is known", () => {
    expect(serviceEndDay(now, null)).toBe("2026-12-24");
  });

  it("runs to the end of the paid period covering the notice's last day", () => {
    // Billed on the 10th: the 10 Dec installment falls inside the notice and pays until 9 Jan.
    expect(serviceEndDay(now, "2026-12-10")).toBe("2027-01-09");
    // Billed on the 28th: the notice ends on 24 Dec, inside the period paid until 27 Dec.
    expect(serviceEndDay(now, "2026-12-28")).toBe("2026-12-27");
  });

  it("counts a billing date on the notice's last day as charged", () => {
    expect(serviceEndDay(now, "2026-12-24")).toBe("2027-01-23");
  });

  it("keeps the day of the month through short months, and annual periods", () => {
    expect(serviceEndDay(new Date("2027-01-05T06:00:00Z"), "2027-01-31")).toBe("2027-02-27");
    expect(serviceEndDay(now, "2027-06-01", 12)).toBe("2027-05-31");
  });

  it("steps from billing date to billing date as each installment opens its period (31 Jan, 28 Feb, 28 Mar)", () => {
    // The notice ends on 12 Mar: past 31 Jan and 28 Feb, the next charge after it is 28 Mar, not 31 Mar.
    expect(serviceEndDay(new Date("2027-02-10T06:00:00Z"), "2027-01-31")).toBe("2027-03-27");
  });

  it("reads days in Sri Lanka: 20:00 UTC is already the next day there", () => {
    expect(colomboDay(new Date("2026-11-24T20:00:00Z"))).toBe("2026-11-25");
  });
});

describe("a bundle's 12-month commitment", () => {
  const bundle = { plan: "Growth + Accelerate", cycle: "monthly" };

  it("ends 12 months from the Sri Lankan day it started, less a day", () => {
    // 23:00 on 31 Jan in Sri Lanka is still 31 Jan there.
    expect(commitmentEndDay(new Date("2026-01-31T17:30:00Z"))).toBe("2027-01-30");
    expect(commitmentEndDay("2026-11-24T06:00:00Z")).toBe("2027-11-23");
  });

  it("keeps a bundle cancelled in its second month running to the commitment's end", () => {
    const started = "2026-10-10T06:00:00Z";
    expect(cancellationEndDay(now, { ...bundle, createdAt: started, nextBillingDate: "2026-12-10" })).toBe(
      "2027-10-09",
    );
    // The same dates on a single plan: the notice's rule alone.
    expect(
      cancellationEndDay(now, { ...bundle, plan: "Growth", createdAt: started, nextBillingDate: "2026-12-10" }),
    ).toBe("2027-01-09");
  });

  it("follows the notice once the commitment ends before it", () => {
    const started = "2025-12-01T06:00:00Z";
    expect(cancellationEndDay(now, { ...bundle, createdAt: started, nextBillingDate: "2026-12-01" })).toBe(
      "2026-12-31",
    );
  });
});
