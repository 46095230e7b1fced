import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { buildDir } from "../setup/server-build";

// /portfolio, /partnerships and /careers in English, Sinhala and Tamil (decision 48), and the policies' notice, over
// HTTP through the production server build.
const PUBLIC_URL = "https://agency.example";
const database = setUpDatabase();
const server = setUpServer(database, () => ({ PUBLIC_URL }));

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, cache: res.headers.get("x-cache"), html: await res.text() };
};

/** Each page: a text in English (as the spec writes it), Sinhala and Tamil, and English texts a translation drops. */
const PAGES = [
  {
    path: "/portfolio",
    en: ["Case Studies &amp; Results", "+250% direct bookings", "Island Stays Booking Platform", "Timeline:"],
    si: ["සිද්ධි අධ්‍යයන සහ ප්‍රතිඵල", "සෘජු වෙන්කිරීම් +250%", "Island Stays වෙන්කිරීම් වේදිකාව", "කාලය:"],
    ta: ["வழக்கு ஆய்வுகளும் முடிவுகளும்", "நேரடி முன்பதிவுகள் +250%", "Island Stays முன்பதிவு தளம்", "காலம்:"],
    dropped: ["Case Studies &amp; Results", "direct bookings", "Timeline:", "Start Your Project", "Motion design"],
  },
  {
    path: "/partnerships",
    en: ["Grow Together With Fli Digital", "White-label delivery", "Book a Partner Call"],
    si: ["Fli Digital සමඟ එක්ව වර්ධනය වන්න", "ඔබේ නමින් සේවා සැපයීම", "හවුල්කරු ඇමතුමක් වෙන් කරන්න"],
    ta: ["Fli Digital உடன் இணைந்து வளருங்கள்", "உங்கள் பெயரில் சேவை வழங்கல்", "கூட்டாளர் அழைப்பை முன்பதிவு செய்யுங்கள்"],
    dropped: ["Grow Together", "White-label delivery", "Ideal Partners", "Email Us About Partnering"],
  },
  {
    path: "/careers",
    en: ["Build the Future of Digital in Sri Lanka", "LKR 150,000 - 300,000 per project", "Apply Now"],
    si: ["ශ්‍රී ලංකාවේ ඩිජිටල් අනාගතය ගොඩනගන්න", "ව්‍යාපෘතියකට LKR 150,000 - 300,000", "දැන්ම අයදුම් කරන්න"],
    ta: ["இலங்கையின் டிஜிட்டல் எதிர்காலத்தை உருவாக்குங்கள்", "ஒரு திட்டத்துக்கு LKR 150,000 - 300,000", "இப்போதே விண்ணப்பியுங்கள்"],
    dropped: ["Build the Future", "per project", "Apply Now", "Why Work With Us", "Send General Application"],
  },
];

