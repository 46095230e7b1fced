// What other features may use of projects (server side).
export {
  addAnalyticsReport,
  applyProjectChange,
  assignFreelancer,
  createProject,
} from "./manage.server";
export { type ProjectAnswers, projectAnswers } from "./messages";
export { listProjectsFor, listReports, listUpdates, projectStats, visibleProjectIds } from "./projects.server";
export { listUpdateThreads, type UpdateThread } from "./threads.server";
