// Uploads under load (issue 28, decision 26): 24 progress updates at that route's limit (ten 5 MB screenshots and
// 5,000 characters of notes) and 24 comments at theirs (one 5 MB image and 5,000 characters) posted all at once to
// the built production server, while the home page is asked for again and again. Prints the server's peak RSS
// (sampled from /proc every 50 ms) and the home page's latency (p50/p99/max) while the uploads run, next to the
// same figures with the server idle, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), and
// writes bench/results/uploads.json. Targets: RSS under 400 MB, the home page under 200 ms. Every upload must be
// answered 200. Run with `npm run bench:uploads` (builds first); BENCH_UPLOADS sets how many per route.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import http from "node:http";
import { COMMENT_BODY_BYTES, MAX_IMAGE_BYTES, MAX_IMAGES, UPDATE_BODY_BYTES } from "../app/lib/upload-limits";
import {
  type BenchServer,
  engines,
  markdownTable,
  percentile,
  round,
  signIn,
  startBenchServer,
  writeResult,
} from "./common";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 24);
const RSS_TARGET_MB = 400;
const HOME_TARGET_MS = 200;
const BOUNDARY = "----fli-bench-uploads";
// Five thousand characters of three bytes each in UTF-8: the longest text a comment or an update's notes take.
const TEXT = "ක".repeat(5000);

/** One 5 MB PNG (its signature, then random bytes), sent as every image: the bench measures the server, not us. */
const image = randomBytes(MAX_IMAGE_BYTES);
Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(image);

/** A multipart body as a list of buffers (the image shared between parts and requests), never joined. */
function multipart(fields: [string, string][], files: [string, number][]) {
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, count] of files) {
    for (let i = 0; i < count; i++) {
      parts.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="shot-${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from("\r\n"),
      );
    }
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return parts;
}

type Answer = { status: number; body: string; ms: number };

/** Posts the parts with their Content-Length, as a browser sends a form, writing as the socket takes them. */
function post(url: string, cookie: string, parts: Buffer[]): Promise<Answer> {
  const length = parts.reduce((n, p) => n + p.length, 0);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        "Content-Length": length,
        Cookie: cookie,
        Origin: new URL(url).origin,
      },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
    });
    req.on("error", reject);
    void (async () => {
      for (const part of parts) if (!req.write(part)) await once(req, "drain");
      req.end();
    })();
  });
}

