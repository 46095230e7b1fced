import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { checkoutSessions, notificationPreferences, notifications, outbox, projects, users } from "#db/schema";
import { notificationKinds } from "#db/schema/values";
import type { AdminActionData } from "~/features/admin/messages";
import { gateway } from "~/features/billing/payhere/gateway.server";
import { handleNotify } from "~/features/billing/payhere/notify.server";
import { notifySignature } from "~/features/billing/payhere/payhere.server";
import { createContactSubmission } from "~/features/leads/leads.server";
import { sendDigests, sendInstantMails } from "~/features/notifications/mailer.server";
import { notify } from "~/features/notifications/notify.server";
import { preferencesOf } from "~/features/notifications/preferences.server";
import { unsubscribeToken } from "~/features/notifications/unsubscribe-token.server";
import { action as inboxAction, loader as inboxLoader } from "~/routes/dashboard/notifications";
import { action as preferencesAction } from "~/routes/dashboard/profile/notifications";
import { action as updatesAction } from "~/routes/dashboard/updates";
import { recordCheckout } from "../setup/checkout";
import { setUpAppWithMail, setUpSignedInUsers } from "../setup/hooks";
import { adminFormPath, callPortal } from "../setup/portal";
import { callRoute } from "../setup/route";
import { eventually, type ReceivedMail, readableText } from "../setup/smtp";
import { testContext, testEnv } from "../setup/test-db";

const { database, server, mail } = setUpAppWithMail();
const { ids, cookies } = setUpSignedInUsers(database);
const env = testEnv();
const context = () => testContext(database);

const deskIdOf = (id: string) => Object.keys(ids).find((deskId) => ids[deskId] === id) ?? id;
/** Who got a notification of `kind` since the last clean slate, by desk ID, sorted. */
async function told(kind: (typeof notifications.kind.enumValues)[number]) {
  const rows = await database.db.select().from(notifications).where(eq(notifications.kind, kind));
  return rows.map((row) => deskIdOf(row.userId)).sort();
}
const projectId = async (title: string) =>
  (await database.db.select().from(projects).where(eq(projects.title, title)))[0]?.id ?? "";

function post(url: string, who: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies[who] ?? "" },
    body: new URLSearchParams(fields),
  });
}
const get = (url: string, who: string) =>
  new Request(`http://localhost:3000${url}`, { headers: { Cookie: cookies[who] ?? "" } });

/** An admin form, posted to the admin page that runs it (decision 32); it must succeed. */
async function admin(fields: Record<string, string>) {
  const result = await callPortal(post(adminFormPath(fields.intent ?? ""), "FLD-ADMIN", fields), context());
  expect((result.data as AdminActionData).ok, JSON.stringify(result.data)).toBe(true);
}

async function progressUpdate(who: string, project: string, progress: number) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ intent: "update", projectId: project, progress: String(progress) }))
    body.set(k, v);
  body.set("notes", "Checkout pages done");
  const request = new Request("http://localhost:3000/dashboard/updates", {
    method: "POST",
    headers: { Cookie: cookies[who] ?? "" },
    body,
  });
  const { response } = await callRoute(updatesAction, request, context());
  expect(response?.status).toBe(200);
}

function paymentNotice(orderId: string, statusCode: string) {
  const gw = gateway(env);
  if (gw.kind === "none") throw new Error("the test environment has no gateway");
  const base = {
    merchant_id: gw.merchantId,
    order_id: orderId,
    payment_id: `P${Math.random().toString().slice(2, 12)}`,
    payhere_amount: "50000.00",
    payhere_currency: "LKR",
    status_code: statusCode,
    method: "VISA",
    message_type: "AUTHORIZATION_SUCCESS",
    subscription_id: "SUB1",
    item_rec_date_next: "2026-12-21",
    // A monthly subscription, as PayHere says it recurs (not signed: checked against the order).
    item_recurrence: "1 MONTH",
    item_duration: "FOREVER",
  };
  return { ...base, md5sig: notifySignature(base as Parameters<typeof notifySignature>[0], gw.secret) };
}

