// What other features may use of projects in the browser and on the server.
export { UpdateList, type UpdateView } from "./components/update-list";
export { PROJECT_STATUSES, type ProjectStatus, statusBadge } from "./status";
