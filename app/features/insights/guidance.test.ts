import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { namedProjects } from "./focus";
import { type InsightData, localGuidance, projectOutlook, topicOf } from "./guidance";

const now = new Date("2026-11-21T00:00:00Z");
const project = {
  id: "site",
  title: "Site",
  status: "in_progress",
  progress: 40,
  deadline: "2026-12-01",
  createdAt: "2026-11-01T00:00:00Z",
  freelancerName: "Nimal Wickramasinghe",
  googleAnalyticsConnected: false,
};

// A client with two projects under way and a completed one whose analytics report is stored (as the demo's FLD-CLNT1).
const tea: InsightData = {
  projects: [
    {
      id: "redesign",
      title: "Ceylon Tea Co. Website Redesign",
      status: "in_progress",
      progress: 65,
      deadline: "2026-12-21",
      createdAt: "2026-10-01T00:00:00Z",
      freelancerName: "Nimal Wickramasinghe",
      googleAnalyticsConnected: false,
    },
    {
      id: "seo",
      title: "Ceylon Tea Co. SEO Accelerate Campaign",
      status: "testing",
      progress: 90,
      deadline: "2026-11-30",
      createdAt: "2026-10-15T00:00:00Z",
      freelancerName: "Ayesha Rahman",
      googleAnalyticsConnected: false,
    },
    {
      id: "brand",
      title: "Ceylon Tea Co. Brand Identity Refresh",
      status: "completed",
      progress: 100,
      deadline: "2026-10-31",
      createdAt: "2026-09-01T00:00:00Z",
      completedAt: "2026-10-28T06:00:00Z",
      freelancerName: "Nimal Wickramasinghe",
      googleAnalyticsConnected: true,
    },
  ],
  updates: [
    { projectId: "redesign", progress: 65, notes: "Checkout flow built.", createdAt: "2026-11-20T22:00:00Z" },
    { projectId: "redesign", progress: 40, notes: "Wireframes approved.", createdAt: "2026-11-01T00:00:00Z" },
  ],
  reports: [
    {
      projectId: "brand",
      createdAt: "2026-11-11T00:00:00Z",
      pageViews: 18240,
      uniqueVisitors: 7315,
      bounceRate: 38.5,
      avgSessionDuration: 3.4,
      topPages: ["/", "/shop", "/our-story"],
    },
  ],
};

describe("local guidance", () => {
  it("chooses the topic by the spec's keywords, analytics first", () => {
    expect(topicOf("How is my project?")).toBe("projects");
    expect(topicOf("next TASK")).toBe("projects");
    expect(topicOf("who is my freelancer")).toBe("people");
    expect(topicOf("show statistics")).toBe("analytics");
    expect(topicOf("Does my project have analytics?")).toBe("analytics");
    expect(topicOf("hello")).toBe("general");
  });

  it("computes the pace from the updates and flags a project that will miss its deadline", () => {
    const updates = [
      { projectId: "site", progress: 20, createdAt: "2026-11-11T00:00:00Z" },
      { projectId: "site", progress: 40, createdAt: "2026-11-21T00:00:00Z" },
    ];
    // 20 points in 10 days = 2 a day; 60 left = 30 days; 10 days to the deadline.
    expect(projectOutlook(project, updates, now)).toEqual({ daysLeft: 10, pace: 2, daysNeeded: 30, atRisk: true });
    const fast = [
      { projectId: "site", progress: 0, createdAt: "2026-11-19T00:00:00Z" },
      { projectId: "site", progress: 40, createdAt: "2026-11-21T00:00:00Z" },
    ];
    expect(projectOutlook(project, fast, now).atRisk).toBe(false);
  });

  it("knows a project by the words of its title that the others do not share", () => {
    const titles = tea.projects.map((p) => ({ id: p.id, title: p.title }));
    expect(namedProjects("how is the website redesign going?", titles).map((p) => p.id)).toEqual(["redesign"]);
    expect(namedProjects("any news on SEO?", titles).map((p) => p.id)).toEqual(["seo"]);
    expect(namedProjects("Brand identity reports", titles).map((p) => p.id)).toEqual(["brand"]);
    // "Ceylon Tea Co." is in every title: it names none of them.
    expect(namedProjects("How is Ceylon Tea Co. doing?", titles)).toEqual([]);
    expect(namedProjects("How is my project?", titles)).toEqual([]);
  });

  it("answers an analytics question asked in the box of a project without a report with the other project's figures", () => {
    const text = localGuidance("Any analytics yet?", tea, "redesign", now);
    expect(text).toContain(
      "Ceylon Tea Co. Website Redesign has no analytics yet: reports come once it is completed and connected.",
    );
    expect(text).toContain(
      "Ceylon Tea Co. Brand Identity Refresh, report of 11 Nov 2026: 18,240 page views, 7,315 unique visitors, " +
        "a bounce rate of 38.5%, an average session of 3.4 min. Top pages: /, /shop, /our-story.",
    );
    expect(text).not.toContain("None of your projects");
    // Asked in the box of the project with the report, it answers with that report alone.
    expect(localGuidance("show me the statistics", tea, "brand", now)).not.toContain("Website Redesign");
  });

  it("says so when none of the user's projects has a report", () => {
    const bare = { ...tea, reports: [] };
    const text = localGuidance("analytics?", bare, "redesign", now);
    expect(text).toContain("Website Redesign has no analytics yet");
    expect(text).toContain("None of your projects has an analytics report yet");
    expect(localGuidance("analytics for the brand refresh", bare, "redesign", now)).toBe(
      "Ceylon Tea Co. Brand Identity Refresh has analytics connected; its first report has not been uploaded yet.",
    );
  });

  it("answers about the project a question names, whichever box it was asked in", () => {
    const text = localGuidance("What is the status of the SEO campaign?", tea, "redesign", now);
    expect(text).toContain(
      "Ceylon Tea Co. SEO Accelerate Campaign is at 90% (Testing) and is due on 30 Nov 2026, in 9 days",
    );
    expect(text).toContain("Next: testing is finished and the project is completed.");
    expect(text).not.toContain("Website Redesign");
    expect(localGuidance("who works on the brand refresh?", tea, "redesign", now)).toBe(
      "Ceylon Tea Co. Brand Identity Refresh: freelancer Nimal Wickramasinghe.",
    );
  });

  it("answers about the box's project with its status, deadline, latest update and what is next", () => {
    const text = localGuidance("How is my project doing?", tea, "redesign", now);
    expect(text).toBe(
      "Ceylon Tea Co. Website Redesign is at 65% (In Development) and is due on 21 Dec 2026, in 30 days, moving " +
        'about 1.3 points a day. Latest update 2 hours ago (65%): "Checkout flow built". Next: development ' +
        "continues towards 100%, then testing.",
    );
    expect(localGuidance("is it done?", tea, "brand", now)).toContain(
      "Ceylon Tea Co. Brand Identity Refresh is at 100% (Completed): it was completed on 28 Oct 2026.",
    );
  });

  it("sums up across the projects when the question is about none in particular", () => {
    expect(localGuidance("hello", tea, "redesign", now)).toBe(
      "You have 3 projects: 2 under way and 1 completed, at 85% on average. None is at risk of missing its " +
        "deadline. Next deadline: Ceylon Tea Co. SEO Accelerate Campaign, 30 Nov 2026. Ask about a project by " +
        "name, your team or your analytics for more.",
    );
    const all = localGuidance("status of all my projects", tea, "redesign", now);
    expect(all.split("\n")).toHaveLength(3);
    expect(localGuidance("anything", { projects: [], updates: [], reports: [] }, undefined, now)).toContain(
      "no projects",
    );
  });
});