/** The message with its folded header lines joined, as a mail client reads the headers. */
const unfolded = (mail: ReceivedMail) => mail.body.replace(/\r\n[ \t]+/g, " ");
const headerOf = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, "mi").exec(unfolded(mail))?.[1]?.trim() ?? null;
const mailTo = (email: string, subject: string) =>
  eventually(
    () =>
      mail()
        .withSubject(subject)
        .find((mail) => mail.to.includes(email)) ?? null,
  );
const emailOf = async (deskId: string) =>
  (await database.db.select().from(users).where(eq(users.flideskId, deskId)))[0]?.email ?? "";

describe("each event tells exactly the right users, never the one who acted", () => {
  beforeEach(async () => {
    await database.db.delete(notifications);
  });

  it("a progress update: the project's client and the admins (update)", async () => {
    await progressUpdate("FLD-FRLN1", await projectId("Ceylon Tea Co. Website Redesign"), 70);
    expect(await told("update")).toEqual(["FLD-ADMIN", "FLD-CLNT1"]);
    const [row] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids["FLD-CLNT1"] ?? ""));
    expect(row).toMatchObject({ title: "Ceylon Tea Co. Website Redesign is at 70%", link: "/dashboard/timeline" });
    expect(row?.body).toBe("Checkout pages done");
  });

  it("a status change: the client and the assigned freelancer (status); an assignment: that freelancer", async () => {
    const id = await projectId("Lanka Surf Retreats Instagram Growth");
    await admin({ intent: "set-status", projectId: id, status: "testing" });
    expect(await told("status")).toEqual(["FLD-CLNT2", "FLD-FRLN2"]);
    await admin({ intent: "assign", projectId: id, freelancerId: ids["FLD-FRLN1"] ?? "" });
    expect(await told("assignment")).toEqual(["FLD-FRLN1"]);
    // Reassigning keeps the status: nobody hears of a status change that did not happen.
    expect(await told("status")).toEqual(["FLD-CLNT2", "FLD-FRLN2"]);
  });

  it("a new project: its client, and its freelancer when assigned (project)", async () => {
    await admin({ intent: "create-project", title: "Tea Shop App", clientId: ids["FLD-CLNT1"] ?? "" });
    expect(await told("project")).toEqual(["FLD-CLNT1"]);
    await database.db.delete(notifications);
    const fields = { intent: "create-project", title: "Surf App", clientId: ids["FLD-CLNT2"] ?? "" };
    await admin({ ...fields, freelancerId: ids["FLD-FRLN2"] ?? "" });
    expect(await told("project")).toEqual(["FLD-CLNT2", "FLD-FRLN2"]);
  });

  it("a payment received or failed: the paying account, when there is one, and the admins (payment)", async () => {
    const paid = await recordCheckout(database.db, env, "payer@example.lk");
    expect((await handleNotify(database.db, env, paymentNotice(paid.orderId, "2"))).ok).toBe(true);
    const [payer] = await database.db.select().from(users).where(eq(users.email, "payer@example.lk"));
    ids.PAYER = payer?.id ?? "";
    expect(await told("payment")).toEqual(["FLD-ADMIN", "PAYER"]);
    await database.db.delete(notifications);
    const declined = await recordCheckout(database.db, env, "decliner@example.lk");
    expect((await handleNotify(database.db, env, paymentNotice(declined.orderId, "-2"))).ok).toBe(true);
    expect(await told("payment")).toEqual(["FLD-ADMIN"]);
    const [row] = await database.db.select().from(notifications);
    expect(row?.title).toMatch(/^Payment failed: Growth .*, LKR 50,000$/);
  });

  it("a new lead: the admins only (lead)", async () => {
    await createContactSubmission(database.db, {
      firstName: "Kamal",
      lastName: "Perera",
      email: "kamal@example.lk",
      message: "We need SEO.",
    });
    expect(await told("lead")).toEqual(["FLD-ADMIN"]);
  });
});

