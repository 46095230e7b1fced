import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftLinks, outbox, wizardDrafts } from "#db/schema";
import type { WizardDraft } from "~/features/onboarding/wizard";
import type { Database } from "~/lib/db.server";
import { startTestServer } from "../setup/server-build";
import { createTestDatabase, testContext, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // Every request here comes from 127.0.0.1: the limits are high, and tested on their own below.
  const generous = { points: 10_000, durationSeconds: 60 };
  server = await startTestServer(database, testEnv(), { drafts: generous, draftLinks: generous });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const answers = (businessName: string): WizardDraft => ({
  businessInfo: { businessName, industry: "Tourism & Travel", website: "negomboboats.lk" },
  marketingGoals: ["Lead Generation"],
  platformPreferences: ["Facebook", "Instagram"],
  hearAboutUs: "Google Search",
});

/** A POST to /api/drafts as the wizard sends it, from a browser holding `cookie` (or none yet). */
const api = (body: unknown, cookie?: string) =>
  fetch(`${server.url}/api/drafts`, {
    method: "POST",
    headers: {
      Origin: server.url,
      "Content-Type": "application/json",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });

/** The `fld_draft=...` pair a response sets. */
const draftCookie = (res: Response) => res.headers.get("set-cookie")?.match(/fld_draft=[^;]+/)?.[0] ?? "";

async function storedName(email: string) {
  const [row] = await database.db.select().from(wizardDrafts).where(eq(wizardDrafts.email, email));
  return (row?.data as WizardDraft | undefined)?.businessInfo.businessName;
}

/** Saves a draft from a new browser; gives back that browser's cookie. */
async function saveFromNewBrowser(email: string, businessName: string) {
  const res = await api({ email, data: answers(businessName), plan: "Growth" });
  expect(res.status).toBe(200);
  const cookie = draftCookie(res);
  expect(cookie).toMatch(/^fld_draft=[\w-]{43}$/);
  return cookie;
}

/** Asks for a link and reads it from the outbox, as the person would from their inbox. */
async function requestLink(email: string) {
  const res = await api({ intent: "link", email });
  expect(res.status).toBe(200);
  const mails = await database.db.select().from(outbox).where(eq(outbox.to, email));
  const path = mails.at(-1)?.text.match(/\/onboarding\/resume\/[\w-]{43}/)?.[0];
  if (!path) throw new Error("no link in the outbox");
  return path;
}

const open = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const continueDraft = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: "",
  });

