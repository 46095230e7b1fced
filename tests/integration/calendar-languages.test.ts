// The content calendar's answers in the language of the person acting (issue 33): a post's media and comments, the
// calendar's address, review links, a move to another day and the month's export, each said in Sinhala or Tamil to
// a user whose profile says so, and in English, word for word, to one whose profile says nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { monthOf, neighbours } from "~/features/calendar/colombo-time";
import type { Locale } from "~/lib/locale";
import { postPage } from "~/lib/portal-areas";
import { loader as exportLoader } from "~/routes/dashboard/calendar-export";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, portalPost } from "../setup/portal";
import { testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);
const context = () => testContext(database);
const nextMonth = neighbours(monthOf(new Date())).next;

const post = (who: string, path: string, fields: Record<string, string>) =>
  callPortal(portalPost(path, cookies[who], fields), context());
const get = (who: string, path: string) =>
  callPortal(
    new Request(new URL(path, "http://localhost:3000"), { headers: { Cookie: cookies[who] ?? "" } }),
    context(),
  );

/** Runs `check` with `who`'s profile in `locale`, and gives them back no language after. */
async function speaking(who: string, locale: Locale, check: () => Promise<void>) {
  await database.db.update(users).set({ locale }).where(eq(users.flideskId, who));
  try {
    await check();
  } finally {
    await database.db.update(users).set({ locale: null }).where(eq(users.flideskId, who));
  }
}

/** A Draft post on FLD-CLNT1's calendar, written by FLD-FRLN1. */
async function draftPost() {
  const answer = await post("FLD-FRLN1", "/dashboard/calendar?client=FLD-CLNT1", {
    intent: "create",
    title: "Gift boxes are back",
    scheduledAt: `${nextMonth}-15T09:30`,
    platforms: "Instagram",
    "caption-instagram": "Our gift boxes are back for the season.",
  });
  const id = /\/posts\/([0-9a-f-]{36})$/.exec(answer.location ?? "")?.[1];
  if (!id) throw new Error(`no post created: ${JSON.stringify(answer.data)}`);
  return id;
}

