// What the browser may use of results.
export { GoogleConnection, type GoogleConnectionView } from "./components/google-connection";
export { KeywordHistory } from "./keywords/components/keyword-history";
export { type KeywordRankingRow, KeywordRankings } from "./keywords/components/keyword-rankings";
export { type KeywordAnswer, TrackedKeywords } from "./keywords/components/tracked-keywords";
export { KEYWORD_MESSAGES, type KeywordPlan } from "./keywords/keyword-text";
export { RESULTS_MESSAGES } from "./messages";
