// Time to hydrated on the home page of a slowed-down phone: Chromium with its CPU slowed 4x loads the page, records
// a performance trace, and reads when the app marked itself hydrated (`performance.mark("hydrated")`, set with
// `<html data-hydrated>`), plus the main thread's long tasks up to then. Median of RUNS (5) fresh page loads.
// `npm run bench:hydration` (builds first).
import { chromium } from "@playwright/test";
import { markdownTable, round, writeResult } from "./common";
import { startProductionServer } from "./server";

const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 1800;
const routes = (process.env.HYDRATION_ROUTES ?? "/").split(",");
// How long a load is traced: well past the hydration of a slowed-down page.
const SETTLE_MS = 8000;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  cat: string;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const rows: (string | number)[][] = [];
const results: Record<string, unknown>[] = [];
try {
  for (const route of routes) {
    // A warm server, as visitors meet it: the first render of a route is not what they wait for.
    for (let i = 0; i < 3; i++) await fetch(`${server.url}${route}`);
    const runs: { hydratedMs: number; fcpMs: number; longTasks: number; blockingMs: number; longestMs: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      const events: TraceEvent[] = [];
      cdp.on("Tracing.dataCollected", (data) => events.push(...(data.value as unknown as TraceEvent[])));
      await cdp.send("Tracing.start", {
        categories: "devtools.timeline,blink.user_timing,loading,toplevel,disabled-by-default-devtools.timeline",
        transferMode: "ReportEvents",
      });
      await page.goto(`${server.url}${route}`);
      // No script of the benchmark's own runs in the page while it loads (Playwright's locators inject one that
      // costs the slowed-down page over 100 ms): the trace says when the page was hydrated.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await done;
      await context.close();

      const navigation = events.find((e) => e.name === "navigationStart" && e.args?.data);
      const hydrated = events.find((e) => e.name === "hydrated" && e.cat.includes("blink.user_timing"));
      const fcp = events.find((e) => e.name === "firstContentfulPaint");
      if (!navigation || !hydrated) throw new Error(`no navigationStart or hydrated mark in the trace of ${route}`);
      const start = navigation.ts;
      const end = hydrated.ts;
      // The renderer's main thread is the one that recorded the mark.
      const long = events.filter(
        (t) =>
          t.name === "RunTask" &&
          t.ph === "X" &&
          t.pid === hydrated.pid &&
          t.tid === hydrated.tid &&
          t.ts >= start &&
          t.ts <= end &&
          (t.dur ?? 0) / 1000 > 50,
      );
      runs.push({
        hydratedMs: (end - start) / 1000,
        fcpMs: fcp ? (fcp.ts - start) / 1000 : Number.NaN,
        longTasks: long.length,
        blockingMs: long.reduce((sum, t) => sum + (t.dur ?? 0) / 1000 - 50, 0),
        longestMs: Math.max(0, ...long.map((t) => (t.dur ?? 0) / 1000)),
      });
    }
    const m = {
      route,
      hydratedMs: round(median(runs.map((r) => r.hydratedMs)), 0),
      fcpMs: round(median(runs.map((r) => r.fcpMs)), 0),
      longTasks: median(runs.map((r) => r.longTasks)),
      blockingMs: round(median(runs.map((r) => r.blockingMs)), 0),
      longestMs: round(median(runs.map((r) => r.longestMs)), 0),
    };
    results.push({ ...m, runs });
    rows.push([
      route,
      m.fcpMs,
      m.hydratedMs,
      m.longTasks,
      m.longestMs,
      m.blockingMs,
      runs.map((r) => round(r.hydratedMs, 0)).join(", "),
    ]);
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`CPU slowed ${CPU_SLOWDOWN}x, median of ${RUNS} loads:\n`);
console.log(
  markdownTable(
    ["route", "FCP ms", "hydrated ms", "long tasks", "longest ms", "blocking ms", "every run (hydrated ms)"],
    rows,
  ),
);
const home = results.find((r) => r.route === "/");
if (home)
  console.log(
    `\nHome page hydrated at ${home.hydratedMs} ms with the CPU slowed ${CPU_SLOWDOWN}x (target ${TARGET_MS} ms): ${(home.hydratedMs as number) <= TARGET_MS ? "met" : "missed"}.`,
  );
console.log(`Written to ${writeResult("hydration", { cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, results })}`);