describe("the calendar's answers in the reader's language", () => {
  it("answers a post's media forms in Sinhala and Tamil, and in English without a language", async () => {
    const id = await draftPost();
    const media = `${postPage(id)}/media`;
    const badItem = { intent: "alt-media", mediaId: "not-an-id", alt: "A gift box" };
    await speaking("FLD-CLNT1", "si", async () => {
      const client = await post("FLD-CLNT1", media, badItem);
      expect([client.status, client.data.message]).toEqual([
        403,
        "පළ කිරීම් ලිවිය හැක්කේ පරිපාලකයෙකුට හෝ සේවාදායකයාගේ ලේඛකයාට පමණි.",
      ]);
    });
    await speaking("FLD-FRLN1", "ta", async () => {
      const writer = await post("FLD-FRLN1", media, badItem);
      expect([writer.status, writer.data.message]).toEqual([400, "படம் அல்லது வீடியோ கிடைக்கவில்லை"]);
      const noAlt = await post("FLD-FRLN1", media, { intent: "add-media", platform: "Instagram", alt: " " });
      expect(noAlt.data.message).toBe(
        "மாற்று உரையைத் தரவும்: பார்க்க முடியாதவர்களுக்காக, படம் அல்லது வீடியோ என்ன காட்டுகிறது என்பதைக் கூறவும்.",
      );
    });
    const english = await post("FLD-FRLN1", media, badItem);
    expect([english.status, english.data.message]).toEqual([400, "Picture or video not found"]);
  });

  it("answers a post's comments in Tamil and Sinhala", async () => {
    const id = await draftPost();
    const comments = `${postPage(id)}/comments`;
    await speaking("FLD-FRLN2", "ta", async () => {
      const other = await post("FLD-FRLN2", comments, { intent: "comment", body: "Hello", visibility: "shared" });
      expect([other.status, other.data.message]).toEqual([
        403,
        "பதிவின் எழுத்தாளர், நிர்வாகி அல்லது வாடிக்கையாளர் மட்டுமே இந்தப் பதிவில் கருத்துத் தெரிவிக்க முடியும்.",
      ]);
    });
    await speaking("FLD-CLNT1", "si", async () => {
      const internal = await post("FLD-CLNT1", comments, { intent: "comment", body: "Secret", visibility: "internal" });
      expect([internal.status, internal.data.message]).toEqual([
        403,
        "අභ්‍යන්තර අදහස් ඒජන්සියට අයත් ය. ඒ වෙනුවට ඔබේ අදහස ඒජන්සිය සමඟ බෙදාගන්න.",
      ]);
      const empty = await post("FLD-CLNT1", comments, { intent: "comment", body: " ", visibility: "shared" });
      expect([empty.status, empty.data.message]).toEqual([400, "පළමුව අදහසක් ලියන්න"]);
      const shared = await post("FLD-CLNT1", comments, { intent: "comment", body: "Looks good", visibility: "shared" });
      expect([shared.status, shared.data.message]).toEqual([200, "අදහස එක් කරන ලදී"]);
    });
    const english = await post("FLD-CLNT1", comments, { intent: "comment", body: "Thanks", visibility: "shared" });
    expect(english.data.message).toBe("Comment added");
  });

  it("answers the calendar address and review links in Sinhala and Tamil", async () => {
    await speaking("FLD-CLNT1", "si", async () => {
      const made = await post("FLD-CLNT1", "/dashboard/calendar", { intent: "feed-subscribe" });
      expect([made.status, made.data.message]).toEqual([200, "ඔබේ දින දර්ශන ලිපිනය සූදානම්. එය ඔබේ දින දර්ශන යෙදුමට එක් කරන්න."]);
      const revoked = await post("FLD-CLNT1", "/dashboard/calendar", { intent: "feed-revoke" });
      expect(revoked.data.message).toBe("දින දර්ශන සබැඳිය අවලංගු කරන ලදී. පැරණි ලිපිනය තවදුරටත් ක්‍රියා නොකරයි.");
    });
    await speaking("FLD-FRLN1", "ta", async () => {
      const feed = await post("FLD-FRLN1", "/dashboard/calendar?client=FLD-CLNT1", { intent: "feed-subscribe" });
      expect([feed.status, feed.data.message]).toEqual([
        403,
        "நாட்காட்டி முகவரியை வாடிக்கையாளரும் முகமையும் மட்டுமே நிர்வகிக்கின்றனர்.",
      ]);
      const review = await post("FLD-FRLN1", "/dashboard/calendar?client=FLD-CLNT1", {
        intent: "review-share",
        month: nextMonth,
      });
      expect([review.status, review.data.message]).toEqual([
        403,
        "ஒரு மாதத்தை மதிப்பாய்வுக்குப் பகிர்வது வாடிக்கையாளரும் முகமையும் மட்டுமே.",
      ]);
    });
    await speaking("FLD-CLNT1", "ta", async () => {
      const shared = await post("FLD-CLNT1", "/dashboard/calendar", { intent: "review-share", month: nextMonth });
      expect(shared.status).toBe(200);
      expect(shared.data.message).toMatch(/^மதிப்பாய்வு இணைப்பு தயார்\. இது .+ வரை வேலை செய்யும்\.$/);
      // The WhatsApp message is the sharer's too.
      const whatsApp = decodeURIComponent(new URL(shared.data.link.whatsApp).searchParams.get("text") ?? "");
      expect(whatsApp).toMatch(/^இந்த மாதத்துக்கான எங்கள் பதிவுகளை மதிப்பாய்வு செய்யவும்:\n/);
      const revoked = await post("FLD-CLNT1", "/dashboard/calendar", { intent: "review-revoke", month: nextMonth });
      expect(revoked.data.message).toBe("இந்த மாதத்தின் மதிப்பாய்வு இணைப்புகள் ரத்துசெய்யப்பட்டன. அவை இனி திறக்காது.");
    });
    const english = await post("FLD-CLNT1", "/dashboard/calendar", { intent: "review-revoke", month: nextMonth });
    expect(english.data.message).toBe("There was no valid review link for this month.");
  });

  it("refuses a move to another day, a malformed address and a bad export in the mover's language", async () => {
    const id = await draftPost();
    await speaking("FLD-FRLN1", "si", async () => {
      const page = await get("FLD-FRLN1", postPage(id));
      const same = await post("FLD-FRLN1", "/dashboard/calendar?client=FLD-CLNT1", {
        intent: "reschedule",
        post: id,
        day: `${nextMonth}-15`,
        version: String(page.data.post.version),
      });
      expect([same.status, same.data.message]).toEqual([400, "පළ කිරීම දැනටමත් එම දිනයේ ඇත."]);
      const view = await get("FLD-FRLN1", "/dashboard/calendar?client=FLD-CLNT1&view=year");
      expect([view.status, view.error]).toEqual([400, "දසුන මාසය, සතිය හෝ ලැයිස්තුව විය යුතුය."]);
    });
    await speaking("FLD-CLNT1", "ta", async () => {
      const request = new Request("http://localhost:3000/dashboard/calendar/export?month=2026-13", {
        headers: { Cookie: cookies["FLD-CLNT1"] ?? "" },
      });
      const csv = (await exportLoader({ request, params: {}, context: context() } as never)) as Response;
      expect([csv.status, await csv.text()]).toEqual([400, "மாதத்தை 2026-11 என்ற வடிவில் தரவும்."]);
    });
  });
});
