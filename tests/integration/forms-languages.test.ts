import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSubmissions, quoteRequests, tickets } from "#db/schema";
import { toastOf } from "~/components/form-status";
import type { LeadAnswer } from "~/features/leads/lead-action";
import { checkOf, type DeskIdAnswer, type SupportRequestAnswer, supportToastOf } from "~/features/support/actions";
import { action as homeAction } from "~/routes/site/home";
import { action as quoteAction } from "~/routes/site/quote";
import { loader as searchLoader } from "~/routes/site/search";
import { action as supportAction } from "~/routes/site/support";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { callRoute } from "../setup/route";
import { formRequest, testContext } from "../setup/test-db";

// The forms of the public site in Sinhala and Tamil (issue 33): each action answers in its address's language,
// checks the same rules, and records the language the lead or ticket came in; the search speaks the page's language.
const database = setUpDatabase({ seed: true });
const server = setUpServer(database);
const generous = {
  rateLimits: {
    contact: { points: 1000, durationSeconds: 600 },
    quote: { points: 1000, durationSeconds: 600 },
    support: { points: 1000, durationSeconds: 600 },
  },
};
const post = async <A>(action: (args: A) => unknown, path: string, fields: Record<string, string>) =>
  callRoute(action, formRequest(path, fields), testContext(database, generous));

const contact = { intent: "contact", firstName: "Nimal", lastName: "Perera", message: "SEO ගැන කතා කරමු." };
const quote = { intent: "quote", name: "Kumari", selectedServices: "seo" };
const support = { intent: "support", name: "Kasun", subject: "Login", message: "Help" };

describe("the home page's contact form in each language", () => {
  it("refuses in Sinhala at /si and in Tamil at /ta, with the same rules", async () => {
    const si = await post(homeAction, "/si?index", { ...contact, email: "nimal@example.lk", firstName: "" });
    expect(si.status).toBe(400);
    expect(toastOf(si.data as LeadAnswer)).toEqual({
      type: "error",
      title: "දෝෂයකි",
      description: "කරුණාකර සියලු ක්ෂේත්‍ර පුරවන්න",
    });
    const ta = await post(homeAction, "/ta?index", { ...contact, email: "nimal@site" });
    expect(ta.status).toBe(400);
    expect(toastOf(ta.data as LeadAnswer).description).toBe("சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்");
    const long = await post(homeAction, "/ta?index", { ...contact, email: "n@e.lk", message: "x".repeat(5001) });
    expect(toastOf(long.data as LeadAnswer).description).toBe("செய்தி அதிகபட்சம் 5,000 எழுத்துகள் மட்டுமே இருக்கலாம்");
  });

  it("thanks in the page's language and keeps the language with the message", async () => {
    const sent = await post(homeAction, "/si?index", { ...contact, email: "si-contact@example.lk" });
    expect(sent.status).toBe(200);
    expect(toastOf(sent.data as LeadAnswer)).toEqual({
      type: "success",
      title: "පණිවිඩය යැවුණා!",
      description: "ඔබේ විමසීමට ස්තුතියි. පැය 24ක් ඇතුළත අපි ඔබ හා සම්බන්ධ වන්නෙමු.",
    });
    await post(homeAction, "/?index", { ...contact, email: "en-contact@example.lk" });
    const rows = await database.db.select().from(contactSubmissions);
    expect(rows.find((r) => r.email === "si-contact@example.lk")?.locale).toBe("si");
    expect(rows.find((r) => r.email === "en-contact@example.lk")?.locale).toBe("en");
  });

  it("says when to try again in the page's language when the limit is spent", async () => {
    const tight = testContext(database, {
      clientIp: "203.0.113.77",
      rateLimits: { contact: { points: 1, durationSeconds: 600 } },
    });
    const fields = { ...contact, email: "limit@example.lk" };
    expect((await callRoute(homeAction, formRequest("/si?index", fields), tight)).status).toBe(200);
    const limited = await callRoute(homeAction, formRequest("/si?index", fields), tight);
    expect(limited.status).toBe(429);
    expect(toastOf(limited.data as LeadAnswer).description).toMatch(/^උත්සාහයන් වැඩියි\. කරුණාකර මිනිත්තු \d+කට පසු/);
  });
});

