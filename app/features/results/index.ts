// What the browser may use of results.

export { formatFigure } from "./charts/metrics";
export { AnalyticsCharts, type ChartsView } from "./components/analytics-charts";
export { ConnectionCallback } from "./components/connection-callback";
export { GoogleConnection, type GoogleConnectionView } from "./components/google-connection";
export { ImportStatus, type ImportStatusView } from "./components/import-status";
export { MetaConnection, type MetaConnectionView } from "./components/meta-connection";
export { MetaProjectLink, type MetaSummaryView } from "./components/meta-project-link";
export { PROVIDERS, type ProviderName, providerIn } from "./connection/providers";
export { KeywordHistory } from "./keywords/components/keyword-history";
export { type KeywordRankingRow, KeywordRankings } from "./keywords/components/keyword-rankings";
export { type KeywordAnswer, TrackedKeywords } from "./keywords/components/tracked-keywords";
export type { KeywordPlan } from "./keywords/keyword-text";
export { RESULTS_MESSAGES, resultsText } from "./messages";
export { META_MESSAGES } from "./meta/messages";
