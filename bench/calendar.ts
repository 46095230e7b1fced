// The content calendar's page with a full month: FLD-CLNT1's 30 demo posts and 30 more (60, each on two
// platforms), on a fresh production server per database. Times the page's server answer (the whole HTML, or the
// loader's `.data`) over CALENDAR_RUNS requests each (50), signed in, after 5 to warm up, against the 100 ms
// target (held on PostgreSQL; PGlite is shown beside it). Then reads the build's route manifest: the calendar
// route's own script (gzip), the chunk that holds the drag-and-drop library, and every route that loads it, which
// must be the calendar alone. Prints tables and writes bench/results/calendar.json. `npm run bench:calendar`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { monthOf } from "../app/features/calendar/colombo-time";
import {
  engines,
  markdownTable,
  round,
  routeManifest,
  routesLoading,
  signIn,
  startBenchServer,
  timePage,
  writeResult,
} from "./common";

const RUNS = Number(process.env.CALENDAR_RUNS ?? 50);
const TARGET_MS = 100;
const EXTRA_POSTS = 30;
const month = monthOf(new Date());
const PLATFORMS = ["Instagram", "Facebook", "LinkedIn", "TikTok"];

/** 30 more posts on FLD-CLNT1's month, made by an admin through the calendar's own form. */
async function addPosts(url: string, cookie: string) {
  for (let i = 0; i < EXTRA_POSTS; i++) {
    const [a, b] = [PLATFORMS[i % 4] as string, PLATFORMS[(i + 1) % 4] as string];
    const key = (p: string) => p.toLowerCase();
    const body = new URLSearchParams({
      intent: "create",
      title: `Bench post ${i + 1}: the season's teas, in a longer title than most`,
      scheduledAt: `${month}-${String((i % 28) + 1).padStart(2, "0")}T${String(8 + (i % 10)).padStart(2, "0")}:30`,
    });
    for (const p of [a, b]) {
      body.append("platforms", p);
      body.append(`caption-${key(p)}`, `Fresh from the hills: post ${i + 1}. Ask us about gift boxes. #ceylontea`);
    }
    const res = await fetch(`${url}/dashboard/calendar?client=FLD-CLNT1`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    if (res.status !== 302) throw new Error(`post ${i + 1}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  }
}

const time = (url: string, cookie: string, pathname: string) => timePage(url, cookie, pathname, RUNS);

const pages = [
  { who: "FLD-CLNT1", path: `/dashboard/calendar?month=${month}` },
  { who: "FLD-ADMIN", path: `/dashboard/calendar?client=FLD-CLNT1&month=${month}` },
  { who: "FLD-ADMIN", path: `/dashboard/calendar?client=FLD-CLNT1&month=${month}&view=list` },
  { who: "FLD-ADMIN", path: `/dashboard/calendar?client=FLD-CLNT1&month=${month}&view=week&week=${month}-08` },
  { who: "FLD-ADMIN", path: `/dashboard/calendar.data?client=FLD-CLNT1&month=${month}` },
  { who: "FLD-CLNT1", path: "/dashboard" },
];

async function renderTimes() {
  const results = [];
  for (const { engine, baseUrl } of engines()) {
    // Admins on PostgreSQL must set up two-factor sign-in first; the bench times the calendar, not the set-up.
    const server = await startBenchServer(engine, baseUrl, { ADMIN_TWO_FACTOR: "off" });
    try {
      const cookies: Record<string, string> = {
        "FLD-CLNT1": await signIn(server.url, "FLD-CLNT1"),
        "FLD-ADMIN": await signIn(server.url, "FLD-ADMIN"),
      };
      await addPosts(server.url, cookies["FLD-ADMIN"] as string);
      for (const page of pages) {
        const measured = await time(server.url, cookies[page.who] as string, page.path);
        // Each post of the month is one link to its page in the grid and the list.
        const posts = new Set(measured.body.match(/\/dashboard\/calendar\/posts\/[0-9a-f-]{36}/g) ?? []).size;
        if (
          page.path.includes("month=") &&
          !page.path.includes("week=") &&
          !page.path.includes(".data") &&
          posts !== 60
        ) {
          throw new Error(`${engine} ${page.path}: ${posts} posts, not 60`);
        }
        results.push({ engine, ...page, posts, median: round(measured.median), p95: round(measured.p95) });
      }
    } finally {
      await server.close();
    }
  }
  return results;
}

/** The calendar's scripts as the build's route manifest lists them, and which routes load the drag library. */
function scripts() {
  const manifest = routeManifest();
  const gzip = (file: string) => gzipSync(readFileSync(path.join("build/client", file))).length;
  // @dnd-kit/core names its screen-reader instructions' element so; no other code in the app does.
  const dnd = routesLoading(manifest, "DndDescribedBy");
  const calendar = manifest.routes["routes/dashboard/calendar"];
  if (!calendar) throw new Error("no calendar route in the manifest");
  return {
    calendarModule: calendar.module,
    calendarGzipKb: round(gzip(calendar.module) / 1024),
    dndChunks: dnd.chunks,
    routesLoadingDnd: dnd.routes,
    portalRoutes: Object.keys(manifest.routes).filter((id) => id.startsWith("routes/dashboard")).length,
  };
}

const timed = await renderTimes();
console.log(
  markdownTable(
    ["database", "signed in as", "request", "posts", "median ms", "p95 ms"],
    timed.map((r) => [r.engine, r.who, `\`${r.path}\``, r.posts, r.median, r.p95]),
  ),
);
for (const r of timed.filter((t) => t.path.startsWith("/dashboard/calendar?"))) {
  const verdict = r.median <= TARGET_MS ? "met" : "missed";
  console.log(
    `${r.engine} ${r.who} ${r.path}: median ${r.median} ms, p95 ${r.p95} ms (target ${TARGET_MS} ms): ${verdict}.`,
  );
}
const built = scripts();
console.log(`The calendar route's script ${built.calendarModule}: ${built.calendarGzipKb} KB gzip.`);
console.log(
  `Drag-and-drop library in ${built.dndChunks.join(", ") || "no chunk"}; loaded by: ${built.routesLoadingDnd.join(", ")}.`,
);
const alone = built.routesLoadingDnd.length === 1 && built.routesLoadingDnd[0] === "routes/dashboard/calendar";
console.log(
  alone
    ? `Only the calendar route loads it (of ${built.portalRoutes} portal routes).`
    : "Another route loads it too: it should be the calendar's alone.",
);
console.log(`Wrote ${writeResult("calendar", { runs: RUNS, targetMs: TARGET_MS, month, timed, scripts: built })}`);
if (!alone) process.exitCode = 1;