describe("the guidance in the asker's language", () => {
  it("answers a Sinhala asker in Sinhala: titles, names and notes as they are, the status as the badge says it", async () => {
    const si = await loadPortalTexts("si");
    const text = localGuidance("How is my project doing?", tea, "redesign", now, si);
    expect(text).toMatch(/^Ceylon Tea Co\. Website Redesign: ප්‍රගතිය 65% \(සංවර්ධනය වෙමින්\); නියමිත දිනය /);
    expect(text).toContain("තව දින 30කින්; දිනකට ලකුණු 1.3ක් පමණ ඉදිරියට යයි.");
    expect(text).toContain('(65%): "Checkout flow built".');
    expect(text).toContain("ඊළඟට: සංවර්ධනය 100% දක්වා දිගටම සිදු වේ, ඉන්පසු පරීක්ෂා කිරීම.");
    expect(localGuidance("who works on the brand refresh?", tea, "redesign", now, si)).toBe(
      "Ceylon Tea Co. Brand Identity Refresh: නිදහස් සේවකයා Nimal Wickramasinghe.",
    );
    expect(localGuidance("anything", { projects: [], updates: [], reports: [] }, undefined, now, si)).toBe(
      "ඔබට තවම ව්‍යාපෘති නැත. ආරම්භ කිරීමට ඔබේ පරිපාලක අමතන්න.",
    );
  });

  it("answers a Tamil asker in Tamil, with Tamil's singular and plural", async () => {
    const ta = await loadPortalTexts("ta");
    const summary = localGuidance("hello", tea, "redesign", now, ta);
    expect(summary).toMatch(/^உங்களுக்கு 3 திட்டங்கள் உள்ளன: 2 நடப்பில், 1 முடிந்தவை, சராசரி 85%\. /);
    expect(summary).toContain("எந்தத் திட்டமும் காலக்கெடுவைத் தவறவிடும் ஆபத்தில் இல்லை.");
    const analytics = localGuidance("Any analytics yet?", tea, "redesign", now, ta);
    expect(analytics).toContain("18,240 பக்கப் பார்வைகள், 7,315 தனித்த பார்வையாளர்கள், வெளியேறும் விகிதம் 38.5%");
    expect(analytics).toContain("அதிகம் பார்க்கப்பட்ட பக்கங்கள்: /, /shop, /our-story.");
    expect(analytics).toContain("முழு அறிக்கைகளும் பகுப்பாய்வுத் தாவலில் உள்ளன.");
    // No English sentence is left: every English word is a name the data gave.
    expect(analytics.replace(/Ceylon Tea Co\.[\w ]+?(?=,| க்கு)/g, "")).not.toMatch(/\b(is|has|of|report|page|views)\b/);
  });
});
