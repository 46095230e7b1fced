import { eq } from "drizzle-orm";
import { hashPassword } from "~/features/accounts/password.server";
import { issueReceipt } from "~/features/billing/index.server";
import { billingPeriod, colomboDay } from "~/features/billing/subscriptions/period";
import type { Db } from "~/lib/db.server";
import {
  analyticsReports,
  checkoutSessions,
  contactSubmissions,
  payments,
  projects,
  projectUpdates,
  quoteRequests,
  subscriptions,
  users,
} from "./schema";
import { DEMO_PLATFORMS, seedCalendar } from "./seed-calendar";

/** The one password of every demo account (README, "Demo accounts"). */
export const DEMO_PASSWORD = "DeskDemo#2025";

// Days since the last sign-in (null: never): three of the five count as active users (signed in within 30 days).
// Each has a name, as a real account gets from its profile; the clients' business names are on their checkouts.
const demoUsers = [
  {
    flideskId: "FLD-ADMIN",
    role: "admin",
    displayName: "Kasun Jayawardena",
    email: "admin@demo.flidigital.lk",
    signedIn: 1,
  },
  {
    flideskId: "FLD-CLNT1",
    role: "client",
    displayName: "Dilani Perera",
    email: "owner@ceylonteaco.demo",
    signedIn: 2,
  },
  {
    flideskId: "FLD-CLNT2",
    role: "client",
    displayName: "Ruwan Fernando",
    email: "hello@lankasurf.demo",
    signedIn: 40,
  },
  {
    flideskId: "FLD-FRLN1",
    role: "freelancer",
    displayName: "Nimal Wickramasinghe",
    email: "nimal.dev@demo.flidigital.lk",
    signedIn: 5,
  },
  {
    flideskId: "FLD-FRLN2",
    role: "freelancer",
    displayName: "Ayesha Rahman",
    email: "ayesha.seo@demo.flidigital.lk",
    signedIn: null,
  },
] as const;

const day = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * day);
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A demo client's monthly payments by the billing period's rule (app/features/billing/subscriptions/period.ts), seeded relative to
 * now: the first `firstDaysAgo` days ago, each later one on the day the period before it ends, up to today. The
 * last opened the current period, so its next charge, the Billing tab's, the refund a plan change would give and
 * the receipts agree on whatever day the demo is seeded. Each at noon in Sri Lanka, never later than now.
 */
function demoPayments(firstDaysAgo: number) {
  const today = colomboDay(new Date());
  const days = [colomboDay(daysFromNow(-firstDaysAgo))];
  let period = billingPeriod(days[0] ?? today, "monthly");
  while (period.nextCharge <= today) {
    days.push(period.nextCharge);
    period = billingPeriod(period.nextCharge, "monthly");
  }
  const paidAt = days.map((day) => new Date(Math.min(Date.now(), Date.parse(`${day}T12:00:00+05:30`))));
  return { paidAt, firstAt: paidAt[0] ?? new Date(), nextCharge: period.nextCharge };
}

/**
 * Creates the demo accounts, projects in every status with their updates, subscriptions and payments.
 * Does nothing when FLD-ADMIN already exists; returns the accounts it created, or null.
 */