describe("the portfolio, partnerships and careers pages in three languages", () => {
  it("render their texts in the page's language, the English ones word for word", async () => {
    for (const page of PAGES) {
      const english = (await get(page.path)).html;
      for (const text of page.en) expect(english, `${page.path}: ${text}`).toContain(text);
      for (const locale of ["si", "ta"] as const) {
        const path = `/${locale}${page.path}`;
        const { status, html } = await get(path);
        expect(status, path).toBe(200);
        for (const text of page[locale]) expect(html, `${path}: ${text}`).toContain(text);
        for (const text of page.dropped) expect(html, `${path}: ${text}`).not.toContain(text);
      }
    }
  });

  it("give each page its title and description in its language", async () => {
    expect((await get("/si/portfolio")).html).toContain("<title>අපේ නිර්මාණ සහ සිද්ධි අධ්‍යයන | Fli Digital</title>");
    expect((await get("/ta/careers")).html).toContain("<title>வேலைவாய்ப்புகள் | Fli Digital</title>");
    expect((await get("/si/partnerships")).html).toContain(
      '<meta name="description" content="Fli Digital සමඟ හවුල් වන්න: ඒජන්සි,',
    );
    expect((await get("/careers")).html).toContain("<title>Careers | Fli Digital</title>");
  });

  it("describes the opening to search engines in the page's language, at the page's address", async () => {
    const tamil = (await get("/ta/careers")).html;
    expect(tamil).toContain('"@type":"JobPosting","title":"ஃப்ரீலான்ஸ் இணைய டெவலப்பர்"');
    expect(tamil).toContain(`"url":"${PUBLIC_URL}/ta/careers#freelance-web-developer"`);
    const english = (await get("/careers")).html;
    expect(english).toContain('"@type":"JobPosting","title":"Freelance Web Developer"');
    expect(english).toContain(`"url":"${PUBLIC_URL}/careers#freelance-web-developer"`);
  });

  it("keeps the mail links' English subjects, which the inboxes sort by, in every language", async () => {
    for (const path of ["/si/careers", "/ta/careers"]) {
      const { html } = await get(path);
      expect(html).toContain("subject=Application%20for%20Freelance%20Web%20Developer");
      expect(html).toContain("subject=General%20Application");
    }
    expect((await get("/ta/partnerships")).html).toContain("subject=Partnership%20Enquiry");
  });

  it("shows the case studies' cards on the home page in its language, linking to that language's portfolio", async () => {
    const sinhala = (await get("/si")).html;
    expect(sinhala).toContain("Lanka Fintech නව සන්නාමකරණය");
    expect(sinhala).toContain("විස්තර බලන්න");
    expect(sinhala).toContain('href="/si/portfolio#island-stays-booking"');
    expect(sinhala).not.toContain("View Details");
    expect(sinhala).not.toContain("A complete identity for a growing fintech");
    const english = (await get("/")).html;
    expect(english).toContain('View Details<span class="sr-only"> of Island Stays Booking Platform</span>');
    expect(english).toContain('href="/portfolio#island-stays-booking"');
  });

  it("keeps each language's page in the cache under its own address", async () => {
    const pages = ["/careers", "/si/careers", "/ta/careers"];
    for (const path of pages) await get(path);
    const answers = await Promise.all(pages.map(get));
    expect(answers.map((answer) => answer.cache)).toEqual(["HIT", "HIT", "HIT"]);
    expect(answers[1]?.html).toContain("දැන්ම අයදුම් කරන්න");
    expect(answers[2]?.html).toContain("இப்போதே விண்ணப்பியுங்கள்");
  });

  it("ships none of these texts in the browser's scripts", () => {
    const assets = path.join(buildDir, "client", "assets");
    const texts = ["Island Stays Booking Platform", "සිද්ධි අධ්‍යයන සහ ප්‍රතිඵල", "White-label delivery", "Apply Now"];
    for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
      const code = readFileSync(path.join(assets, file), "utf8");
      for (const text of texts) expect(code.includes(text), `${file}: ${text}`).toBe(false);
    }
  });
});

describe("the policies, which stay in English", () => {
  it("say so in the page's language, under that language's html lang and address", async () => {
    const notice = {
      si: "මෙම ප්‍රතිපත්තිය ප්‍රකාශ කර ඇත්තේ ඉංග්‍රීසියෙන් පමණි",
      ta: "இந்தக் கொள்கை ஆங்கிலத்தில் மட்டுமே வெளியிடப்பட்டுள்ளது",
    };
    for (const page of ["/privacy-policy", "/terms-of-service", "/cookie-policy", "/disclaimer"]) {
      for (const locale of ["si", "ta"] as const) {
        const path = `/${locale}${page}`;
        const { status, html } = await get(path);
        expect(status, path).toBe(200);
        expect(html, path).toContain(`<html lang="${locale}"`);
        expect(html, path).toContain(notice[locale]);
        expect(html, path).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"/>`);
        for (const lang of ["en", "si", "ta", "x-default"]) {
          const href = `${PUBLIC_URL}${lang === "en" || lang === "x-default" ? "" : `/${lang}`}${page}`;
          expect(html, `${path} ${lang}`).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
        }
      }
    }
  });
});
