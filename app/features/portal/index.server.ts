// What each page of the client's and the freelancer's dashboards loads, and one project's page for every role.
export {
  type ClientFrameData,
  loadClientBilling,
  loadClientFrame,
  loadClientReports,
  loadClientUpdates,
  loadFreelancerDashboard,
  loadProjectPage,
} from "./dashboard.server";
