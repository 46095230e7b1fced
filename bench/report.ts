// Monthly report generation (issue 32: under 2 s): the demo data's busiest client (FLD-CLNT1, a month of 30 posts,
// projects, updates, analytics), its report for this month read from the database and drawn as a PDF, ten times,
// on PGlite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). Prints the median and the slowest, and
// writes bench/results/report.json. Run with `npm run bench:report`.
import { eq } from "drizzle-orm";
import { monthOf } from "../app/features/calendar/colombo-time";
import { renderReportPdf, reportData } from "../app/features/reports/index.server";
import { openDatabase } from "../app/lib/db.server";
import { users } from "../db/schema";
import { seedDemoData } from "../db/seed";
import { scratchPostgres } from "../tests/setup/scratch";
import { engines, markdownTable, percentile, round, writeResult } from "./common";

const RUNS = 10;

async function measure(engine: "pglite" | "postgres", baseUrl?: string) {
  const scratch = baseUrl ? await scratchPostgres("bench_report", baseUrl) : null;
  const database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "memory" });
  try {
    await seedDemoData(database.db);
    const [client] = await database.db.select({ id: users.id }).from(users).where(eq(users.flideskId, "FLD-CLNT1"));
    if (!client) throw new Error("no demo client");
    const month = monthOf(new Date());
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const pdf = await renderReportPdf(await reportData(database.db, client.id, month));
      times.push(performance.now() - start);
      bytes = pdf.length;
    }
    return {
      engine,
      runs: RUNS,
      medianMs: round(
        percentile(
          [...times].sort((a, b) => a - b),
          50,
        ),
      ),
      maxMs: round(Math.max(...times)),
      bytes,
    };
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

const results = [];
for (const { engine, baseUrl } of engines()) results.push(await measure(engine, baseUrl));
console.log(
  markdownTable(
    ["engine", "runs", "median ms", "slowest ms", "PDF bytes"],
    results.map((r) => [r.engine, r.runs, r.medianMs, r.maxMs, r.bytes]),
  ),
);
console.log(`Target: under 2000 ms per report. Written to ${writeResult("report", { results })}`);