describe("the quote form in each language", () => {
  it("asks for a service in Tamil at /ta/quote and stores a request with its language", async () => {
    const none = await post(quoteAction, "/ta/quote", { intent: "quote", name: "Kumari", email: "k@example.lk" });
    expect(none.status).toBe(400);
    expect(toastOf(none.data as LeadAnswer)).toEqual({
      type: "error",
      title: "குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுக்கவும்",
      description: "தொடர, குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுக்க வேண்டும்.",
    });
    const sent = await post(quoteAction, "/ta/quote", {
      ...quote,
      email: "ta-quote@example.lk",
      timeline: "3-4 months",
    });
    expect(sent.status).toBe(200);
    expect(toastOf(sent.data as LeadAnswer).title).toBe("விலைமதிப்பீட்டுக் கோரிக்கை சமர்ப்பிக்கப்பட்டது!");
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, "ta-quote@example.lk"));
    // The options are stored as the agency reads them, whatever the page's language.
    expect(row).toMatchObject({ locale: "ta", timeline: "3-4 months", selectedServices: ["seo"] });
  });

  it("refuses an option not on the list in Sinhala, and keeps the English answer word for word", async () => {
    const bad = await post(quoteAction, "/si/quote", { ...quote, email: "k@example.lk", budget: "$1" });
    expect(toastOf(bad.data as LeadAnswer).description).toBe("කරුණාකර ලැයිස්තුවෙන් අයවැයක් තෝරන්න");
    const english = await post(quoteAction, "/quote", { ...quote, email: "k@example.lk", budget: "$1" });
    expect(toastOf(english.data as LeadAnswer).description).toBe("Please choose a budget from the list");
  });
});

describe("the support page's forms in each language", () => {
  it("files a ticket from /si/support with its language, thanking in Sinhala with the reference", async () => {
    const sent = await post(supportAction, "/si/support", { ...support, email: "si-support@example.lk" });
    expect(sent.status).toBe(200);
    const answer = sent.data as SupportRequestAnswer & { ok: true };
    expect(supportToastOf(answer)).toEqual({
      type: "success",
      title: "සහාය ඉල්ලීම යැවුණා",
      description: `ස්තුතියි! පැය 4ක් ඇතුළත අපේ සහාය කණ්ඩායම ඔබ හා සම්බන්ධ වනු ඇත. ඔබේ යොමු අංකය ${answer.reference}.`,
    });
    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.email, "si-support@example.lk"));
    expect(ticket?.locale).toBe("si");
  });

  it("refuses in Tamil, naming every wrong field", async () => {
    const bad = await post(supportAction, "/ta/support", {
      intent: "support",
      name: "",
      email: "x@y",
      subject: "",
      message: "",
    });
    expect(bad.status).toBe(400);
    const answer = bad.data as SupportRequestAnswer & { ok: false };
    expect(supportToastOf(answer)).toEqual({
      type: "error",
      title: "பிழை",
      description: "தேவையான அனைத்துப் புலங்களையும் நிரப்பவும்",
    });
    expect(answer.fields).toEqual({
      name: "தேவையான அனைத்துப் புலங்களையும் நிரப்பவும்",
      email: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்",
      subject: "தேவையான அனைத்துப் புலங்களையும் நிரப்பவும்",
      message: "தேவையான அனைத்துப் புலங்களையும் நிரப்பவும்",
    });
  });

  it("answers the ID validator in the page's language", async () => {
    const unknown = await post(supportAction, "/ta/support", { intent: "validate-id", flideskId: "FLD-ZZZZZ" });
    expect(unknown.status).toBe(404);
    expect(checkOf(unknown.data as DeskIdAnswer)).toEqual({ status: "invalid", message: "செல்லாத Fli DESK ID" });
    const blank = await post(supportAction, "/si/support", { intent: "validate-id", flideskId: " " });
    expect(blank.status).toBe(400);
    expect((blank.data as DeskIdAnswer & { ok: false }).message).toBe("Fli DESK ID අවශ්‍යයි");
    const noPlan = await post(supportAction, "/si/support", { intent: "validate-id", flideskId: "FLD-FRLN1" });
    expect(checkOf(noPlan.data as DeskIdAnswer)).toMatchObject({ plan: "සැලසුමක් නැත", paymentStatus: "none" });
  });
});