export async function seedDemoData(db: Db) {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.flideskId, "FLD-ADMIN")).limit(1);
  if (existing.length > 0) return null;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Four payments each (119 and 115 days hold four months, never five), 4 days apart: a month end's clamp moves a
  // day by at most 3, so the two clients' payments never fall on one day.
  const demoPlans = { clnt1: demoPayments(119), clnt2: demoPayments(115) };
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        demoUsers.map(({ signedIn, ...u }, i) => ({
          ...u,
          passwordHash,
          onboarded: true,
          lastSignInAt: signedIn === null ? null : daysFromNow(-signedIn),
          createdAt: daysFromNow(-120 + i),
        })),
      )
      .returning();
    const id = (flideskId: string) => {
      const user = created.find((u) => u.flideskId === flideskId);
      if (!user) throw new Error(`demo user ${flideskId} missing`);
      return user.id;
    };
    const [clnt1, clnt2, frln1, frln2] = [id("FLD-CLNT1"), id("FLD-CLNT2"), id("FLD-FRLN1"), id("FLD-FRLN2")];

    const rows = await tx
      .insert(projects)
      .values([
        {
          title: "Ceylon Tea Co. Website Redesign",
          description: "A faster, mobile-first storefront with a new product catalogue and checkout.",
          clientId: clnt1,
          assignedFreelancerId: frln1,
          deadline: dateOnly(daysFromNow(24)),
          status: "in_progress" as const,
          progress: 65,
          createdAt: daysFromNow(-40),
        },
        {
          title: "Ceylon Tea Co. SEO Accelerate Campaign",
          description: "Fifty target keywords, technical fixes and monthly content for export markets.",
          clientId: clnt1,
          assignedFreelancerId: frln2,
          deadline: dateOnly(daysFromNow(10)),
          status: "testing" as const,
          progress: 90,
          createdAt: daysFromNow(-60),
        },
        {
          title: "Ceylon Tea Co. Brand Identity Refresh",
          description: "Logo, colour system and packaging guidelines.",
          clientId: clnt1,
          assignedFreelancerId: frln1,
          deadline: dateOnly(daysFromNow(-20)),
          status: "completed" as const,
          progress: 100,
          googleAnalyticsConnected: true,
          completedAt: daysFromNow(-25),
          createdAt: daysFromNow(-90),
        },
        {
          title: "Lanka Surf Retreats Instagram Growth",
          description: "Thirty posts a month across Instagram, Facebook, TikTok and LinkedIn.",
          clientId: clnt2,
          assignedFreelancerId: frln2,
          deadline: dateOnly(daysFromNow(45)),
          status: "in_progress" as const,
          progress: 40,
          createdAt: daysFromNow(-20),
        },
        {
          title: "Lanka Surf Retreats Booking Site",
          description: "A booking site with room availability and card payments.",
          clientId: clnt2,
          deadline: dateOnly(daysFromNow(75)),
          status: "pending" as const,
          progress: 0,
          createdAt: daysFromNow(-3),
        },
        {
          title: "Lanka Surf Retreats Local SEO",
          description: "Google Business Profile, local citations and review strategy for Weligama.",
          clientId: clnt2,
          assignedFreelancerId: frln1,
          deadline: dateOnly(daysFromNow(-5)),
          status: "completed" as const,
          progress: 100,
          completedAt: daysFromNow(-8),
          createdAt: daysFromNow(-50),
        },
      ])
      .returning();
    const project = (title: string) => {
      const row = rows.find((p) => p.title === title);
      if (!row) throw new Error(`demo project ${title} missing`);
      return row.id;
    };

    await tx.insert(projectUpdates).values([
      {
        projectId: project("Ceylon Tea Co. Website Redesign"),
        updatedBy: frln1,
        progress: 30,
        notes: "Wireframes approved; design system set up.",
        createdAt: daysFromNow(-25),
      },
      {
        projectId: project("Ceylon Tea Co. Website Redesign"),
        updatedBy: frln1,
        progress: 65,
        notes: "Home, catalogue and product pages built; checkout in progress.",
        createdAt: daysFromNow(-4),
      },
      {
        projectId: project("Ceylon Tea Co. SEO Accelerate Campaign"),
        updatedBy: frln2,
        progress: 90,
        notes: "All technical fixes live; final content batch in review.",
        createdAt: daysFromNow(-2),
      },
      {
        projectId: project("Ceylon Tea Co. Brand Identity Refresh"),
        updatedBy: frln1,
        progress: 100,
        notes: "Final brand guidelines delivered.",
        createdAt: daysFromNow(-25),
      },
      {
        projectId: project("Lanka Surf Retreats Instagram Growth"),
        updatedBy: frln2,
        progress: 40,
        notes: "Content calendar for next month scheduled.",
        createdAt: daysFromNow(-6),
      },
      {
        projectId: project("Lanka Surf Retreats Local SEO"),
        updatedBy: frln1,
        progress: 100,
        notes: "Business profile verified; 40 citations submitted.",
        createdAt: daysFromNow(-8),
      },
    ]);

    await tx.insert(analyticsReports).values({
      projectId: project("Ceylon Tea Co. Brand Identity Refresh"),
      pageViews: 18240,
      uniqueVisitors: 7315,
      bounceRate: 38.5,
      avgSessionDuration: 3.4,
      topPages: ["/", "/shop", "/our-story"],
      notes: "First month after the relaunch.",
      createdBy: id("FLD-ADMIN"),
      createdAt: daysFromNow(-10),
    });

    await tx.insert(subscriptions).values([
      {
        userId: clnt1,
        plan: "Growth",
        service: "Social Media",
        status: "active",
        amount: "50000.00",
        currency: "LKR" as const,
        nextBillingDate: demoPlans.clnt1.nextCharge,
        createdAt: demoPlans.clnt1.firstAt,
      },
      {
        userId: clnt2,
        plan: "Accelerate",
        service: "SEO",
        status: "active",
        amount: "55000.00",
        currency: "LKR" as const,
        nextBillingDate: demoPlans.clnt2.nextCharge,
        createdAt: demoPlans.clnt2.firstAt,
      },
    ]);
    // The demo clients' purchases, so their payments belong to them as a real purchase's do.
    await tx.insert(checkoutSessions).values(
      (
        [
          [
            clnt1,
            "DEMO-CLNT1",
            "owner@ceylonteaco.demo",
            "Ceylon Tea Co.",
            "Growth",
            "sm_growth_monthly",
            "Social Media",
            "50000.00",
            demoPlans.clnt1.firstAt,
          ],
          [
            clnt2,
            "DEMO-CLNT2",
            "hello@lankasurf.demo",
            "Lanka Surf Retreats",
            "Accelerate",
            "seo_accelerate_monthly",
            "SEO",
            "55000.00",
            demoPlans.clnt2.firstAt,
          ],
        ] as const
      ).map(([userId, orderId, email, businessName, planName, planId, service, amount, at]) => ({
        orderId,
        email,
        businessName,
        planName,
        planId,
        amount,
        currency: "LKR" as const,
        phone: "+94770000000",
        service,
        planConfig: { demo: true },
        wizardData: userId === clnt1 ? { demo: true, platformPreferences: [...DEMO_PLATFORMS] } : { demo: true },
        passwordHash,
        status: "paid" as const,
        userId,
        expiresAt: at,
        createdAt: at,
      })),
    );
    const paid = await tx
      .insert(payments)
      .values(
        [
          ...demoPlans.clnt1.paidAt.map((at, month) => ({
            orderId: "DEMO-CLNT1",
            paymentId: `DEMO-CLNT1-${month}`,
            statusCode: "2",
            amount: "50000.00",
            currency: "LKR" as const,
            method: "VISA",
            messageType: month === 0 ? "AUTHORIZATION_SUCCESS" : "RECURRING_INSTALLMENT_SUCCESS",
            raw: { demo: true },
            createdAt: at,
          })),
          ...demoPlans.clnt2.paidAt.map((at, month) => ({
            orderId: "DEMO-CLNT2",
            paymentId: `DEMO-CLNT2-${month}`,
            statusCode: "2",
            amount: "55000.00",
            currency: "LKR" as const,
            method: "MASTER",
            messageType: month === 0 ? "AUTHORIZATION_SUCCESS" : "RECURRING_INSTALLMENT_SUCCESS",
            raw: { demo: true },
            createdAt: at,
          })),
          // In date order, so the receipts are numbered in it.
        ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
      )
      .returning({ id: payments.id });
    // Each with its receipt, numbered as a real payment's is.
    for (const payment of paid) await issueReceipt(tx, payment.id);

    await seedCalendar(tx, { client: clnt1, writer: frln1, admin: id("FLD-ADMIN") });

    await tx.insert(contactSubmissions).values({
      firstName: "Kasun",
      lastName: "Perera",
      email: "kasun@kandyspices.demo",
      message: "We export spices from Kandy and want a new website with online orders. Can we talk next week?",
      createdAt: daysFromNow(-1),
    });
    await tx.insert(quoteRequests).values({
      name: "Dilani Fernando",
      email: "dilani@galleboutique.demo",
      company: "Galle Fort Boutique Hotel",
      selectedServices: ["seo", "web"],
      budget: "$1500 - $5000",
      timeline: "1-2 months",
      message: "Direct bookings are low; we want to rank for boutique hotel Galle.",
      status: "contacted" as const,
      createdAt: daysFromNow(-6),
    });

    return created.map((u) => ({ flideskId: u.flideskId, role: u.role, email: u.email }));
  });
}
