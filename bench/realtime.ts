// Realtime delivery: 1,000 open event streams (/api/events) of mixed roles, then committed progress updates by a
// freelancer, then comments by the client on the project's latest update; measures the time from each write's
// response to its `change` event at every stream that should get it, and checks that no other stream gets one. Runs on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL
// is set) on a fresh PostgreSQL database. Prints tables and writes bench/results/realtime.json.
// Run with `npm run bench:realtime` (builds first).
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import {
  type Engine,
  engines,
  markdownTable,
  percentile,
  round,
  signIn,
  startBenchServer,
  writeResult,
} from "./common";

const CONNECTIONS = Number(process.env.BENCH_SSE_CONNECTIONS ?? 1000);
const UPDATES = Number(process.env.BENCH_UPDATES ?? 20);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 20);
const SPACING_MS = 200;
/** Streams being opened at once. */
const OPEN_CONCURRENCY = 50;

type Account = { flideskId: string; role: "admin" | "client" | "freelancer" };
const ACCOUNTS: Account[] = [
  { flideskId: "FLD-ADMIN", role: "admin" },
  { flideskId: "FLD-CLNT1", role: "client" },
  { flideskId: "FLD-CLNT2", role: "client" },
  { flideskId: "FLD-FRLN1", role: "freelancer" },
  { flideskId: "FLD-FRLN2", role: "freelancer" },
];
// The updated project belongs to FLD-CLNT1 and is assigned to FLD-FRLN1: admins, its client and its freelancer see it.
const RECIPIENTS = new Set(["FLD-ADMIN", "FLD-CLNT1", "FLD-FRLN1"]);

type Stream = {
  account: Account;
  request: http.ClientRequest;
  /** Arrival time (performance.now()) and payload of each `change` event. */
  events: { at: number; data: string }[];
  closed: boolean;
  error?: string;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens one event stream; resolves once the server's first bytes (`retry:`) have arrived. */
function openStream(url: string, account: Account, cookie: string) {
  return new Promise<Stream>((resolve, reject) => {
    const request = http.get(`${url}/api/events`, {
      agent: false,
      headers: { Cookie: cookie, Accept: "text/event-stream" },
    });
    const stream: Stream = { account, request, events: [], closed: false };
    let opened = false;
    request.on("response", (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`/api/events as ${account.flideskId}: HTTP ${response.statusCode}`));
        return;
      }
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
            else if (line.startsWith("retry:") && !opened) {
              opened = true;
              resolve(stream);
            }
          }
          if (event === "change" && data.length) stream.events.push({ at, data: data.join("\n") });
        }
      });
      response.on("close", () => {
        stream.closed = true;
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      stream.error = error.code ?? error.message;
      stream.closed = true;
      if (!opened) reject(error);
    });
  });
}

/** The freelancer's projects from the dashboard's loader data (React Router's turbo-stream `.data` endpoint). */
async function projectOf(url: string, cookie: string, client: string, freelancer: string) {
  const response = await fetch(`${url}/dashboard.data`, { headers: { Cookie: cookie } });
  if (!response.ok || !response.body) throw new Error(`/dashboard.data: HTTP ${response.status}`);
  const decoded = await decodeTurboStream(response.body, globalThis);
  await decoded.done;
  const routes = decoded.value as Record<string, { data?: { projects?: Record<string, unknown>[] } }>;
  const projects = routes["routes/dashboard/index"]?.data?.projects ?? [];
  const mine = projects.filter((p) => p.clientDeskId === client && p.freelancerDeskId === freelancer);
  const project = mine.find((p) => p.status !== "completed") ?? mine[0];
  if (!project) throw new Error(`no project of ${client} assigned to ${freelancer}`);
  return { id: String(project.id), title: String(project.title) };
}

async function postUpdate(url: string, cookie: string, projectId: string, progress: number) {
  const form = new FormData();
  form.set("intent", "update");
  form.set("projectId", projectId);
  form.set("progress", String(progress));
  form.set("notes", "bench");
  const sentAt = performance.now();
  const response = await fetch(`${url}/dashboard/updates`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: url },
    body: form,
  });
  const respondedAt = performance.now();
  const body = await response.text();
  if (!response.ok) throw new Error(`update: HTTP ${response.status} ${body.slice(0, 200)}`);
  return { sentAt, respondedAt };
}

