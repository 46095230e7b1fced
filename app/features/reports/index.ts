// What routes use of the monthly reports in the browser and on the server: the client's list.

export { type AdminReportRow, AdminReports } from "./components/admin-reports";
export { MonthlyReportList, type ReportListItem } from "./components/report-list";
