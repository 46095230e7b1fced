import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { contactSubmissions, projects, users } from "#db/schema";
import type { AdminActionData } from "~/features/admin/messages";
import { ticketStatuses } from "~/features/support";
import type { Locale } from "~/lib/locale";
import { adminArea, profileSections } from "~/lib/portal-areas";
import { setUpDatabase, setUpServer, setUpSignedInUsers } from "../setup/hooks";
import { adminFormPath, callPortal, portalPost } from "../setup/portal";
import { testContext } from "../setup/test-db";

// Issue 33: the admin's forms and the accounts' server answers in the language of the person acting (decision 49):
// a signed-in person's profile language, before sign-in the language the page itself is shown in (the last public
// page's). The English answers stay word for word; the audit log's detail names labels, not stored codes.
const database = setUpDatabase({ seed: true });
const server = setUpServer(database);
const { ids, cookies } = setUpSignedInUsers(database);
const context = () => testContext(database);

const speaks = (flideskId: string, locale: Locale | null) =>
  database.db.update(users).set({ locale }).where(eq(users.flideskId, flideskId));

afterEach(async () => {
  for (const who of ["FLD-ADMIN", "FLD-CLNT1"]) await speaks(who, null);
});

/** An admin form posted as FLD-ADMIN, to the page `path` (by default the page of the form's intent). */
async function admin(fields: Record<string, string>, path = adminFormPath(fields.intent ?? "")) {
  const answer = await callPortal(portalPost(path, cookies["FLD-ADMIN"], fields), context());
  return { status: answer.status, data: answer.data as AdminActionData };
}

/** A form of a portal page posted with `cookie` (a session, or only the last public page's language). */
async function post(path: string, cookie: string | undefined, fields: Record<string, string>) {
  const answer = await callPortal(portalPost(path, cookie, fields), context());
  return { status: answer.status, message: (answer.data as { message?: string } | undefined)?.message };
}

const noProject = "00000000-0000-4000-8000-000000000000";
const refundKey = "refund-key-0123456789";

describe("the admin's form refusals in the admin's language", () => {
  it("refuses a bad form in Sinhala for a Sinhala admin, and in English for an English one", async () => {
    await speaks("FLD-ADMIN", "si");
    const upload = await admin({ intent: "upload-analytics", projectId: "" });
    expect(upload).toMatchObject({ status: 400, data: { ok: false, message: "කරුණාකර ව්‍යාපෘතියක් තෝරන්න" } });
    const views = await admin({ intent: "upload-analytics", projectId: noProject, pageViews: "1.5" });
    expect(views.data.message).toBe("පිටු බැලීම් පූර්ණ සංඛ්‍යාවක් විය යුතුය");
    const refund = await admin({
      intent: "refund-payment",
      paymentId: noProject,
      amount: "100",
      reason: "",
      key: refundKey,
    });
    expect(refund.data.message).toBe("කරුණාකර මුදල් ආපසු ගෙවීමට හේතුවක් සඳහන් කරන්න");
    const incomplete = await admin({ intent: "refund-payment", paymentId: noProject, amount: "100", reason: "Twice" });
    expect(incomplete.data.message).toBe("මුදල් ආපසු ගෙවීමේ පෝරමය අසම්පූර්ණයි: කරුණාකර පිටුව නැවත පූරණය කරන්න");
    // A form of another admin page: nothing the admin typed caused it, and it is said in Sinhala too.
    const unknown = await admin({ intent: "lead-status", kind: "contact" }, adminArea("users"));
    expect(unknown).toMatchObject({ status: 400, data: { message: "නොදන්නා පෝරමයකි" } });

    await speaks("FLD-ADMIN", null);
    expect((await admin({ intent: "upload-analytics", projectId: "" })).data.message).toBe("Please choose a project");
    const english = await admin({
      intent: "refund-payment",
      paymentId: noProject,
      amount: "1",
      reason: "",
      key: refundKey,
    });
    expect(english.data.message).toBe("Please give a reason for the refund");
    expect((await admin({ intent: "lead-status" }, adminArea("users"))).data.message).toBe("Unknown form");
  });

  it("refuses in Tamil for a Tamil admin: a project's deadline and title, a lead's status", async () => {
    await speaks("FLD-ADMIN", "ta");
    const clientId = ids["FLD-CLNT1"] ?? "";
    const deadline = await admin({ intent: "create-project", title: "Site", clientId, deadline: "tomorrow" });
    expect(deadline.data.message).toBe("காலக்கெடு ஒரு தேதியாக இருக்க வேண்டும் (YYYY-MM-DD)");
    const title = await admin({ intent: "create-project", title: "x".repeat(201), clientId });
    expect(title.data.message).toBe("தலைப்பு அதிகபட்சம் 200 எழுத்துகளாக இருக்க வேண்டும்");
    const lead = await admin({ intent: "lead-status", kind: "contact", leadId: noProject, status: "won" });
    expect(lead.data.message).toBe("நிலை புதியது, தொடர்புகொள்ளப்பட்டது அல்லது மூடப்பட்டது ஆக இருக்க வேண்டும்");
  });
});

