import { describe, expect, it } from "vitest";
import { siteConfig } from "~/features/site";
import { m } from "~/paraglide/messages.js";
import { latinWords, pdfText, skeleton } from "../../../tests/setup/pdf-text";
import { reportLines } from "./report-lines";
import { renderReportPdf, reportTitle } from "./report-pdf.server";
import type { ReportData } from "./report-types";

/** A month with something in every section: each kind of line the report writes. */
const data: ReportData = {
  month: "2026-10",
  businessName: "Lanka Tea Co",
  planName: "Growth",
  posts: { published: 3, planned: 4, promised: 12, awaiting: 1 },
  approvals: { firstTime: 1, afterChanges: 2 },
  bestPosts: [
    {
      title: "Estate tour",
      platforms: ["Instagram"],
      publishedOn: new Date("2026-10-20T06:00:00Z"),
      url: null,
      reach: 1,
    },
    {
      title: "Gift box offer",
      platforms: ["Facebook"],
      publishedOn: new Date("2026-10-12T06:00:00Z"),
      url: "https://example.lk/p/1",
      reach: 12480,
    },
  ],
  social: [{ platform: "Instagram", now: 2, before: 1 }],
  traffic: [
    {
      project: "Website redesign",
      now: { pageViews: 1200, visitors: 500, bounceRate: 45 },
      before: { pageViews: 1000, visitors: 400, bounceRate: 50 },
    },
    { project: "Shop", now: null, before: { pageViews: 80, visitors: 20, bounceRate: null } },
  ],
  figures: [],
  keywords: [
    { keyword: "ceylon tea gifts", position: 4, change: 3 },
    { keyword: "green tea", position: 9, change: -2 },
  ],
  work: {
    updates: [{ project: "Website redesign", progress: 60, notes: "", at: new Date("2026-10-15T06:00:00Z") }],
    statusChanges: [
      { project: "Logo refresh", from: "testing", to: "completed", at: new Date("2026-10-18T06:00:00Z") },
    ],
    completed: ["Logo refresh"],
  },
  next: {
    month: "2026-11",
    posts: [{ title: "Deepavali greetings", scheduledAt: new Date("2026-11-01T06:00:00Z"), platforms: ["Facebook"] }],
    inProgress: [{ title: "Website redesign", progress: 60 }],
  },
};

// What the report keeps in Latin letters in every language: the brand, its address, the client's business, plan,
// posts, projects, platforms and keywords (the client's own words), and links.
const values = [
  siteConfig.brandName,
  `${siteConfig.email} · ${siteConfig.portalUrl}`,
  "Lanka Tea Co",
  "Growth",
  "Estate tour",
  "Gift box offer",
  "https://example.lk/p/1",
  "Instagram",
  "Facebook",
  "Website redesign",
  "Shop",
  "ceylon tea gifts",
  "green tea",
  "Logo refresh",
  "Deepavali greetings",
];

describe("a monthly report's PDF in its owner's language", () => {
  it("keeps the English lines word for word", () => {
    expect(reportTitle("2026-10")).toBe("Monthly report: October 2026");
    const lines = reportLines(data).flatMap((s) => [s.title, ...s.lines]);
    expect(lines).toEqual([
      "Posts delivered",
      "3 of 12 posts published (the plan's quota).",
      "4 posts planned for the month, 1 still awaiting your approval.",
      "Approvals",
      "1 approved the first time.",
      "2 approved after changes.",
      "Best posts",
      "Chosen by the people each post reached on Facebook and Instagram.",
      "Estate tour (Instagram), 20 Oct 2026, reached 1 person",
      "Gift box offer (Facebook), 12 Oct 2026, reached 12,480 people: https://example.lk/p/1",
      "Traffic and social trends",
      "Website redesign: 1200 page views (+20% on last month), 500 visitors (+25% on last month), bounce rate 45% (last month 50%)",
      "Shop: no figures this month (last month 80 page views)",
      "Instagram: 2 posts published (1 last month)",
      "Keyword movements",
      "ceylon tea gifts: position 4 (up 3)",
      "green tea: position 9 (down 2)",
      "Work done on projects",
      "15 Oct 2026, Website redesign: 60% done",
      "18 Oct 2026, Logo refresh: Testing to Completed",
      "Completed: Logo refresh",
      "Planned next month",
      "1 post scheduled for November 2026.",
      "1 Nov 2026: Deepavali greetings (Facebook)",
      "In progress: Website redesign, 60% done",
    ]);
    const empty = { ...data, posts: { ...data.posts, planned: 1, awaiting: 0 }, bestPosts: [], keywords: [] };
    const words = reportLines({ ...empty, traffic: [], social: [] }).flatMap((s) => s.lines);
    expect(words).toContain("1 post planned for the month.");
    expect(words).toContain("No posts were published this month.");
    expect(words).toContain("No website figures were uploaded for this month.");
    expect(words).toContain("No keywords are tracked yet.");
  });

  it("writes an English PDF in Helvetica only", async () => {
    const pdf = await renderReportPdf(data, { compress: false });
    expect(pdf.includes(Buffer.from("Noto"))).toBe(false);
    const { pages } = await pdfText(pdf);
    expect(pages.join(" ").replace(/\s+/g, " ")).toContain("Monthly report: October 2026");
    expect(pages[0]).toContain("Page 1 of 1");
  });

  for (const locale of ["si", "ta"] as const) {
    it(`writes the report in ${locale}: every heading and sentence translated, no English word left`, async () => {
      const pdf = await renderReportPdf(data, { compress: false, locale });
      expect(pdf.includes(Buffer.from(locale === "si" ? "NotoSansSinhala" : "NotoSansTamil"))).toBe(true);
      const { text, pages } = await pdfText(pdf);
      const t = { locale };
      const expected = [
        ...reportLines(data, locale).map((s) => s.title),
        m.pdf_report_title({ month: "" }, t),
        m.pdf_report_plan({ plan: "Growth" }, t),
        ...pages.map((_, i) => m.pdf_report_page({ page: i + 1, count: pages.length }, t)),
        m.pdf_report_best_reach({}, t),
        m.pdf_report_published({ published: 3, promised: 12 }, t),
        m.pdf_report_planned_awaiting({ count: 4, awaiting: 1 }, t),
        m.pdf_report_first_time({ count: 1 }, t),
        m.pdf_report_page_views({ count: 1200 }, t),
        m.pdf_report_bounce_rate({ rate: "45%" }, t),
        m.pdf_report_position({ keyword: "green tea", position: 9 }, t),
        m.pdf_report_down({ count: 2 }, t),
        m.pdf_report_in_progress({ title: "Website redesign", progress: 60 }, t),
      ];
      for (const line of expected) expect(skeleton(text), line).toContain(skeleton(line));
      // A project's status in the portal's words (Testing, Completed).
      expect(text).not.toMatch(/Testing|Completed/);
      expect(latinWords(text, values)).toEqual([]);
      // Figures as they are.
      expect(text).toContain("12,480");
    });
  }
});
