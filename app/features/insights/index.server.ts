// What other features may use of insights on the server.
export { assistantConfigured } from "./ai.server";