/** The client's comment on an update (/dashboard/comments, multipart as the page sends it). */
async function postComment(url: string, cookie: string, updateId: string, n: number) {
  const form = new FormData();
  form.set("intent", "comment");
  form.set("updateId", updateId);
  form.set("body", `bench comment ${n}`);
  const sentAt = performance.now();
  const response = await fetch(`${url}/dashboard/comments`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: url },
    body: form,
  });
  const respondedAt = performance.now();
  const body = await response.text();
  if (!response.ok) throw new Error(`comment: HTTP ${response.status} ${body.slice(0, 200)}`);
  return { sentAt, respondedAt };
}

/** The project's latest update, from the client's My Projects loader data. */
async function latestUpdateOf(url: string, cookie: string, projectId: string) {
  const response = await fetch(`${url}/dashboard.data?tab=projects`, { headers: { Cookie: cookie } });
  if (!response.ok || !response.body) throw new Error(`/dashboard.data: HTTP ${response.status}`);
  const decoded = await decodeTurboStream(response.body, globalThis);
  await decoded.done;
  const routes = decoded.value as Record<string, { data?: { updates?: { id: string; projectId: string }[] } }>;
  const update = routes["routes/dashboard/index"]?.data?.updates?.find((u) => u.projectId === projectId);
  if (!update) throw new Error(`no update on project ${projectId}`);
  return update.id;
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
  return condition();
}

function serverResources(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { rssMb: round(rssKb / 1024), openFds: readdirSync(`/proc/${pid}/fd`).length };
  } catch {
    return { rssMb: Number.NaN, openFds: Number.NaN };
  }
}

type UpdateRow = {
  update: number;
  postMs: number;
  expected: number;
  received: number;
  /** First and last arrival, from the POST being sent. */
  firstMs: number;
  lastMs: number;
  /** Last arrival minus the POST's response (negative: every stream had it before the writer had its answer). */
  lastVsResponseMs: number;
};

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), 2),
    p99: round(percentile(sorted, 99), 2),
    max: round(sorted.at(-1) ?? Number.NaN, 2),
  };
};

/** On PostgreSQL the bench LISTENs on the app's channel itself: its notification marks the commit. */
async function listenForCommits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const arrivals: number[] = [];
  client.on("notification", () => arrivals.push(performance.now()));
  await client.query("LISTEN fld_changes");
  return { arrivals, close: () => client.end() };
}

/** Opens CONNECTIONS streams, the accounts taking turns, OPEN_CONCURRENCY at a time. */
async function openStreams(url: string, cookieOf: (id: string) => string) {
  const streams: Stream[] = [];
  const openErrors: string[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: OPEN_CONCURRENCY }, async () => {
      while (next < CONNECTIONS) {
        const account = ACCOUNTS[next++ % ACCOUNTS.length] as Account;
        try {
          streams.push(await openStream(url, account, cookieOf(account.flideskId)));
        } catch (error) {
          const e = error as NodeJS.ErrnoException;
          openErrors.push(e.code ?? e.message);
        }
      }
    }),
  );
  return { streams, openErrors, openSeconds: (performance.now() - started) / 1000 };
}

type Sent = { sentAt: number; respondedAt: number };

/**
 * A first update, not measured (its arrival everywhere shows every stream is subscribed), then UPDATES updates
 * SPACING_MS apart; waits until the expected streams have them all. `base` is each stream's count before them.
 */
async function sendUpdates(engine: Engine, post: (progress: number) => Promise<Sent>, expected: Stream[]) {
  await post(50);
  const warm = await waitFor(() => expected.every((s) => s.events.length >= 1), 30_000);
  if (!warm) console.log(`${engine}: warning, not every stream got the warm-up event`);
  const base = new Map(expected.map((s) => [s, s.events.length]));
  await sleep(SPACING_MS);
  const updates: Sent[] = [];
  for (let i = 0; i < UPDATES; i++) {
    updates.push(await post(51 + (i % 49)));
    await sleep(SPACING_MS);
  }
  await waitFor(() => expected.every((s) => s.events.length >= (base.get(s) ?? 0) + UPDATES), 10_000);
  await sleep(500);
  return { updates, base };
}

