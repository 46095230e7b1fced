import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutSessions, payments, refunds, subscriptions, users } from "#db/schema";
import { revenueFigures } from "~/features/billing/index.server";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { loadPortal } from "../setup/portal";
import { testContext } from "../setup/test-db";

// The admin's revenue figures (decision 42) from rows written as the billing code writes them, on both databases.
const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);

const NOW = new Date("2027-03-20T06:00:00Z");
const colombo = (local: string) => new Date(`${local}+05:30`);

async function clientId(flideskId: string) {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.flideskId, flideskId));
  if (!row) throw new Error(flideskId);
  return row.id;
}

async function order(orderId: string, userId: string, planName: string, service: string, currency: "LKR" | "USD") {
  await database.db.insert(checkoutSessions).values({
    orderId,
    email: `${orderId}@example.lk`,
    businessName: orderId,
    planName,
    planId: `${planName.toLowerCase()}_monthly`,
    amount: "0",
    currency,
    phone: "+94770000000",
    service,
    planConfig: {},
    wizardData: {},
    passwordHash: "x",
    status: "paid",
    userId,
    expiresAt: NOW,
  });
}

const charge = (orderId: string, id: string, statusCode: string, amount: string, at: string, extra = {}) => ({
  orderId,
  paymentId: id,
  statusCode,
  amount,
  currency: "LKR" as const,
  raw: {},
  createdAt: colombo(at),
  ...extra,
});

describe("the admin's revenue figures", () => {
  it("counts charges, refunds, returns, plan starts and ends into Colombo months", async () => {
    const client = await clientId("FLD-CLNT1");
    const other = await clientId("FLD-CLNT2");
    await order("REV-A", client, "Scale", "Social Media", "LKR");
    await order("REV-B", other, "Dominate", "SEO", "USD");
    await database.db.insert(subscriptions).values([
      // Beside each client's demo plan: a second plan in February, and an annual one cancelled on 2 March.
      {
        userId: client,
        plan: "Scale",
        service: "Social Media",
        status: "active",
        amount: "90000.00",
        currency: "LKR",
        createdAt: colombo("2027-02-10T10:00:00"),
      },
      {
        userId: other,
        plan: "Dominate",
        service: "SEO",
        status: "cancelled",
        amount: "1200.00",
        currency: "USD",
        cycle: "annual",
        createdAt: colombo("2027-01-05T10:00:00"),
        cancelledAt: colombo("2027-03-02T09:00:00"),
      },
    ]);
    const [paid] = await database.db
      .insert(payments)
      .values([
        charge("REV-A", "REV-A-1", "-2", "90000.00", "2027-03-01T00:10:00"),
        charge("REV-A", "REV-A-2", "2", "90000.00", "2027-03-04T10:00:00"),
        charge("REV-B", "REV-B-1", "2", "1200.00", "2027-01-05T10:00:00", { currency: "USD" }),
        // Taken by the gateway, not honoured: neither revenue nor its return a refund.
        charge("REV-A", "REV-A-3", "2", "90000.00", "2027-03-05T10:00:00", { rejected: "duplicate" }),
        // Pending is no charge tried yet.
        charge("REV-A", "REV-A-4", "0", "90000.00", "2027-03-06T10:00:00"),
      ])
      .returning({ id: payments.id });
    const rejected = await database.db.select().from(payments).where(eq(payments.paymentId, "REV-A-3"));
    await database.db.insert(refunds).values([
      {
        paymentId: paid?.id ?? "",
        amount: "10000.00",
        currency: "LKR",
        reason: "Goodwill",
        idempotencyKey: "k1",
        status: "done",
        createdAt: colombo("2027-03-10T10:00:00"),
      },
      {
        paymentId: paid?.id ?? "",
        amount: "5000.00",
        currency: "LKR",
        reason: "Asked",
        idempotencyKey: "k2",
        status: "pending",
        createdAt: colombo("2027-03-11T10:00:00"),
      },
      {
        paymentId: rejected[0]?.id ?? "",
        amount: "90000.00",
        currency: "LKR",
        reason: "Return",
        idempotencyKey: "return:x",
        status: "done",
        createdAt: colombo("2027-03-12T10:00:00"),
      },
    ]);

    const figures = await revenueFigures(database.db, NOW);
    const march = figures.months.at(-1);
    expect(march?.month).toBe("2027-03");
    // The demo data's own plans run on too (LKR 50,000 + 55,000 a month), the new Scale plan adds 90,000.
    expect(march?.mrr).toEqual({ LKR: 195_000, USD: 0 });
    expect(figures.months.find((m) => m.month === "2027-02")?.mrr).toEqual({ LKR: 195_000, USD: 100 });
    expect(march?.revenue).toEqual({ LKR: 80_000, USD: 0 });
    expect(march).toMatchObject({ succeededCharges: 1, failedCharges: 1, recoveredCharges: 1, collectionRate: 50 });
    // Both clients keep their demo plans: the Scale and Dominate plans are plan changes, and Dominate's end no churn.
    expect(march).toMatchObject({ churned: 0, newSubscriptions: 0, reactivated: 0 });
    expect(figures.months.find((m) => m.month === "2027-01")).toMatchObject({
      newSubscriptions: 0,
      revenue: { LKR: 0, USD: 1200 },
      payingClients: { LKR: 0, USD: 1 },
    });
    expect(figures.byPlan).toContainEqual({ plan: "Scale (Social Media)", revenue: { LKR: 90_000, USD: 0 } });
    expect(figures.byPlan).toContainEqual({ plan: "Dominate (SEO)", revenue: { LKR: 0, USD: 1200 } });
  });

  it("is the admin's alone: the analytics page carries it, a client is sent away", async () => {
    const admin = await loadPortal("/dashboard/admin/analytics", cookies["FLD-ADMIN"], testContext(database));
    expect(admin.status).toBe(200);
    expect(admin.data.revenue.months).toHaveLength(12);
    const client = await loadPortal("/dashboard/admin/analytics", cookies["FLD-CLNT1"], testContext(database));
    expect(client.data?.revenue).toBeUndefined();
  });
});