describe("each reader is told in their own language (their profile's), English word for word as before", () => {
  beforeEach(async () => {
    await database.db.delete(notifications);
  });
  const setLocale = (id: string, locale: "si" | "ta" | null) =>
    database.db.update(users).set({ locale }).where(eq(users.id, id));
  /** `deskId`'s bell lines of `kind`, by title. */
  const titles = async (deskId: string, kind: (typeof notifications.kind.enumValues)[number]) =>
    (
      await database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, ids[deskId] ?? ""), eq(notifications.kind, kind)))
    )
      .map((row) => row.title)
      .sort();

  it("a project's status, as the portal names it in each language; an assignment; a new project; progress", async () => {
    const id = await projectId("Lanka Surf Retreats Instagram Growth");
    await setLocale(ids["FLD-CLNT2"] ?? "", "si");
    await setLocale(ids["FLD-FRLN1"] ?? "", "ta");
    try {
      await admin({ intent: "assign", projectId: id, freelancerId: ids["FLD-FRLN2"] ?? "" });
      await admin({ intent: "set-status", projectId: id, status: "testing" });
      await database.db.delete(notifications);
      await admin({ intent: "set-status", projectId: id, status: "in_progress" });
      expect(await titles("FLD-CLNT2", "status")).toEqual(["Lanka Surf Retreats Instagram Growth: දැන් සංවර්ධනය වෙමින්"]);
      expect(await titles("FLD-FRLN2", "status")).toEqual([
        "Lanka Surf Retreats Instagram Growth is now In Development",
      ]);
      await admin({ intent: "assign", projectId: id, freelancerId: ids["FLD-FRLN1"] ?? "" });
      expect(await titles("FLD-FRLN1", "assignment")).toEqual([
        "Lanka Surf Retreats Instagram Growth திட்டம் உங்களுக்கு ஒதுக்கப்பட்டுள்ளது",
      ]);
      const fields = { intent: "create-project", title: "Surf Lessons App", clientId: ids["FLD-CLNT2"] ?? "" };
      await admin({ ...fields, freelancerId: ids["FLD-FRLN2"] ?? "" });
      expect(await titles("FLD-CLNT2", "project")).toEqual(["නව ව්‍යාපෘතිය: Surf Lessons App"]);
      expect(await titles("FLD-FRLN2", "project")).toEqual(["New project: Surf Lessons App"]);
      await progressUpdate("FLD-FRLN1", id, 45);
      expect(await titles("FLD-CLNT2", "update")).toEqual(["Lanka Surf Retreats Instagram Growth: ප්‍රගතිය 45%"]);
      expect(await titles("FLD-ADMIN", "update")).toEqual(["Lanka Surf Retreats Instagram Growth is at 45%"]);
      await database.db.delete(notifications);
      await progressUpdate("FLD-FRLN1", id, 30);
      expect(await titles("FLD-CLNT2", "update")).toEqual([
        "Lanka Surf Retreats Instagram Growth: ප්‍රගතිය 45% සිට 30% දක්වා ආපසු අඩු විය",
      ]);
      expect(await titles("FLD-ADMIN", "update")).toEqual([
        "Lanka Surf Retreats Instagram Growth went back to 30% (from 45%)",
      ]);
    } finally {
      await setLocale(ids["FLD-CLNT2"] ?? "", null);
      await setLocale(ids["FLD-FRLN1"] ?? "", null);
    }
  });

  it("a payment: a Sinhala payer in Sinhala, the English admin in English; a Tamil admin in Tamil", async () => {
    const paid = await recordCheckout(database.db, env, "sinhala-payer@example.lk");
    // Bought from the Sinhala site: the account it opens reads Sinhala.
    await database.db
      .update(checkoutSessions)
      .set({ wizardData: { ...(paid.wizardData as object), locale: "si" } })
      .where(eq(checkoutSessions.id, paid.id));
    expect((await handleNotify(database.db, env, paymentNotice(paid.orderId, "2"))).ok).toBe(true);
    const [payer] = await database.db.select().from(users).where(eq(users.email, "sinhala-payer@example.lk"));
    expect(payer?.locale).toBe("si");
    const rows = await database.db.select().from(notifications).where(eq(notifications.kind, "payment"));
    const toPayer = rows.find((row) => row.userId === payer?.id);
    const toAdmin = rows.find((row) => row.userId === ids["FLD-ADMIN"]);
    const service = paid.service.replace("Social Media", "සමාජ මාධ්‍ය");
    expect(toPayer).toMatchObject({
      title: `ගෙවීම ලැබුණා: ${paid.planName} ${service}, LKR 50,000`,
      body: `ඇණවුම ${paid.orderId}`,
    });
    expect(toAdmin).toMatchObject({
      title: `Payment received: ${paid.planName} ${paid.service}, LKR 50,000`,
      body: `Order ${paid.orderId}, sinhala-payer@example.lk`,
    });
    await database.db.delete(notifications);
    await setLocale(ids["FLD-ADMIN"] ?? "", "ta");
    try {
      const declined = await recordCheckout(database.db, env, "tamil-admin-sees@example.lk");
      expect((await handleNotify(database.db, env, paymentNotice(declined.orderId, "-2"))).ok).toBe(true);
      const tamil = paid.service.replace("Social Media", "சமூக ஊடகம்");
      expect(await database.db.select().from(notifications)).toEqual([
        expect.objectContaining({
          title: `கட்டணம் தோல்வியடைந்தது: ${declined.planName} ${tamil}, LKR 50,000`,
          body: `ஆர்டர் ${declined.orderId}, tamil-admin-sees@example.lk`,
        }),
      ]);
    } finally {
      await setLocale(ids["FLD-ADMIN"] ?? "", null);
    }
  });

  it("a new lead: a Tamil admin in Tamil, an English one in the mail subject's words", async () => {
    const lead = { firstName: "Kamal", lastName: "Perera", email: "kamal@example.lk", message: "We need SEO." };
    await createContactSubmission(database.db, lead);
    expect(await titles("FLD-ADMIN", "lead")).toEqual(["New contact message from Kamal Perera"]);
    await database.db.delete(notifications);
    await setLocale(ids["FLD-ADMIN"] ?? "", "ta");
    try {
      await createContactSubmission(database.db, lead);
      expect(await titles("FLD-ADMIN", "lead")).toEqual(["Kamal Perera இடமிருந்து புதிய தொடர்புச் செய்தி"]);
    } finally {
      await setLocale(ids["FLD-ADMIN"] ?? "", null);
    }
  });
});

