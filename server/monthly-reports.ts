import { startMonthlyReports as startReports } from "~/features/reports/index.server";
import { keywordMovements } from "~/features/results/index.server";

/**
 * The monthly reports' job as the server starts it: with the tracked keywords' movements from keyword tracking
 * (decision 46), which the reports feature takes as a source rather than importing.
 */
export const startMonthlyReports = (services: Parameters<typeof startReports>[0]) =>
  startReports({ keywords: keywordMovements(services.db), ...services });
