// What the browser may use of results.
export { GoogleConnection, type GoogleConnectionView } from "./components/google-connection";
export { RESULTS_MESSAGES } from "./messages";