/** The server's resident memory in MB, from /proc (Linux). */
function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The CPU time the server has used, user and system, in seconds (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Asks for the home page one request after another until `until` settles; each request's time in ms. */
async function probeHome(url: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${url}/`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`home page answered ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return summarise(times);
}

function summarise(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** Update ids the client sees, read from the client's projects tab (each update is anchored `update-<id>`). */
async function updateIds(url: string, cookie: string) {
  const html = await (await fetch(`${url}/dashboard?tab=projects`, { headers: { Cookie: cookie } })).text();
  const ids = [...new Set([...html.matchAll(/update-([0-9a-f-]{36})/g)].map((m) => m[1] as string))];
  if (ids.length === 0) throw new Error("no updates found on the client's dashboard");
  return ids;
}

// The demo projects in progress, each with the freelancer who may post updates on it.
const projectsInProgress: [string, string][] = [
  ["FLD-FRLN1", "Ceylon Tea Co. Website Redesign"],
  ["FLD-FRLN2", "Ceylon Tea Co. SEO Accelerate Campaign"],
  ["FLD-FRLN2", "Lanka Surf Retreats Instagram Growth"],
];

/** Those projects' ids, read from their clients' support forms (a project picker), with a freelancer's session. */
async function freelancerProjects(url: string) {
  const ids = new Map<string, string>();
  for (const client of ["FLD-CLNT1", "FLD-CLNT2"]) {
    const cookie = await signIn(url, client);
    const html = await (await fetch(`${url}/dashboard?tab=support`, { headers: { Cookie: cookie } })).text();
    for (const m of html.matchAll(/<option value="([0-9a-f-]{36})">([^<]+)<\/option>/g))
      ids.set(m[2] ?? "", m[1] ?? "");
  }
  const sessions = new Map<string, string>();
  const projects: { cookie: string; projectId: string }[] = [];
  for (const [freelancer, title] of projectsInProgress) {
    const projectId = ids.get(title);
    if (!projectId) throw new Error(`project not found: ${title}`);
    if (!sessions.has(freelancer)) sessions.set(freelancer, await signIn(url, freelancer));
    projects.push({ cookie: sessions.get(freelancer) as string, projectId });
  }
  return projects;
}

/** UPLOADS progress updates and UPLOADS comments, each at its route's limit, all sent at once. */
async function startUploads(url: string, client: string) {
  const updates = await updateIds(url, client);
  const projects = await freelancerProjects(url);
  return () =>
    Promise.all([
      ...Array.from({ length: UPLOADS }, (_, i) => {
        const { cookie, projectId } = projects[i % projects.length] as (typeof projects)[number];
        const fields: [string, string][] = [
          ["intent", "update"],
          ["projectId", projectId],
          ["progress", "60"],
          ["notes", TEXT],
        ];
        return post(`${url}/dashboard/updates`, cookie, multipart(fields, [["screenshots", MAX_IMAGES]]));
      }),
      ...Array.from({ length: UPLOADS }, (_, i) => {
        const fields: [string, string][] = [
          ["intent", "comment"],
          ["updateId", updates[i % updates.length] as string],
          ["body", TEXT],
        ];
        return post(`${url}/dashboard/comments`, client, multipart(fields, [["image", 1]]));
      }),
    ]);
}

async function run(server: BenchServer) {
  const client = await signIn(server.url, "FLD-CLNT1");
  const send = await startUploads(server.url, client);

  const idle = summarise(await homeTimes(server.url, 50));
  const rssBefore = rssMb(server.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 50);

  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  const posts = send();
  const home = await probeHome(server.url, posts);
  const answers = await posts;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  const cpu = cpuSeconds(server.pid) - cpuBefore;

  const refused = answers.filter((a) => a.status !== 200);
  for (const a of refused.slice(0, 3)) console.error(`refused: ${a.status} ${a.body.slice(0, 200)}`);
  const bytes = UPLOADS * (MAX_IMAGES + 1) * MAX_IMAGE_BYTES;
  return {
    engine: server.engine,
    uploads: answers.length,
    answered200: answers.length - refused.length,
    uploadedMb: round(bytes / 2 ** 20),
    seconds: round(seconds, 1),
    serverCpuSeconds: round(cpu, 1),
    uploadP50Ms: round(percentile(answers.map((a) => a.ms).sort(byNumber), 50)),
    rssBeforeMb: rssBefore,
    rssPeakMb: round(peak),
    rssAfterMb: rssMb(server.pid),
    homeIdle: idle,
    homeDuringUploads: home,
  };
}

const byNumber = (a: number, b: number) => a - b;

async function homeTimes(url: string, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await (await fetch(`${url}/`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

const results = [];
for (const { engine, baseUrl } of engines()) {
  const server = await startBenchServer(engine, baseUrl);
  try {
    results.push(await run(server));
  } finally {
    await server.close();
  }
}

console.log(
  `\n${UPLOADS} progress updates (${round(UPDATE_BODY_BYTES / 2 ** 20, 2)} MB limit) and ${UPLOADS} comments ` +
    `(${round(COMMENT_BODY_BYTES / 2 ** 20, 2)} MB limit) at once, each at its route's limit:\n`,
);
console.log(
  markdownTable(
    [
      "database",
      "answered 200",
      "MB sent",
      "seconds",
      "server CPU s",
      "RSS before",
      "RSS peak",
      "home idle p50/p99",
      "home during p50/p99/max",
      "home requests",
    ],
    results.map((r) => [
      r.engine,
      `${r.answered200} of ${r.uploads}`,
      r.uploadedMb,
      r.seconds,
      r.serverCpuSeconds,
      `${r.rssBeforeMb} MB`,
      `${r.rssPeakMb} MB`,
      `${r.homeIdle.p50Ms} / ${r.homeIdle.p99Ms} ms`,
      `${r.homeDuringUploads.p50Ms} / ${r.homeDuringUploads.p99Ms} / ${r.homeDuringUploads.maxMs} ms`,
      r.homeDuringUploads.requests,
    ]),
  ),
);
const met = (ok: boolean) => (ok ? "met" : "missed");
for (const r of results) {
  console.log(
    `${r.engine}: peak RSS ${r.rssPeakMb} MB (target under ${RSS_TARGET_MB} MB: ${met(r.rssPeakMb < RSS_TARGET_MB)}), ` +
      `home page max ${r.homeDuringUploads.maxMs} ms (target under ${HOME_TARGET_MS} ms: ${met(r.homeDuringUploads.maxMs < HOME_TARGET_MS)}), ` +
      `p99 ${r.homeDuringUploads.p99Ms} ms (${met(r.homeDuringUploads.p99Ms < HOME_TARGET_MS)})`,
  );
}
console.log(
  `\nWrote ${writeResult("uploads", { uploadsPerRoute: UPLOADS, targets: { rssMb: RSS_TARGET_MB, homeMs: HOME_TARGET_MS }, results })}`,
);
const failed = results.some((r) => r.answered200 !== r.uploads);
if (failed) {
  console.error("Some uploads were not answered 200.");
  process.exitCode = 1;
}