describe("one mail per payment", () => {
  it("the client's mail is the receipt (or the failed-payment mail); the notification is for the bell only", async () => {
    const email = "one-mail@example.lk";
    const order = await recordCheckout(database.db, env, email);
    expect((await handleNotify(database.db, env, paymentNotice(order.orderId, "2"))).ok).toBe(true);
    const [payer] = await database.db.select().from(users).where(eq(users.email, email));
    const payerId = payer?.id ?? "";
    // Payments mailed at once, as a client could choose before: it changes nothing now.
    await database.db.insert(notificationPreferences).values({ userId: payerId, kind: "payment", mail: "instant" });
    const installment = (status: string, type: string) => ({
      ...paymentNotice(order.orderId, status),
      message_type: type,
    });
    expect((await handleNotify(database.db, env, installment("2", "RECURRING_INSTALLMENT_SUCCESS"))).ok).toBe(true);
    expect((await handleNotify(database.db, env, installment("-2", "RECURRING_INSTALLMENT_FAILED"))).ok).toBe(true);
    await sendInstantMails(database.db, env);

    const told = await database.db.select().from(notifications).where(eq(notifications.userId, payerId));
    expect(told.map((row) => [row.kind, row.mail]).sort()).toEqual([
      ["payment", "off"],
      ["payment", "off"],
      ["payment", "off"],
    ]);
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, email));
    const subjects = mails.map((mail) => mail.subject).sort();
    expect(subjects).toHaveLength(4);
    expect(subjects.filter((subject) => /^Payment received: receipt FLD-R-\d{4}-\d{6}$/.test(subject))).toHaveLength(2);
    expect(subjects.filter((subject) => subject.startsWith("Payment failed: Growth"))).toHaveLength(1);
    expect(subjects).toContain("Your Fli DESK ID");
    // The admins still hear of each payment as they chose.
    const admins = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids["FLD-ADMIN"] ?? ""), eq(notifications.kind, "payment")));
    expect(admins.length).toBeGreaterThanOrEqual(3);
    // A client's Profile no longer offers a mail choice for their payments.
    expect((await preferencesOf(database.db, { id: payerId, role: "client" })).map((p) => p.kind)).not.toContain(
      "payment",
    );
  });
});

