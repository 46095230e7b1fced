// What the browser may use of results.
export { GoogleConnection, type GoogleConnectionView } from "./components/google-connection";
export { ImportStatus, type ImportStatusView } from "./components/import-status";
export { RESULTS_MESSAGES } from "./messages";
