// Throughput of the production server on loopback, with autocannon: the home page, /pricing, the contact form's
// action and a signed-in portal page, at 10 and 100 connections, on PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) on a fresh PostgreSQL database. A plain node:http server answering the home page's
// bytes from memory is the ceiling; each row is printed with its share of it. Writes bench/results/load.json.
// Run with `npm run bench:load` (builds first). BENCH_DURATION sets the seconds per measurement (default 5),
// BENCH_CONNECTIONS the connection counts ("10,100"), BENCH_ENGINES the databases ("pglite,postgres") and
// BENCH_TARGETS a comma-separated list of words, one of which a target's name must contain (all targets without it).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type Engine, engines, markdownTable, round, signIn, startBenchServer, writeResult } from "./common";

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,100").split(",").map(Number);
const ENGINES = process.env.BENCH_ENGINES?.split(",");
const TARGETS = process.env.BENCH_TARGETS?.split(",").map((word) => word.trim().toLowerCase());

const CONTACT_BODY =
  "intent=contact&firstName=Bench&lastName=User&email=bench%40example.lk&message=Hello+from+the+benchmark";

type Target = {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Each request from its own address (X-Forwarded-For, trusted with TRUST_PROXY=1), as real visitors are. */
  distinctSenders?: boolean;
  /** Each request at an address of its own (`?fresh=N`): the portal's page cache never has it, so it renders. */
  rendered?: boolean;
};

let sender = 0;
let fresh = 0;
// 10.x.y.z: a fresh address for each request, so the per-IP contact limit sees many visitors, not one script.
const nextAddress = () => {
  sender++;
  return `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}`;
};

type Row = {
  database: Engine | "static";
  target: string;
  connections: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  ok2xx: number;
  /** Non-2xx answers other than 429. */
  non2xx: number;
  /** 429 answers: the rate limiter refusing the sender, which is it working. */
  limited: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
};

async function measure(url: string, target: Target, connections: number) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: DURATION,
    ...(target.rendered
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({ ...request, path: `${target.path}?fresh=${++fresh}` }),
            },
          ],
        }
      : {}),
    ...(target.distinctSenders
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: { ...request.headers, "X-Forwarded-For": nextAddress() },
              }),
            },
          ],
        }
      : {}),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const limited = statusCodes["429"] ?? 0;
  return {
    target: target.name,
    connections,
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: round(result.latency.p50, 2),
    latencyP99Ms: round(result.latency.p99, 2),
    requests: result.requests.total,
    ok2xx: result["2xx"],
    non2xx: result.non2xx - limited,
    limited,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/**
 * autocannon stops sending at the end of a run, but the server still works through the requests it has taken
 * (up to one per connection): the next run starts only once the health check answers quickly again.
 */
async function settle(url: string) {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const start = performance.now();
    await fetch(`${url}/healthz`).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - start < 50 ? quick + 1 : 0;
  }
  await new Promise((r) => setTimeout(r, 500));
}

/** A node:http server in a process of its own answering every request with `body`: what loopback HTTP can do. */
async function startStaticServer(body: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-bench-static-"));
  const file = path.join(dir, "home.html");
  writeFileSync(file, body);
  const code = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(process.argv[1]);
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));
  `;
  const child = spawn(process.execPath, ["-e", code, file], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (d) => resolve(Number(String(d).trim())));
    child.once("exit", (c) => reject(new Error(`static server exited with ${c}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

function print(row: Row) {
  console.log(
    `${row.database.padEnd(8)} ${row.target.padEnd(28)} c=${String(row.connections).padEnd(4)} ${String(row.requestsPerSecond).padStart(8)} req/s  p50 ${row.latencyP50Ms} ms  p99 ${row.latencyP99Ms} ms  2xx ${row.ok2xx}  non-2xx ${row.non2xx}  429 ${row.limited}  errors ${row.errors}`,
  );
}

/** One of the signed-in client's projects, read from the links on their My Projects page. */
async function firstProjectOf(url: string, cookie: string) {
  const html = await (await fetch(`${url}/dashboard/projects`, { headers: { Cookie: cookie } })).text();
  const id = /\/dashboard\/projects\/([0-9a-f-]{36})/.exec(html)?.[1];
  if (!id) throw new Error("the client's My Projects page links to no project");
  return id;
}

/** What autocannon sends to the app: public pages, one rendered every time, the contact form, portal pages. */
function targetsFor(url: string, cookie: string, projectId: string): Target[] {
  const targets: Target[] = [
    { name: "GET / (home)", method: "GET", path: "/" },
    { name: "GET /pricing", method: "GET", path: "/pricing" },
    // A query keeps a public page out of the page cache: the server renders it every time.
    { name: "GET /services?x=1 (rendered)", method: "GET", path: "/services?x=1" },
    {
      name: "POST contact (/?index)",
      method: "POST",
      path: "/?index",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
      body: CONTACT_BODY,
      distinctSenders: true,
    },
    // The portal pages a client reads most (decision 32): the overview, My Projects, one project's page, Billing,
    // and the data a click on My Projects loads.
    { name: "GET /dashboard (client)", method: "GET", path: "/dashboard", headers: { Cookie: cookie } },
    // The same page at a new address each time: what a read costs when the data changed since the last one (a
    // kept answer is served only while the data version is unchanged, decision 51).
    {
      name: "GET /dashboard rendered",
      method: "GET",
      path: "/dashboard",
      headers: { Cookie: cookie },
      rendered: true,
    },
    { name: "GET /dashboard/projects", method: "GET", path: "/dashboard/projects", headers: { Cookie: cookie } },
    {
      name: "GET one project",
      method: "GET",
      path: `/dashboard/projects/${projectId}`,
      headers: { Cookie: cookie },
    },
    { name: "GET /dashboard/billing", method: "GET", path: "/dashboard/billing", headers: { Cookie: cookie } },
    {
      name: "GET projects .data",
      method: "GET",
      path: "/dashboard/projects.data",
      headers: { Cookie: cookie },
    },
  ];
  return targets.filter((t) => !TARGETS || TARGETS.some((word) => t.name.toLowerCase().includes(word)));
}

