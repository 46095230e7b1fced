/** An analytics report's figures, as the admin uploads them and the client's charts show them. */
export type ReportFigures = {
  pageViews: number | null;
  uniqueVisitors: number | null;
  bounceRate: number | null;
  avgSessionDuration: number | null;
  topPages: string[];
  notes: string | null;
};