describe("the pages without JavaScript", () => {
  it("render the quote form's labels, options and answer in Sinhala", async () => {
    const page = await (await fetch(`${server.url}/si/quote`)).text();
    for (const text of ["සම්පූර්ණ නම *", "SEO ප්‍රශස්තකරණය", "මාස 1-2", "මගේ මිල ඇස්තමේන්තුව ලබාගන්න"]) {
      expect(page).toContain(text);
    }
    expect(page).toContain('<option value="1-2 months">මාස 1-2</option>');
    for (const english of ["Full Name *", "Get My Quote", "Prefer to talk?", "Select your budget"]) {
      expect(page).not.toContain(english);
    }
    const res = await fetch(`${server.url}/si/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "quote", name: "", email: "k@example.lk", selectedServices: "web" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("කරුණාකර ඔබේ සම්පූර්ණ නම ඇතුළත් කරන්න");
  });

  it("render the support page and its FAQ's structured data in Tamil, and the contact form's labels at /ta", async () => {
    const page = await (await fetch(`${server.url}/ta/support`)).text();
    expect(page).toContain("நாங்கள் எப்படி உதவலாம்?");
    expect(page).toContain('"name":"எனது Fli DESK ID-ஐ எப்படிக் கண்டறிவது?"');
    for (const english of ["How Can We Help?", "Send Request", "Frequently Asked Questions", "Is my data secure?"]) {
      expect(page).not.toContain(english);
    }
    const home = await (await fetch(`${server.url}/ta`)).text();
    expect(home).toContain("செய்தியை அனுப்புக");
    expect(home).not.toContain("Send Message");
  });
});

describe("the search in each language", () => {
  const search = async (path: string) => {
    const result = await callRoute(searchLoader, new Request(`http://localhost${path}`), testContext(database));
    return result.data as {
      results: { path: string; title: string }[];
      texts: { title: string; summary: string | null };
    };
  };

  it("finds the translated pages by their words in the page's language, and links to them in it", async () => {
    const si = await search(`/si/search?q=${encodeURIComponent("මූල පද")}`);
    expect(si.results.map((r) => r.path)).toContain("/si/services");
    expect(si.results.every((r) => r.path.startsWith("/si/"))).toBe(true);
    const ta = await search(`/ta/search?q=${encodeURIComponent("அடிக்கடி")}`);
    expect(ta.texts.title).toBe("தேடல்");
    expect(ta.results).toEqual([]);
    const faq = await search(`/ta/search?q=${encodeURIComponent("Fli DESK ID-ஐ")}`);
    expect(faq.results.map((r) => r.path)).toEqual(["/ta/support"]);
    expect(faq.results[0]?.title).toBe("உதவி");
  });

  it("counts the results with each language's plural forms, and says when none was found", async () => {
    expect((await search("/search?q=keyword research")).texts.summary).toBe("1 result for “keyword research”");
    expect((await search("/search?q=seo")).texts.summary).toMatch(/^\d+ results for “seo”$/);
    const one = await search(`/ta/search?q=${encodeURIComponent("Fli DESK ID-ஐ")}`);
    expect(one.texts.summary).toBe("“Fli DESK ID-ஐ” க்கு 1 முடிவு");
    const many = await search("/ta/search?q=seo");
    expect(many.texts.summary).toMatch(/^“seo” க்கு \d+ முடிவுகள்$/);
    expect((await search("/si/search?q=zzzz")).texts.summary).toBe("“zzzz” සඳහා ප්‍රතිඵල හමු නොවීය");
  });
});
