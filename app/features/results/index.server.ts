// What routes and other features may use of results (server side).

export {
  type ChartsData,
  clientAccounts,
  clientMonthFigures,
  loadClientCharts,
  loadProjectAnalytics,
} from "./charts/load.server";
export { loadProjectConnection, projectConnectionAction, providerCallback } from "./connections.server";
export { type ImportOptions, runGoogleImport } from "./google/import.server";
export { startGoogleImport } from "./google/import-job.server";
export { type ImportStatus, importStatus } from "./google/import-status.server";
export { type GoogleEnv, googleSettings } from "./google/settings.server";
export { keywordProject, loadKeywordHistory, loadKeywordPage } from "./keywords/keyword-page.server";
export { keywordPlan, projectKeywordPlan } from "./keywords/keyword-plan.server";
export { addKeywordSchema, removeKeywordSchema } from "./keywords/keyword-schema.server";
export { keywordTexts } from "./keywords/keyword-text";
export { addKeyword, hasTrackedKeywords, removeKeyword } from "./keywords/keywords.server";
export { keywordRankings } from "./keywords/rankings.server";
export { keywordMovements } from "./keywords/report-source.server";
export { type ManualFigures, recordManualFigures } from "./manual.server";
export { runMetaImport, startMetaImport } from "./meta/import.server";
export { metaSummary } from "./meta/page.server";
export { type MetaEnv, metaSettings } from "./meta/settings.server";
export { postReach } from "./post-reach.server";
export { type MetricSource, readSnapshots, type Snapshot, upsertSnapshots } from "./store.server";