/** Each update's arrivals at the expected streams, from the POST, its response and (PostgreSQL) its commit. */
function measureDeliveries(
  updates: Sent[],
  expected: Stream[],
  base: Map<Stream, number>,
  projectId: string,
  commitAt: (update: number) => number | undefined,
) {
  const rows: UpdateRow[] = [];
  const latency = { fromRequest: [] as number[], fromResponse: [] as number[], fromCommit: [] as number[] };
  const spread: number[] = [];
  let wrongPayload = 0;
  for (const [i, u] of updates.entries()) {
    const committedAt = commitAt(i);
    const arrivals: number[] = [];
    for (const s of expected) {
      const event = s.events[(base.get(s) ?? 0) + i];
      if (!event) continue;
      if (!event.data.includes(projectId)) wrongPayload++;
      arrivals.push(event.at);
      latency.fromRequest.push(event.at - u.sentAt);
      latency.fromResponse.push(event.at - u.respondedAt);
      if (committedAt !== undefined) latency.fromCommit.push(event.at - committedAt);
    }
    const first = Math.min(...arrivals);
    const last = Math.max(...arrivals);
    if (arrivals.length) spread.push(last - first);
    rows.push({
      update: i + 1,
      postMs: round(u.respondedAt - u.sentAt, 1),
      expected: expected.length,
      received: arrivals.length,
      firstMs: round(first - u.sentAt, 1),
      lastMs: round(last - u.sentAt, 1),
      lastVsResponseMs: round(last - u.respondedAt, 1),
    });
  }
  return { rows, latency, spread, wrongPayload };
}

/** Events beyond the updates at the expected streams, and any event at the others. */
function unexpectedDeliveries(expected: Stream[], others: Stream[], base: Map<Stream, number>) {
  const extra = expected.reduce((n, s) => n + Math.max(0, s.events.length - (base.get(s) ?? 0) - UPDATES), 0);
  return extra + others.reduce((n, s) => n + s.events.length, 0);
}

/** A comment's change: the `update` kind (the bell's `notification` changes that come with it are not counted). */
const isUpdateChange = (event: { data: string }) => event.data.includes('"kind":"update"');

/**
 * COMMENTS comments by the client, SPACING_MS apart, once the update phase is over; each one's `update` change at
 * every expected stream, timed from the POST and its response. `mark` is each stream's event count before them.
 */
async function measureComments(post: (n: number) => Promise<Sent>, expected: Stream[], others: Stream[]) {
  const mark = new Map([...expected, ...others].map((s) => [s, s.events.length]));
  const changesOf = (s: Stream) => s.events.slice(mark.get(s) ?? 0).filter(isUpdateChange);
  const sent: Sent[] = [];
  for (let i = 0; i < COMMENTS; i++) {
    sent.push(await post(i + 1));
    await sleep(SPACING_MS);
  }
  await waitFor(() => expected.every((s) => changesOf(s).length >= COMMENTS), 10_000);
  await sleep(500);
  const fromRequest: number[] = [];
  const fromResponse: number[] = [];
  let received = 0;
  for (const s of expected) {
    for (const [i, event] of changesOf(s).slice(0, COMMENTS).entries()) {
      const u = sent[i] as Sent;
      fromRequest.push(event.at - u.sentAt);
      fromResponse.push(event.at - u.respondedAt);
      received++;
    }
  }
  const extra = expected.reduce((n, s) => n + Math.max(0, changesOf(s).length - COMMENTS), 0);
  const unexpected = extra + others.reduce((n, s) => n + s.events.length - (mark.get(s) ?? 0), 0);
  return {
    comments: COMMENTS,
    expectedDeliveries: expected.length * COMMENTS,
    received,
    unexpectedDeliveries: unexpected,
    latencyMs: {
      fromRequest: stats(fromRequest),
      fromResponse: stats(fromResponse),
      post: stats(sent.map((u) => u.respondedAt - u.sentAt)),
    },
  };
}

/** The client's comments on the project's latest update, measured at every stream. */
async function commentPhase(url: string, cookie: string, projectId: string, expected: Stream[], others: Stream[]) {
  const updateId = await latestUpdateOf(url, cookie, projectId);
  return measureComments((n) => postComment(url, cookie, updateId, n), expected, others);
}

/** Every account signed in once: its session cookie by desk ID. */
async function signInAll(url: string) {
  const cookies = new Map<string, string>();
  for (const account of ACCOUNTS) cookies.set(account.flideskId, await signIn(url, account.flideskId));
  return (id: string) => cookies.get(id) as string;
}

