// What the browser may use of results.
export { RESULTS_MESSAGES } from "./messages";
