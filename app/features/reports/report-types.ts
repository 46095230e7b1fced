import type { KeywordMovement } from "./keywords";

/** One project's manual analytics figures (the admin's upload), each possibly left out. */
export type TrafficFigures = { pageViews: number | null; visitors: number | null; bounceRate: number | null };

/** What a monthly report says (report-data.server.ts reads it, report-pdf.server.ts lays it out). */
export type ReportData = {
  month: string;
  businessName: string;
  planName: string | null;
  posts: { published: number; planned: number; promised: number; awaiting: number };
  approvals: { firstTime: number; afterChanges: number };
  /** `reach`: the people the post reached on Facebook and Instagram, where the Meta import has its figures. */
  bestPosts: { title: string; platforms: string[]; publishedOn: Date; url: string | null; reach: number | null }[];
  social: { platform: string; now: number; before: number }[];
  traffic: { project: string; now: TrafficFigures | null; before: TrafficFigures | null }[];
  /** The connected services' figures (Google, Meta) of the month beside the month before's. */
  figures: {
    label: string;
    unit: "count" | "ratio" | "seconds" | "position";
    value: number | null;
    previous: number | null;
  }[];
  keywords: KeywordMovement[];
  work: {
    updates: { project: string; progress: number; notes: string; at: Date }[];
    statusChanges: { project: string; from: string; to: string; at: Date }[];
    completed: string[];
  };
  next: {
    month: string;
    posts: { title: string; scheduledAt: Date; platforms: string[] }[];
    inProgress: { title: string; progress: number }[];
  };
};
