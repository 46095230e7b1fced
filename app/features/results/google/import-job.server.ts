import { startPeriodicJob } from "~/lib/periodic-job.server";
import { type ImportOptions, runGoogleImport } from "./import.server";

/**
 * The nightly Google import of this process: every 15 minutes and at start. A connection is due once a Colombo day
 * has ended and it is not imported through yesterday, so the night's run happens in the first quarter hour after
 * midnight (or when the server comes back), and a connection waiting out a quota refusal is taken up soon after.
 */
export function startGoogleImport(options: ImportOptions & { everyMs?: number }) {
  return startPeriodicJob({
    label: "Google import",
    everyMs: options.everyMs ?? 15 * 60_000,
    atStart: true,
    run: (now: Date = new Date()) => runGoogleImport(options, now),
    report: (r) =>
      r && r.imported + r.failed > 0 ? `Google import: ${r.imported} imported, ${r.failed} failed` : null,
  });
}
