// What routes and other features may use of results (server side).
export { type ManualFigures, recordManualFigures } from "./manual.server";
export { type MetricSource, readSnapshots, type Snapshot, upsertSnapshots } from "./store.server";