describe("the audit log's detail in the reader's language", () => {
  it("names a lead's new status and a new user's role by their labels, not their stored codes", async () => {
    const [lead] = await database.db
      .insert(contactSubmissions)
      .values({ firstName: "Audit", lastName: "Detail", email: "audit@detail.lk", message: "Hello" })
      .returning();
    expect(
      (await admin({ intent: "lead-status", kind: "contact", leadId: lead?.id ?? "", status: "closed" })).status,
    ).toBe(200);
    const page = async (action: string) =>
      (
        await fetch(`${server.url}${adminArea("audit")}?action=${action}`, {
          headers: { Cookie: cookies["FLD-ADMIN"] ?? "" },
        })
      ).text();

    await speaks("FLD-ADMIN", "si");
    const sinhala = await page("lead-status-changed");
    expect(sinhala).toContain("තත්ත්වය: වසා ඇත");
    expect(sinhala).not.toContain("status: closed");
    await speaks("FLD-ADMIN", "ta");
    expect(await page("lead-status-changed")).toContain("நிலை: மூடப்பட்டது");
    await speaks("FLD-ADMIN", null);
    const english = await page("lead-status-changed");
    expect(english).toContain("Status: Closed");
    expect(english).not.toContain("status: closed");

    expect((await admin({ intent: "add-user", email: "audit-role@example.lk", role: "client" })).status).toBe(200);
    await speaks("FLD-ADMIN", "si");
    expect(await page("user-added")).toContain("භූමිකාව: සේවාදායක");
  });
});

describe("the accounts' answers in the language of the person acting", () => {
  it("answers a signed-in person's profile forms in their profile's language", async () => {
    const cookie = cookies["FLD-CLNT1"];
    await speaks("FLD-CLNT1", "si");
    const differ = await post(profileSections.security, cookie, {
      intent: "change-password",
      current: "Whatever#1",
      password: "Another#Pass1",
      confirm: "Another#Pass2",
    });
    expect(differ).toEqual({ status: 400, message: "මුරපද දෙක නොගැළපේ" });
    const weak = await post(profileSections.security, cookie, {
      intent: "change-password",
      current: "x",
      password: "short",
    });
    expect(weak.message).toBe("මුරපදයේ අවම වශයෙන් අකුරු 8ක් තිබිය යුතුයි");
    const name = await post(profileSections.account, cookie, { intent: "update-name", displayName: "n".repeat(81) });
    expect(name.message).toBe("ඔබේ නම එක් පේළියක, අකුරු 80කට නොවැඩි විය යුතුය");
    expect(await post(profileSections.account, cookie, { intent: "delete-everything" })).toEqual({
      status: 400,
      message: "නොදන්නා පෝරමයකි",
    });

    await speaks("FLD-CLNT1", "ta");
    const device = await post(profileSections.devices, cookie, { intent: "sign-out-device", device: "not-a-device" });
    expect(device).toEqual({ status: 400, message: "அறியப்படாத சாதனம்" });
    const same = await post(profileSections.account, cookie, {
      intent: "change-email",
      email: "",
      current: "Whatever#1",
    });
    expect(same.message).toBe("புதிய மின்னஞ்சல் முகவரியை உள்ளிடவும்");

    await speaks("FLD-CLNT1", null);
    const english = await post(profileSections.security, cookie, {
      intent: "change-password",
      current: "Whatever#1",
      password: "Another#Pass1",
      confirm: "Another#Pass2",
    });
    expect(english.message).toBe("The passwords do not match");
  });

  it("answers the invite, reset and forgot-password pages in the language they are shown in", async () => {
    const added = await admin({ intent: "add-user", email: "invitee-lang@example.lk", role: "client" });
    if (!added.data.ok) throw new Error(added.data.message);
    const invite = new URL(added.data.inviteUrl ?? "").pathname;

    const differ = await post(invite, "site_locale=si", { password: "Invite#Pass1", confirm: "Invite#Pass2" });
    expect(differ).toEqual({ status: 400, message: "මුරපද දෙක නොගැළපේ" });
    const weak = await post(invite, "site_locale=ta", { password: "short", confirm: "short" });
    expect(weak.message).toBe("கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்");
    const english = await post(invite, undefined, { password: "Invite#Pass1", confirm: "Invite#Pass2" });
    expect(english.message).toBe("The passwords do not match");

    const gone = await post("/dashboard/invite/this-link-was-never-issued-0000", "site_locale=si", {
      password: "Invite#Pass1",
      confirm: "Invite#Pass1",
    });
    expect(gone).toEqual({
      status: 410,
      message: "මෙම ආරාධනා සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත.",
    });
    const reset = await post("/dashboard/reset/this-link-was-never-issued-0000", "site_locale=ta", {
      password: "Reset#Pass1",
      confirm: "Reset#Pass1",
    });
    expect(reset.message).toBe(
      "இந்த மீட்டமைப்பு இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. உள்நுழைவுப் பக்கத்திலிருந்து புதியதைக் கேளுங்கள்.",
    );

    const forgot = await post("/dashboard/forgot-password", "site_locale=ta", { identifier: "" });
    expect(forgot).toEqual({
      status: 400,
      message: "உங்கள் Fli DESK அடையாள எண்ணை அல்லது உங்கள் கணக்கின் மின்னஞ்சல் முகவரியை உள்ளிடவும்",
    });
    const sent = await post("/dashboard/forgot-password", "site_locale=si", { identifier: "FLD-NOONE" });
    expect(sent.message).toBe(
      "ගිණුමක් ගැළපේ නම්, නව මුරපදයක් සැකසීමේ සබැඳියක් අපි එහි ඊමේල් ලිපිනයට යවා ඇත්තෙමු. සබැඳිය මිනිත්තු 30ක් ක්‍රියා කරයි.",
    );
  });
});