function streamStats({ streams, openErrors, openSeconds }: Awaited<ReturnType<typeof openStreams>>) {
  return {
    requested: CONNECTIONS,
    open: streams.length,
    openErrors: openErrors.length,
    openErrorCodes: [...new Set(openErrors)],
    openSeconds: round(openSeconds, 2),
    byAccount: Object.fromEntries(ACCOUNTS.map((a) => [a.flideskId, streams.filter((s) => s.account === a).length])),
    closedDuringRun: streams.filter((s) => s.closed).length,
  };
}

function latencyStats({ latency, spread, rows }: ReturnType<typeof measureDeliveries>, withCommits: boolean) {
  return {
    fromRequest: stats(latency.fromRequest),
    fromResponse: stats(latency.fromResponse),
    fromCommit: withCommits ? stats(latency.fromCommit) : null,
    fanOutSpread: stats(spread),
    post: stats(rows.map((r) => r.postMs)),
  };
}

/** The first lines of the server's log that report an error (a full descriptor table above all). */
const serverErrors = (log: string) =>
  log
    .split("\n")
    .filter((l) => /EMFILE|error/i.test(l))
    .slice(0, 5);

async function run(engine: Engine, baseUrl?: string) {
  // The bench opens all its streams from a handful of sign-ins on one address: far beyond the default caps.
  const server = await startBenchServer(engine, baseUrl, {
    EVENT_STREAMS_PER_SESSION: String(CONNECTIONS),
    EVENT_STREAMS_PER_IP: String(CONNECTIONS),
  });
  let streams: Stream[] = [];
  const commits = server.databaseUrl ? await listenForCommits(server.databaseUrl) : undefined;
  try {
    const cookieOf = await signInAll(server.url);
    const project = await projectOf(server.url, cookieOf("FLD-FRLN1"), "FLD-CLNT1", "FLD-FRLN1");
    const idle = serverResources(server.pid);

    const opened = await openStreams(server.url, cookieOf);
    streams = opened.streams;
    const loaded = serverResources(server.pid);
    const { openErrors } = opened;
    const failed = openErrors.length ? `, ${openErrors.length} failed: ${[...new Set(openErrors)].join(", ")}` : "";
    console.log(
      `${engine}: ${streams.length} of ${CONNECTIONS} streams open in ${round(opened.openSeconds, 2)} s (server RSS ${loaded.rssMb} MB, ${loaded.openFds} fds)${failed}`,
    );

    const expectedStreams = streams.filter((s) => RECIPIENTS.has(s.account.flideskId));
    const otherStreams = streams.filter((s) => !RECIPIENTS.has(s.account.flideskId));
    const commitsBefore = commits?.arrivals.length ?? 0;
    const post = (progress: number) => postUpdate(server.url, cookieOf("FLD-FRLN1"), project.id, progress);
    const { updates, base } = await sendUpdates(engine, post, expectedStreams);
    // The warm-up was the first notification after commitsBefore.
    const commitAt = (i: number) => commits?.arrivals[commitsBefore + 1 + i];
    const measured = measureDeliveries(updates, expectedStreams, base, project.id, commitAt);
    const { rows, latency, wrongPayload } = measured;
    const unexpected = unexpectedDeliveries(expectedStreams, otherStreams, base);
    const comments = await commentPhase(server.url, cookieOf("FLD-CLNT1"), project.id, expectedStreams, otherStreams);

    return {
      engine,
      project,
      streams: streamStats(opened),
      server: { idle, withStreams: loaded },
      updates: UPDATES,
      spacingMs: SPACING_MS,
      expectedPerUpdate: expectedStreams.length,
      receivedPerUpdate: {
        min: Math.min(...rows.map((r) => r.received)),
        max: Math.max(...rows.map((r) => r.received)),
      },
      deliveries: latency.fromRequest.length,
      latencyMs: latencyStats(measured, commits !== undefined),
      unexpectedDeliveries: unexpected,
      wrongPayloads: wrongPayload,
      comments,
      serverErrors: serverErrors(server.log()),
      rows,
    };
  } finally {
    for (const s of streams) s.request.destroy();
    await commits?.close().catch(() => {});
    await server.close();
  }
}

type RunResult = Awaited<ReturnType<typeof run>>;