describe("mails, as each user chose", () => {
  it("mails an instant kind at once, with an HTML part, the place's link and a one-click unsubscribe", async () => {
    const id = await projectId("Ceylon Tea Co. SEO Accelerate Campaign");
    await admin({ intent: "set-status", projectId: id, status: "in_progress" });
    const subject = "Ceylon Tea Co. SEO Accelerate Campaign is now In Development";
    const mail = await mailTo(await emailOf("FLD-CLNT1"), subject);
    expect(mail.body).toMatch(/Content-Type: text\/plain/i);
    expect(mail.body).toMatch(/Content-Type: text\/html/i);
    expect(readableText(mail)).toContain(`${server.url}/dashboard/projects`);
    const token = unsubscribeToken(env.SESSION_SECRET, ids["FLD-CLNT1"] ?? "", "status");
    expect(headerOf(mail, "List-Unsubscribe")).toBe(`<${server.url}/unsubscribe/${token}>`);
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // The freelancer's status changes are off by default: told under the bell, not mailed. (Only this
    // change's subject: the tests above may have mailed this freelancer other kinds, at the mailer's pace.)
    const frln2 = await emailOf("FLD-FRLN2");
    const toFreelancer = await database.db.select().from(outbox).where(eq(outbox.to, frln2));
    expect(toFreelancer.filter((row) => row.subject === subject)).toEqual([]);
    const [row] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids["FLD-FRLN2"] ?? ""), eq(notifications.kind, "status")));
    expect(row).toMatchObject({ mail: "off", mailedAt: null });
  });

  it("mails every kind at once to a user who chose that, through the SMTP server, and never to one who chose off", async () => {
    const [chosen, silent] = [ids["FLD-CLNT2"] ?? "", ids["FLD-FRLN2"] ?? ""];
    await database.db
      .insert(notificationPreferences)
      .values(
        notificationKinds.flatMap((kind) => [
          { userId: chosen, kind, mail: "instant" as const },
          { userId: silent, kind, mail: "off" as const },
        ]),
      )
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { mail: sql`excluded.mail` },
      });
    for (const kind of notificationKinds)
      await notify(database.db, { kind, userIds: [chosen, silent], title: `Every kind: ${kind}`, link: "/dashboard" });
    const email = await emailOf("FLD-CLNT2");
    for (const kind of notificationKinds) {
      const mail = await mailTo(email, `Every kind: ${kind}`);
      expect(mail.body, kind).toMatch(/Content-Type: text\/html/i);
      expect(headerOf(mail, "List-Unsubscribe"), kind).toContain("/unsubscribe/");
    }
    const quiet = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, await emailOf("FLD-FRLN2")));
    expect(quiet.filter((mail) => mail.subject.startsWith("Every kind:"))).toEqual([]);
    const rows = await database.db.select().from(notifications).where(eq(notifications.userId, silent));
    expect(rows.filter((row) => row.title.startsWith("Every kind:"))).toHaveLength(notificationKinds.length);
    // Back to the role defaults, which the tests below start from.
    await database.db.delete(notificationPreferences).where(inArray(notificationPreferences.userId, [chosen, silent]));
  });

  it("keeps a digest kind for the daily digest: one mail per user, once, however often it runs", async () => {
    const saved = await callRoute(
      preferencesAction,
      post("/dashboard/profile/notifications", "FLD-CLNT1", {
        intent: "notifications",
        update: "digest",
        status: "digest",
        comment: "off",
        project: "off",
        payment: "instant",
        ticket: "instant",
        post: "instant",
        "post-reminder": "instant",
      }),
      context(),
    );
    expect(saved.status).toBe(200);
    await database.db.delete(notifications);
    const website = await projectId("Ceylon Tea Co. Website Redesign");
    await progressUpdate("FLD-FRLN1", website, 72);
    await progressUpdate("FLD-FRLN1", website, 74);
    await notify(database.db, {
      kind: "status",
      userIds: [ids["FLD-CLNT1"] ?? ""],
      title: "Status",
      link: "/dashboard",
    });
    const pending = await database.db.select().from(notifications).where(eq(notifications.mail, "digest"));
    expect(pending.map((row) => deskIdOf(row.userId))).toEqual(["FLD-CLNT1", "FLD-CLNT1", "FLD-CLNT1"]);
    // Not mailed at once: the instant mailer (polling every second in the test server) leaves them alone.
    expect(await sendInstantMails(database.db, env)).toBe(0);
    const instant = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Ceylon Tea Co. Website Redesign is at 72%"));
    expect(instant).toEqual([]);

    // Before 08:00 Sri Lanka time comes round, nothing; after it, two runs at once and a third send one mail.
    // (A run finding another process's digest under way skips: null.)
    expect([0, null]).toContain(await sendDigests(database.db, env, new Date(Date.now() - 60_000)));
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const runs = await Promise.all([sendDigests(database.db, env, tomorrow), sendDigests(database.db, env, tomorrow)]);
    runs.push(await sendDigests(database.db, env, tomorrow));
    expect(runs.filter((users) => users === 1)).toHaveLength(1);
    expect(runs.every((users) => users === 1 || users === 0 || users === null)).toBe(true);
    const email = await emailOf("FLD-CLNT1");
    const digests = await database.db.select().from(outbox).where(eq(outbox.to, email));
    const subjects = digests.map((mail) => mail.subject).filter((s) => s.startsWith("Your Fli DESK digest"));
    expect(subjects).toEqual(["Your Fli DESK digest: 3 new notifications"]);
    const mail = await mailTo(email, "Your Fli DESK digest: 3 new notifications");
    expect(readableText(mail)).toContain("Ceylon Tea Co. Website Redesign is at 74%");
    expect(readableText(mail)).toContain("http://localhost:3000/dashboard/timeline");
    expect(mail.body).toMatch(/Content-Type: text\/html/i);
    const token = unsubscribeToken(env.SESSION_SECRET, ids["FLD-CLNT1"] ?? "", "digest");
    expect(headerOf(mail, "List-Unsubscribe")).toBe(`<http://localhost:3000/unsubscribe/${token}>`);
  });

  it("puts every kind in the daily digest of a user who chose the digest for it, and mails none of them at once", async () => {
    const user = ids["FLD-CLNT2"] ?? "";
    await database.db
      .insert(notificationPreferences)
      .values(notificationKinds.map((kind) => ({ userId: user, kind, mail: "digest" as const })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { mail: sql`excluded.mail` },
      });
    for (const kind of notificationKinds)
      await notify(database.db, { kind, userIds: [user], title: `Digest kind: ${kind}`, link: "/dashboard" });
    expect(await sendInstantMails(database.db, env)).toBe(0);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await sendDigests(database.db, env, tomorrow)).toBe(1);
    const subject = `Your Fli DESK digest: ${notificationKinds.length} new notifications`;
    const text = readableText(await mailTo(await emailOf("FLD-CLNT2"), subject));
    for (const kind of notificationKinds) expect(text, kind).toContain(`Digest kind: ${kind}`);
    await database.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, user));
  });

  it("mails each instant notification once, however many mailers take them at the same time", async () => {
    const freelancer = ids["FLD-FRLN1"] ?? "";
    const titles = Array.from({ length: 30 }, (_, i) => `Assigned to batch project ${i}`);
    for (const title of titles)
      await notify(database.db, { kind: "assignment", userIds: [freelancer], title, link: "/dashboard#assigned" });
    // Three mailers of this test besides the test server's own, which polls too.
    await Promise.all([1, 2, 3].map(() => sendInstantMails(database.db, env, 7)));
    await eventually(async () => {
      const rows = await database.db.select().from(notifications).where(eq(notifications.userId, freelancer));
      return rows.filter((row) => titles.includes(row.title)).every((row) => row.mailedAt);
    });
    const queued = await database.db.select().from(outbox).where(inArray(outbox.subject, titles));
    expect(queued.map((mail) => mail.subject).sort()).toEqual([...titles].sort());
  });

  it("refuses a profile choice that is not one of the three (400), and changes nothing", async () => {
    const answer = await callRoute(
      preferencesAction,
      post("/dashboard/profile/notifications", "FLD-FRLN1", { intent: "notifications", assignment: "hourly" }),
      context(),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: "Choose At once, Daily digest or Off for each kind" });
    const rows = await database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, ids["FLD-FRLN1"] ?? ""));
    expect(rows).toEqual([]);
  });
});

