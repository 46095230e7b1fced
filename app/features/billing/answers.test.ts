import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { refundAnswers, settleAnswers, subscriptionAnswers } from "./answers.server";
import { settleMessages } from "./refunds/refund-settle.server";
import { refundMessages } from "./refunds/refunds.server";
import { subscriptionMessages } from "./subscriptions/subscription-access.server";

// Billing's answers to a client's and an admin's forms in the reader's language (issue 33).
describe("billing answers", () => {
  it("say the product's English word for word", async () => {
    const billing = subscriptionAnswers(await loadPortalTexts("en"));
    expect(billing.undone).toBe("Cancellation undone: your plan goes on.");
    expect(billing.noneScheduled).toBe("No cancellation is scheduled: your plan goes on.");
    expect(billing.retried).toBe("Payment retried: your card was charged and your plan is active again.");
    expect(billing.scheduled("2026-12-31")).toBe(
      "Cancellation scheduled: your plan runs until 31 Dec 2026, then it is cancelled.",
    );
    expect(billing.payPlan("LKR 5,000.00", "Growth", billing.unusedRefund("LKR 100.00"))).toBe(
      "Pay LKR 5,000.00 to start your Growth plan, and LKR 100.00 for the unused days of your current plan is refunded.",
    );
    expect(subscriptionMessages.unknownForm).toBe("Unknown form");
    expect(subscriptionMessages.notFound).toBe("Subscription not found.");
    expect(refundMessages.done("LKR 1,000.00")).toBe("Refunded LKR 1,000.00. The client is mailed.");
    expect(settleMessages.notFound).toBe("Refund not found. It may have been settled already: please reload the page.");
  });

  it.each(["si", "ta"] as const)("are all translated in %s, names and amounts kept", async (locale) => {
    const texts = await loadPortalTexts(locale);
    for (const table of [subscriptionAnswers(texts), refundAnswers(texts), settleAnswers(texts)])
      for (const [key, value] of Object.entries(table))
        if (typeof value === "string") expect(value, key).not.toMatch(/\b(the|your|this|please|not)\b/i);
    const billing = subscriptionAnswers(texts);
    expect(billing.gatewayTrying).toContain("PayHere");
    expect(billing.payPlan("LKR 5,000.00", "Growth", "")).toMatch(/Growth.*LKR 5,000\.00|LKR 5,000\.00.*Growth/);
    expect(billing.scheduled("2026-12-31")).not.toContain("Dec");
    expect(refundAnswers(texts).done("LKR 1,000.00")).toContain("LKR 1,000.00");
  });
});