function printUpdates(result: RunResult) {
  console.log(`\n${result.engine}: updates to "${result.project.title}" (times from the POST being sent):\n`);
  console.log(
    markdownTable(
      ["update", "POST ms", "expected", "received", "first ms", "last ms", "last - response ms"],
      result.rows.map((r) => [r.update, r.postMs, r.expected, r.received, r.firstMs, r.lastMs, r.lastVsResponseMs]),
    ),
  );
}

function printStreams(results: RunResult[]) {
  console.log(
    `\n${CONNECTIONS} streams (${ACCOUNTS.map((a) => a.flideskId).join(", ")} in turn), ${UPDATES} updates ${SPACING_MS} ms apart by FLD-FRLN1:\n`,
  );
  console.log(
    markdownTable(
      [
        "database",
        "streams open",
        "open s",
        "server RSS MB",
        "server fds",
        "expected/update",
        "received/update",
        "unexpected",
        "dropped",
      ],
      results.map((r) => [
        r.engine,
        `${r.streams.open}/${r.streams.requested}`,
        r.streams.openSeconds,
        r.server.withStreams.rssMb,
        r.server.withStreams.openFds,
        r.expectedPerUpdate,
        r.receivedPerUpdate.min === r.receivedPerUpdate.max
          ? r.receivedPerUpdate.min
          : `${r.receivedPerUpdate.min}-${r.receivedPerUpdate.max}`,
        r.unexpectedDeliveries,
        r.streams.closedDuringRun,
      ]),
    ),
  );
}

function printLatency(results: RunResult[]) {
  console.log("\nDelivery latency, every expected stream and update:\n");
  const latencyRows: (string | number)[][] = [];
  for (const r of results) {
    const add = (label: string, v: { p50: number; p99: number; max: number } | null) => {
      if (v) latencyRows.push([r.engine, label, v.p50, v.p99, v.max]);
    };
    add("from POST sent", r.latencyMs.fromRequest);
    add("from POST response", r.latencyMs.fromResponse);
    add("from commit (bench's own LISTEN)", r.latencyMs.fromCommit);
    add("first to last stream, per update", r.latencyMs.fanOutSpread);
    add("POST round trip", r.latencyMs.post);
    add("comment: from POST sent", r.comments.latencyMs.fromRequest);
    add("comment: from POST response", r.comments.latencyMs.fromResponse);
    add("comment: POST round trip", r.comments.latencyMs.post);
  }
  console.log(markdownTable(["database", "measured", "p50 ms", "p99 ms", "max ms"], latencyRows));
  console.log(
    "\nNegative times from the response: the event reached the streams before the writer had its own answer (NOTIFY is\n" +
      "delivered at commit, and the server fans out before it writes the response).",
  );
}

function printComments(results: RunResult[]) {
  console.log(
    `\nComment delivery: ${COMMENTS} comments by FLD-CLNT1, ${SPACING_MS} ms apart, at ${CONNECTIONS} streams:\n`,
  );
  console.log(
    markdownTable(
      ["database", "expected", "received", "unexpected", "p50 ms", "p99 ms", "max ms"],
      results.map((r) => {
        const c = r.comments;
        const l = c.latencyMs.fromRequest;
        return [r.engine, c.expectedDeliveries, c.received, c.unexpectedDeliveries, l.p50, l.p99, l.max];
      }),
    ),
  );
  for (const r of results) console.log(`${r.engine}: comment delivery p99 ${r.comments.latencyMs.fromRequest.p99} ms`);
}

async function main() {
  const results: RunResult[] = [];
  for (const { engine, baseUrl } of engines()) {
    const result = await run(engine, baseUrl);
    results.push(result);
    printUpdates(result);
  }
  printStreams(results);
  printLatency(results);
  printComments(results);
  for (const r of results)
    if (r.serverErrors.length) console.log(`${r.engine} server log: ${r.serverErrors.join(" / ")}`);
  const file = writeResult("realtime", { connections: CONNECTIONS, results });
  console.log(`\nwrote ${file}`);
  const failed = results.filter(
    (r) =>
      r.unexpectedDeliveries > 0 ||
      r.comments.unexpectedDeliveries > 0 ||
      r.comments.received < r.comments.expectedDeliveries ||
      r.wrongPayloads > 0 ||
      r.receivedPerUpdate.min < r.expectedPerUpdate ||
      r.streams.open < CONNECTIONS,
  );
  if (failed.length) {
    console.error(`\nFAILED on ${failed.map((r) => r.engine).join(", ")}: missing or unexpected deliveries`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