describe("unsubscribe links", () => {
  const link = (token: string) => `${server.url}/unsubscribe/${token}`;
  const oneClick = (url: string) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
  const modeOf = async (deskId: string, kind: "update" | "status" | "lead") =>
    (
      await database.db
        .select()
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, ids[deskId] ?? ""), eq(notificationPreferences.kind, kind)))
    )[0]?.mail ?? null;

  it("asks first, turns the kind off by the button or a mail client's one-click POST, and again says so", async () => {
    const url = link(unsubscribeToken(env.SESSION_SECRET, ids["FLD-ADMIN"] ?? "", "lead"));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Stop the mails about new leads?");
    expect(await modeOf("FLD-ADMIN", "lead")).toBeNull();
    for (const attempt of [1, 2]) {
      const done = await oneClick(url);
      expect(done.status, `attempt ${attempt}`).toBe(200);
      expect(await done.text()).toContain("You will no longer get mails about new leads.");
      expect(await modeOf("FLD-ADMIN", "lead")).toBe("off");
    }
    expect(await (await fetch(url)).text()).toContain("You are unsubscribed");
    await createContactSubmission(database.db, { firstName: "A", lastName: "B", email: "a@b.lk", message: "Hi" });
    const [row] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids["FLD-ADMIN"] ?? ""), eq(notifications.kind, "lead")));
    expect(row?.mail).toBe("off");
  });

  it("speaks the recipient's language; a link that names nobody, the last public page's", async () => {
    const freelancer = ids["FLD-FRLN1"] ?? "";
    await database.db.update(users).set({ locale: "ta" }).where(eq(users.id, freelancer));
    const url = link(unsubscribeToken(env.SESSION_SECRET, freelancer, "comment"));
    // The browser's last public page was Sinhala: the mail was Tamil, so the page is too.
    const page = await (await fetch(url, { headers: { Cookie: "site_locale=si" } })).text();
    expect(page).toContain('<html lang="ta"');
    expect(page).toContain("மின்னஞ்சல்களை நிறுத்தவா?");
    expect(page).not.toContain("Stop the mails");
    expect(await (await oneClick(url)).text()).toContain("பற்றிய மின்னஞ்சல்கள் உங்களுக்கு வராது.");
    const forged = await fetch(link("garbled"), { headers: { Cookie: "site_locale=si" } });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("මෙම තැපැල් නැවැත්වීමේ සබැඳිය වලංගු නැත.");
    await database.db.update(users).set({ locale: null }).where(eq(users.id, freelancer));
    await database.db
      .delete(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, freelancer), eq(notificationPreferences.kind, "comment")));
  });

  it("refuses a forged, garbled or other-kind token with a 400 page, and changes nothing", async () => {
    const good = unsubscribeToken(env.SESSION_SECRET, ids["FLD-CLNT2"] ?? "", "update");
    const [userId, , signature] = good.split(".");
    const nobody = "0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70";
    const bad = [
      `${userId}.status.${signature}`,
      `${ids["FLD-CLNT1"]}.update.${signature}`,
      unsubscribeToken("another-secret-another-secret-another", userId ?? "", "update"),
      unsubscribeToken(env.SESSION_SECRET, nobody, "update"),
      `${good}x`,
      "garbled",
      "a.b.c",
    ];
    for (const token of bad) {
      for (const answer of [await fetch(link(token)), await oneClick(link(token))]) {
        expect(answer.status, token).toBe(400);
        expect(await answer.text()).toContain("This unsubscribe link is not valid.");
      }
    }
    expect(await modeOf("FLD-CLNT2", "update")).toBeNull();
    expect(await modeOf("FLD-CLNT2", "status")).toBeNull();
  });
});

