// What other features may use of the calendar in the browser and on the server.

export { isPostStatus, statusLabel as postStatusText } from "./workflow";