/** Warm: the first render of a route loads its code and the database's caches. */
async function warm(url: string, targets: Target[]) {
  for (const t of targets.filter((t) => t.method === "GET")) {
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${url}${t.path}`, { headers: t.headers, redirect: "manual" });
      if (response.status !== 200) throw new Error(`${t.name}: HTTP ${response.status}`);
      await response.arrayBuffer();
    }
  }
}

/** Every target at every connection count against the app on one engine; also the home page's bytes. */
async function measureApp(engine: Engine, baseUrl: string | undefined) {
  // Behind one trusted proxy: the contact target's X-Forwarded-For addresses are the senders.
  const server = await startBenchServer(engine, baseUrl, { TRUST_PROXY: "1" });
  try {
    const cookie = await signIn(server.url, "FLD-CLNT1");
    const targets = targetsFor(server.url, cookie, await firstProjectOf(server.url, cookie));
    await warm(server.url, targets);
    // The bytes the app answers for the home page, uncompressed as autocannon (no Accept-Encoding) receives them.
    const homeHtml = Buffer.from(
      await (await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
    );
    const rows: Row[] = [];
    for (const connections of CONNECTIONS) {
      for (const target of targets) {
        await settle(server.url);
        const row = { database: engine, ...(await measure(server.url, target, connections)) };
        rows.push(row);
        print(row);
      }
    }
    const errors = server
      .log()
      .split("\n")
      .filter((l) => /error|EMFILE/i.test(l));
    return { rows, homeHtml, note: errors.length ? `${engine}: ${errors.slice(0, 5).join(" / ")}` : undefined };
  } finally {
    await server.close();
  }
}

/** The home page's bytes from a bare node:http server: the ceiling. */
async function measureCeiling(homeHtml: Buffer) {
  const ceiling = await startStaticServer(homeHtml);
  const rows: Row[] = [];
  try {
    for (const connections of CONNECTIONS) {
      await settle(ceiling.url);
      const target: Target = { name: "GET / (static bytes)", method: "GET", path: "/" };
      const row = { database: "static" as const, ...(await measure(ceiling.url, target, connections)) };
      rows.push(row);
      print(row);
    }
  } finally {
    await ceiling.stop();
  }
  return rows;
}

/** Each app row's share of the static ceiling at the same connection count (the targets are ratios). */
function vsCeiling(rows: Row[]) {
  return rows
    .filter((r) => r.database !== "static")
    .map((r) => {
      const top = rows.find((c) => c.database === "static" && c.connections === r.connections);
      return {
        database: r.database,
        target: r.target,
        connections: r.connections,
        appRequestsPerSecond: r.requestsPerSecond,
        ceilingRequestsPerSecond: top?.requestsPerSecond ?? Number.NaN,
        ratio: top ? round(r.requestsPerSecond / top.requestsPerSecond, 4) : Number.NaN,
      };
    });
}

const percentOf = (ratio: number) => (Number.isNaN(ratio) ? "" : `${round(ratio * 100)} %`);

function printTables(rows: Row[], ratios: ReturnType<typeof vsCeiling>, homeBytes: number) {
  console.log(`\nautocannon, ${DURATION} s per row, loopback; home page ${round(homeBytes / 1024)} KB uncompressed.\n`);
  const ratioOf = (r: Row) =>
    ratios.find((q) => q.database === r.database && q.target === r.target && q.connections === r.connections);
  console.log(
    markdownTable(
      ["database", "target", "conns", "req/s", "of static", "p50 ms", "p99 ms", "2xx", "non-2xx¹", "429", "errors"],
      rows.map((r) => [
        r.database,
        r.target,
        r.connections,
        r.requestsPerSecond,
        percentOf(ratioOf(r)?.ratio ?? Number.NaN),
        r.latencyP50Ms,
        r.latencyP99Ms,
        r.ok2xx,
        r.non2xx,
        r.limited,
        r.errors,
      ]),
    ),
  );
  console.log(
    "\n¹ non-2xx other than 429. Each contact message comes from its own address (X-Forwarded-For behind TRUST_PROXY=1),",
  );
  console.log("  so the per-IP limit (5 per 10 minutes) does not refuse them: the contact rows are stored messages.");
}

async function main() {
  const rows: Row[] = [];
  let homeHtml: Buffer | undefined;
  const serverNotes: string[] = [];
  for (const { engine, baseUrl } of engines().filter((e) => !ENGINES || ENGINES.includes(e.engine))) {
    const measured = await measureApp(engine, baseUrl);
    rows.push(...measured.rows);
    homeHtml ??= measured.homeHtml;
    if (measured.note) serverNotes.push(measured.note);
  }
  if (!homeHtml) throw new Error("no home page");
  rows.push(...(await measureCeiling(homeHtml)));
  const ratios = vsCeiling(rows);
  printTables(rows, ratios, homeHtml.length);
  for (const note of serverNotes) console.log(`server log: ${note}`);

  const file = writeResult("load", {
    tool: "autocannon",
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    homePageBytes: homeHtml.length,
    notes: [
      "contact: each request from its own X-Forwarded-For address (TRUST_PROXY=1), so every 2xx is a stored message",
      "limited = HTTP 429 from a rate limiter",
      "non2xx excludes 429",
    ],
    rows,
    vsCeiling: ratios,
    serverNotes,
  });
  console.log(`\nwrote ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