describe("the notifications page: each user's own only", () => {
  async function seedInbox() {
    await database.db.delete(notifications);
    const make = (deskId: string, title: string) =>
      notify(database.db, { kind: "comment", userIds: [ids[deskId] ?? ""], title, link: "/dashboard?tab=timeline" });
    const [mine] = await make("FLD-CLNT1", "Mine");
    await make("FLD-CLNT1", "Mine too");
    const [theirs] = await make("FLD-CLNT2", "Theirs");
    return { mine: mine?.id ?? "", theirs: theirs?.id ?? "" };
  }
  const readAtOf = async (id: string) =>
    (await database.db.select().from(notifications).where(eq(notifications.id, id)))[0]?.readAt ?? null;

  it("lists only the user's own, newest first", async () => {
    await seedInbox();
    const { data } = await callRoute(inboxLoader, get("/dashboard/notifications", "FLD-CLNT1"), context());
    const entries = (data as { entries: { title: string; read: boolean }[] }).entries;
    expect(entries.map((entry) => entry.title)).toEqual(["Mine too", "Mine"]);
    expect(entries.every((entry) => !entry.read)).toBe(true);
  });

  it("opens the user's own entry (read, then its place); another user's is a 404 and stays unread", async () => {
    const { mine, theirs } = await seedInbox();
    const open = (who: string, id: string) =>
      callRoute(inboxAction, post("/dashboard/notifications", who, { intent: "open", id }), context());
    const opened = await open("FLD-CLNT1", mine);
    expect(opened.status).toBe(302);
    expect(opened.response?.headers.get("location")).toBe("/dashboard?tab=timeline");
    expect(await readAtOf(mine)).toBeInstanceOf(Date);

    for (const [who, id] of [
      ["FLD-CLNT1", theirs],
      ["FLD-ADMIN", theirs],
      ["FLD-FRLN1", mine],
    ] as const) {
      expect((await open(who, id)).status, `${who} opening another's`).toBe(404);
    }
    expect(await readAtOf(theirs)).toBeNull();
    for (const id of ["", "not-an-id", "0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70"])
      expect((await open("FLD-CLNT1", id)).status).toBe(404);
    const unknown = await callRoute(
      inboxAction,
      post("/dashboard/notifications", "FLD-CLNT1", { intent: "x" }),
      context(),
    );
    expect(unknown.status).toBe(400);
  });

  it("marks all of the user's own read, nobody else's", async () => {
    const { theirs } = await seedInbox();
    const all = await callRoute(
      inboxAction,
      post("/dashboard/notifications", "FLD-CLNT1", { intent: "read-all" }),
      context(),
    );
    expect(all.status).toBe(200);
    const mine = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids["FLD-CLNT1"] ?? ""));
    expect(mine.every((row) => row.readAt)).toBe(true);
    expect(await readAtOf(theirs)).toBeNull();
  });

  it("sends a visitor without a session to sign in, and the page and bell count answer over HTTP", async () => {
    await seedInbox();
    const anonymous = await fetch(`${server.url}/dashboard/notifications`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const page = await fetch(`${server.url}/dashboard/notifications`, {
      headers: { Cookie: cookies["FLD-CLNT1"] ?? "" },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('aria-label="Notifications, 2 unread"');
    expect(html).toContain("Mine too");
    expect(html).not.toContain("Theirs");
    const others = await database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [ids["FLD-CLNT2"] ?? ""]));
    expect(others).toHaveLength(1);
  });
});