describe("the admin's answers in the language the admin reads the portal in", () => {
  it("answers an admin without a profile language in Sinhala when the portal is read in Sinhala (the cookie)", async () => {
    // FLD-ADMIN has no profile language (afterEach): the last public page's language is the portal's.
    const session = cookies["FLD-ADMIN"] ?? "";
    const asAdmin = async (cookie: string, fields: Record<string, string>) => {
      const answer = await callPortal(portalPost(adminFormPath(fields.intent ?? ""), cookie, fields), context());
      return { status: answer.status, message: (answer.data as AdminActionData).message };
    };
    const sinhala = (fields: Record<string, string>) => asAdmin(`${session}; site_locale=si`, fields);
    const english = (fields: Record<string, string>) => asAdmin(session, fields);

    // A refund and a refund's settling: billing's answers.
    const refund = { intent: "refund-payment", paymentId: noProject, amount: "100", reason: "Twice", key: refundKey };
    expect(await sinhala(refund)).toEqual({ status: 404, message: "ගෙවීම හමු නොවීය" });
    expect(await english(refund)).toEqual({ status: 404, message: "Payment not found" });
    const settle = { intent: "settle-refund", refundId: noProject, outcome: "refunded" };
    expect(await sinhala(settle)).toEqual({
      status: 404,
      message: "මුදල් ආපසු ගෙවීම හමු නොවීය. එය දැනටමත් විසඳා තිබිය හැක: කරුණාකර පිටුව නැවත පූරණය කරන්න.",
    });

    // A project: made, refused for a client that is not one, and completed without the client's approval.
    const clientId = ids["FLD-CLNT1"] ?? "";
    const freelancerId = ids["FLD-FRLN1"] ?? "";
    const title = "Cookie language project";
    expect(await sinhala({ intent: "create-project", title, clientId, freelancerId })).toEqual({
      status: 200,
      message: "ව්‍යාපෘතිය සාර්ථකව සෑදුවා",
    });
    expect(await sinhala({ intent: "create-project", title, clientId: freelancerId })).toEqual({
      status: 400,
      message: "ව්‍යාපෘතිය සෑදීමට නොහැකි විය: එම සේවාදායකයා නොමැත",
    });
    expect(await english({ intent: "create-project", title, clientId: freelancerId })).toEqual({
      status: 400,
      message: "Failed to create project: the client does not exist",
    });
    const [made] = await database.db.select().from(projects).where(eq(projects.title, title));
    expect(made?.status).toBe("in_progress");
    const complete = { intent: "set-status", projectId: made?.id ?? "", status: "completed" };
    expect(await sinhala(complete)).toEqual({
      status: 409,
      message: "සේවාදායකයා මෙම ව්‍යාපෘතියේ නවතම යාවත්කාලීනය අනුමත කර නැත. කෙසේ වෙතත් එය නිම කිරීමට “අනුමැතියකින් තොරව නිම කරන්න” සලකුණු කරන්න.",
    });
    expect(await english(complete)).toEqual({
      status: 409,
      message:
        "The client has not approved this project's latest update. Tick “Complete without approval” to complete it anyway.",
    });

    // A ticket form on the admin's Tickets page.
    const ticket = { intent: "ticket-status", ticketId: noProject, status: ticketStatuses[0] };
    expect(await sinhala(ticket)).toEqual({ status: 404, message: "ඉල්ලීම හමු නොවීය" });
  });
});
