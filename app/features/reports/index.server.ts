// What routes, the server and other features use of the monthly reports (server side).
export { reportFile } from "./download.server";
export { type KeywordMovement, type KeywordSource, noKeywords } from "./keywords";
export { ATTACH_LIMIT_BYTES, reportDownload, reportMail } from "./mails.server";
export { reportMonthFor, runMonthlyReports, startMonthlyReports } from "./monthly-job.server";
export {
  hasReports,
  listClientReports,
  listMonthReports,
  regenerateReport,
  reportMessages,
  reportResultIn,
  reportText,
  sendReportAgain,
} from "./report-actions.server";
export { reportData } from "./report-data.server";
export { makeReportFile, type ReportServices, reportAttachments, reportFilename } from "./report-files.server";
export { reportLines } from "./report-lines";
export { renderReportPdf, reportTitle } from "./report-pdf.server";
export type { ReportData } from "./report-types";
export { monthQuerySchema, regenerateSchema, resendSchema } from "./schemas.server";
