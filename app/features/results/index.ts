// What the browser may use of results.

export { AnalyticsCharts, type ChartsView } from "./components/analytics-charts";
export { GoogleConnection, type GoogleConnectionView } from "./components/google-connection";
export { RESULTS_MESSAGES } from "./messages";