describe("wizard drafts by email", () => {
  it("never answers a draft for a bare email", async () => {
    await saveFromNewBrowser("bare@example.lk", "Negombo Boats");
    const res = await fetch(`${server.url}/api/drafts?email=bare%40example.lk`);
    expect(res.status).toBe(405);
    const body = await res.text();
    expect(body).not.toContain("Negombo Boats");
    expect(body).not.toContain("negomboboats.lk");
    expect(JSON.parse(body)).toEqual({
      ok: false,
      message: "Saved answers are only sent by email. Ask for a link to continue where you left off.",
    });
  });

  it("says so in the language of the last public page seen", async () => {
    const { loadPortalTexts } = await import("~/lib/portal-texts");
    for (const locale of ["si", "ta"] as const) {
      const res = await fetch(`${server.url}/api/drafts`, { headers: { Cookie: `site_locale=${locale}` } });
      expect(res.status).toBe(405);
      const { m } = await loadPortalTexts(locale);
      expect(await res.json()).toEqual({ ok: false, message: m.buy_draft_read_by_link() });
    }
    // A language the site does not have is none: English.
    const forged = await fetch(`${server.url}/api/drafts`, { headers: { Cookie: "site_locale=fr" } });
    expect((await forged.json()).message).toBe(
      "Saved answers are only sent by email. Ask for a link to continue where you left off.",
    );
  });

  it("lets only the browser that saved a draft overwrite it; the answer is the same either way", async () => {
    const email = "owner@example.lk";
    const first = await saveFromNewBrowser(email, "Negombo Boats");

    // Another browser, knowing only the email: answered like any save, but the draft stays as it was.
    const stranger = await api({ email, data: answers("Spoofed Ltd"), plan: "Growth" });
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toEqual({ ok: true });
    const strangerCookie = draftCookie(stranger);
    expect((await api({ email, data: answers("Spoofed Again") }, strangerCookie)).status).toBe(200);
    expect(await storedName(email)).toBe("Negombo Boats");

    // The browser that started it goes on saving.
    expect(await (await api({ email, data: answers("Negombo Boats & Tours") }, first)).json()).toEqual({ ok: true });
    expect(await storedName(email)).toBe("Negombo Boats & Tours");

    // Only the cookie's hash is kept.
    const [row] = await database.db.select().from(wizardDrafts).where(eq(wizardDrafts.email, email));
    const key = first.split("=")[1] ?? "";
    expect(JSON.stringify(row?.data)).not.toContain(key);
    expect((row?.data as { owners?: string[] } | undefined)?.owners).toEqual([
      createHash("sha256").update(key).digest("hex"),
    ]);
  });

  it("lets anyone start over on a draft older than 3 days", async () => {
    const email = "stale@example.lk";
    await saveFromNewBrowser(email, "Old Answers");
    await database.db
      .update(wizardDrafts)
      .set({ updatedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(wizardDrafts.email, email));
    await saveFromNewBrowser(email, "New Answers");
    expect(await storedName(email)).toBe("New Answers");
  });
});

describe("draft links", () => {
  it("mails a one-time link for a draft, and answers an unknown email the same way", async () => {
    const email = "known@example.lk";
    await saveFromNewBrowser(email, "Negombo Boats");

    const known = await api({ intent: "link", email });
    const unknown = await api({ intent: "link", email: "nobody@example.lk" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const knownBody = await known.json();
    expect(knownBody).toEqual({
      ok: true,
      message: "If we have a saved draft for that email, we've sent a link to continue it.",
    });
    expect(await unknown.json()).toEqual(knownBody);

    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.sensitive).toBe(true);
    const token = mail?.text.match(/\/onboarding\/resume\/([\w-]{43})/)?.[1] ?? "";
    expect(token).not.toBe("");
    const [link] = await database.db.select().from(draftLinks).where(eq(draftLinks.email, email));
    expect(link?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(link?.usedAt).toBeNull();
    const days = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);

    // Nothing at all for the unknown address.
    expect(await database.db.select().from(outbox).where(eq(outbox.to, "nobody@example.lk"))).toEqual([]);
    expect(await database.db.select().from(draftLinks).where(eq(draftLinks.email, "nobody@example.lk"))).toEqual([]);
  });

  it("refuses a link request without a valid email", async () => {
    const res = await api({ intent: "link", email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, message: "Please enter a valid email address" });
    expect((await api({ intent: "something", email: "known@example.lk" })).status).toBe(400);
  });

  it("answers and mails the link in the wizard's language; refuses a bad email in it, and an unknown language", async () => {
    await saveFromNewBrowser("sinhala@example.lk", "Galle Spices");
    const res = await api({ intent: "link", email: "sinhala@example.lk", locale: "si" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      message: "එම ඊමේල් ලිපිනයට සුරැකි කෙටුම්පතක් අප සතුව ඇත්නම්, එය දිගටම කරගෙන යාමට සබැඳියක් අපි එවා ඇත්තෙමු.",
    });
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "sinhala@example.lk"));
    expect(mail?.subject).toBe("ඔබේ Fli Digital ආරම්භක පියවර දිගටම කරගෙන යන්න");
    expect(mail?.text).toMatch(/^ආයුබෝවන්,/);
    expect(mail?.text).toMatch(/\/onboarding\/resume\/[\w-]{43}/);

    const badSi = await api({ intent: "link", email: "not-an-email", locale: "si" });
    expect(badSi.status).toBe(400);
    expect(await badSi.json()).toMatchObject({ ok: false, message: "කරුණාකර වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න" });
    const badTa = await api({ email: "not-an-email", data: answers("Jaffna Books"), locale: "ta" });
    expect(badTa.status).toBe(400);
    expect(await badTa.json()).toMatchObject({ ok: false, message: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்" });

    const unknown = await api({ intent: "link", email: "sinhala@example.lk", locale: "fr" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ ok: false, message: "Unknown language" });
    // Without a language the answer stays English, as before.
    const english = await api({ intent: "link", email: "sinhala@example.lk" });
    expect(await english.json()).toMatchObject({
      message: "If we have a saved draft for that email, we've sent a link to continue it.",
    });
  });

  it("opens once: hands the draft to the browser that opens it, which may then save it; a second use is 410", async () => {
    const email = "resume@example.lk";
    const laptop = await saveFromNewBrowser(email, "Negombo Boats");
    const path = await requestLink(email);

    // Opening the link (as a mail scanner does) shows the page and spends nothing; no answers are in it yet.
    for (let i = 0; i < 2; i++) {
      const page = await open(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toContain("no-store");
      const html = await page.text();
      expect(html).toContain("Continue where I left off");
      expect(html).not.toContain("Negombo Boats");
    }

    // The phone continues: it gets the answers, the plan and the step, and a draft cookie.
    const phone = await continueDraft(path);
    expect(phone.status).toBe(200);
    const html = await phone.text();
    expect(html).toContain("Negombo Boats");
    expect(html).toContain("negomboboats.lk");
    expect(html).toContain("Opening your onboarding...");
    const phoneCookie = draftCookie(phone);
    expect(phoneCookie).toMatch(/^fld_draft=[\w-]{43}$/);
    const [link] = await database.db.select().from(draftLinks).where(eq(draftLinks.email, email));
    expect(link?.usedAt).not.toBeNull();

    // Having proved the email, the phone's saves update the draft; the laptop's still do too.
    await api({ email, data: answers("Saved on the phone") }, phoneCookie);
    expect(await storedName(email)).toBe("Saved on the phone");
    await api({ email, data: answers("Saved on the laptop") }, laptop);
    expect(await storedName(email)).toBe("Saved on the laptop");

    // Spent.
    const again = await continueDraft(path, phoneCookie);
    expect(again.status).toBe(410);
    expect(await again.text()).not.toContain("Saved on the laptop");
    const reopened = await open(path);
    expect(reopened.status).toBe(410);
    const gone = await reopened.text();
    expect(gone).toContain("This link no longer works");
    expect(gone).toContain('href="/onboarding"');
  });

  it("hands the draft and the cookie over the hydrated page's data request too", async () => {
    const email = "single-fetch@example.lk";
    await saveFromNewBrowser(email, "Negombo Boats");
    const path = await requestLink(email);
    const res = await continueDraft(`${path}.data`);
    expect(res.status).toBe(200);
    expect(draftCookie(res)).toMatch(/^fld_draft=[\w-]{43}$/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.text()).toContain("Negombo Boats");
    expect((await continueDraft(`${path}.data`)).status).toBe(410);
  });

  it("answers 410 for an expired, unknown or malformed link, and for a draft that is gone", async () => {
    const email = "expired@example.lk";
    await saveFromNewBrowser(email, "Negombo Boats");
    const path = await requestLink(email);
    await database.db
      .update(draftLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(draftLinks.email, email));
    expect((await open(path)).status).toBe(410);
    const late = await continueDraft(path);
    expect(late.status).toBe(410);
    expect(await late.text()).not.toContain("Negombo Boats");

    expect((await open(`/onboarding/resume/${"A".repeat(43)}`)).status).toBe(410);
    expect((await continueDraft(`/onboarding/resume/${"A".repeat(43)}`)).status).toBe(410);
    expect((await open("/onboarding/resume/abc")).status).toBe(410);
    expect((await continueDraft("/onboarding/resume/'%3B%20drop%20table")).status).toBe(410);

    // A link still open, but its draft deleted after 3 days: nothing to continue.
    const other = "draft-gone@example.lk";
    await saveFromNewBrowser(other, "Negombo Boats");
    const stale = await requestLink(other);
    await database.db.delete(wizardDrafts).where(eq(wizardDrafts.email, other));
    expect((await open(stale)).status).toBe(410);
    expect((await continueDraft(stale)).status).toBe(410);
  });
});

describe("draft link rate limits", () => {
  const tight = { draftLinks: { points: 2, durationSeconds: 3600 } };
  const ask = async (email: string, clientIp: string, locale = "en") => {
    const { action } = await import("~/routes/api/drafts");
    const request = new Request("http://localhost:3000/api/drafts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "link", email, locale }),
    });
    const context = testContext(database, { clientIp, rateLimits: tight });
    // The action answers with React Router's `data()`: its body and its status, as the browser would read them.
    const sent = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
    return { status: sent.init?.status ?? 200, json: async () => sent.data };
  };

  it("limits link requests per IP", async () => {
    expect((await ask("ip-a@example.lk", "10.20.0.1")).status).toBe(200);
    expect((await ask("ip-b@example.lk", "10.20.0.1")).status).toBe(200);
    const third = await ask("ip-c@example.lk", "10.20.0.1");
    expect(third.status).toBe(429);
    expect((await third.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // The refusal speaks the wizard's language, as its other answers do.
    const tamil = await ask("ip-d@example.lk", "10.20.0.1", "ta");
    expect(tamil.status).toBe(429);
    expect((await tamil.json()).message).toMatch(/^பல முறை முயன்றுவிட்டீர்கள்\. \d+ நிமிட/);
    expect((await ask("ip-c@example.lk", "10.20.0.2")).status).toBe(200);
  });

  it("limits link requests per address, from any IP, whether or not it has a draft", async () => {
    await saveFromNewBrowser("limited@example.lk", "Negombo Boats");
    for (const email of ["limited@example.lk", "limited-unknown@example.lk"]) {
      expect((await ask(email, "10.30.0.1")).status).toBe(200);
      expect((await ask(email, "10.30.0.2")).status).toBe(200);
      expect((await ask(email, "10.30.0.3")).status).toBe(429);
    }
    // Two mails for the address with a draft, none past the limit.
    const links = await database.db
      .select()
      .from(draftLinks)
      .where(and(eq(draftLinks.email, "limited@example.lk")));
    expect(links).toHaveLength(2);
  });
});
