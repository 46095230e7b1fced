import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payments, projects, users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { activityText } from "~/features/admin/components/activity-texts";
import { colomboMonthStart, systemAnalytics, systemTotals } from "~/features/admin/system-analytics.server";
import type { Database } from "~/lib/db.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import { createTestDatabase } from "../setup/test-db";

// The demo data is dated relative to "now": seeding at a fixed instant makes every figure computable by hand.
const NOW = new Date("2026-11-21T06:00:00Z"); // 11:30 in Colombo
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  try {
    await seedDemoData(database.db);
  } finally {
    vi.useRealTimers();
  }
});
afterAll(async () => {
  await database?.close();
});

describe("the admin's computed analytics, against the seeded data worked out by hand", () => {
  it("uses Colombo calendar months (UTC+05:30)", () => {
    expect(colomboMonthStart(NOW).toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(colomboMonthStart(NOW, 1).toISOString()).toBe("2026-09-30T18:30:00.000Z");
    // 1 November 00:10 in Colombo is still 31 October in UTC, and already November's.
    expect(colomboMonthStart(new Date("2026-10-31T18:40:00Z")).toISOString()).toBe("2026-10-31T18:30:00.000Z");
  });

  it("matches revenue, active users, success rate, average time and recent activity", async () => {
    const a = await systemAnalytics(database.db, NOW);
    // The demo payments follow the billing period's rule from 119 and 115 days back (25 and 29 Jul): the last on 25
    // and 29 October, LKR 50,000 + 55,000 last month; nothing yet in November (next charges 25 and 29 Nov).
    expect(a.revenueLastMonth).toEqual({ lkr: 105000, usd: 0 });
    expect(a.revenueThisMonth).toEqual({ lkr: 0, usd: 0 });
    // Signed in 1, 2 and 5 days ago; 40 days ago and never do not count.
    expect(a.activeUsers).toBe(3);
    // 2 of 6 projects completed.
    expect(a.successRate).toBe(33);
    // (90 - 25) and (50 - 8) days: 65 and 42, average 53.5.
    expect(a.averageProjectDays).toBe(53.5);
    const en = await loadPortalTexts("en");
    expect(a.activity.map((x) => activityText(x, en.m, en.locale)).slice(0, 4)).toEqual([
      "Contact message from Kasun Perera",
      "FLD-FRLN2 updated Ceylon Tea Co. SEO Accelerate Campaign to 90%",
      "Project created: Lanka Surf Retreats Booking Site for FLD-CLNT2",
      "FLD-FRLN1 updated Ceylon Tea Co. Website Redesign to 65%",
    ]);
    // The same events in Tamil: the words are the reader's, the names and titles as stored.
    const ta = await loadPortalTexts("ta");
    expect(activityText(a.activity[0] as (typeof a.activity)[number], ta.m, ta.locale)).toBe(
      "Kasun Perera இடமிருந்து செய்தி",
    );
    expect(a.activity).toHaveLength(5);
  });

  it("counts only verified payments, in their own currency, inside the month", async () => {
    await database.db.insert(payments).values([
      {
        orderId: "T1",
        paymentId: "T1-ok",
        statusCode: "2",
        amount: "1000.50",
        currency: "LKR",
        raw: {},
        createdAt: new Date("2026-11-02T00:00:00Z"),
      },
      {
        orderId: "T2",
        paymentId: "T2-usd",
        statusCode: "2",
        amount: "100.00",
        currency: "USD",
        raw: {},
        createdAt: new Date("2026-11-03T00:00:00Z"),
      },
      {
        orderId: "T3",
        paymentId: "T3-failed",
        statusCode: "-2",
        amount: "9999.00",
        currency: "LKR",
        raw: {},
        createdAt: new Date("2026-11-04T00:00:00Z"),
      },
      {
        orderId: "T4",
        paymentId: "T4-pending",
        statusCode: "0",
        amount: "7777.00",
        currency: "LKR",
        raw: {},
        createdAt: new Date("2026-11-05T00:00:00Z"),
      },
      // 31 Oct 19:00 UTC is 1 November 00:30 in Colombo: this month.
      {
        orderId: "T5",
        paymentId: "T5-edge",
        statusCode: "2",
        amount: "20.00",
        currency: "LKR",
        raw: {},
        createdAt: new Date("2026-10-31T19:00:00Z"),
      },
    ]);
    const a = await systemAnalytics(database.db, NOW);
    expect(a.revenueThisMonth).toEqual({ lkr: 1020.5, usd: 100 });
    expect(a.revenueLastMonth).toEqual({ lkr: 105000, usd: 0 });
  });

  it("counts the cards: clients, freelancers, active and completed projects", async () => {
    expect(systemTotals(await database.db.select().from(projects), await database.db.select().from(users))).toEqual({
      clients: 2,
      freelancers: 2,
      admins: 1,
      users: 5,
      projects: 6,
      active: 3,
      pending: 1,
      completed: 2,
    });
  });
});
