// What other features may use of projects in the browser and on the server.

export {
  COMMENT_MAX,
  commentRules,
  normaliseText,
  withinEditWindow,
} from "./comment-rules";
export { ProjectCard, type ProjectView } from "./components/project-card";
export { ReportChart, type ReportView } from "./components/report-chart";
export { ConnectGaButton, UpdateProgressDialog } from "./components/update-dialog";
export { UpdateList, type UpdateView } from "./components/update-list";
export { isActive, PROJECT_STATUSES, type ProjectStatus, statusBadge, statusText } from "./status";
