// What routes and other features may use of results (server side).
export { googleCallback } from "./google/callback.server";
export { googleAction, loadGooglePage } from "./google/page.server";
export { type GoogleEnv, googleSettings } from "./google/settings.server";
export { keywordProject, loadKeywordHistory, loadKeywordPage } from "./keywords/keyword-page.server";
export { keywordPlan, projectKeywordPlan } from "./keywords/keyword-plan.server";
export { addKeywordSchema, removeKeywordSchema } from "./keywords/keyword-schema.server";
export { addKeyword, hasTrackedKeywords, removeKeyword } from "./keywords/keywords.server";
export { keywordRankings } from "./keywords/rankings.server";
export { keywordMovements } from "./keywords/report-source.server";
export { type ManualFigures, recordManualFigures } from "./manual.server";
export { type MetricSource, readSnapshots, type Snapshot, upsertSnapshots } from "./store.server";
