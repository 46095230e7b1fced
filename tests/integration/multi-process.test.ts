import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Started, start, waitForHealth } from "../setup/process";
import { freePort, scratchPostgres } from "../setup/scratch";
import { testEngine } from "../setup/test-db";

// App processes are stateless: sessions, rate limits and the change feed live in PostgreSQL, and uploads in S3
// (here a real S3-compatible server, s3rver). Two real server processes on one database show it.
describe.runIf(testEngine() === "postgres")("two server processes on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof scratchPostgres>>;
  const servers: { url: string; process: Started }[] = [];

  let s3: S3rver;

  beforeAll(async () => {
    database = await scratchPostgres("agency_multi");
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), "agency-multi-s3-")),
      configureBuckets: [{ name: "uploads", configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    for (const seed of ["true", "false"]) {
      const port = await freePort();
      const process = start({
        DATABASE_URL: database.url,
        PORT: String(port),
        SEED_DEMO_DATA: seed,
        SESSION_SECRET: "shared-secret-shared-secret-shared-0001",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "agency-multi-")),
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET: "uploads",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      });
      await waitForHealth(port, process);
      servers.push({ url: `http://127.0.0.1:${port}`, process });
    }
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) s.process.child.kill("SIGKILL");
    await database?.drop();
    await s3?.close();
  });

  const [a, b] = [() => servers[0]?.url ?? "", () => servers[1]?.url ?? ""];
  const signIn = (url: string, flideskId: string, password = "DeskDemo#2025") =>
    fetch(`${url}/dashboard/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ flideskId, password }),
    });
  const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? "";

  it("a session made on one process works on the other, and signing out on one ends it on both", async () => {
    const cookie = cookieOf(await signIn(a(), "FLD-CLNT1"));
    const page = await fetch(`${b()}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Ceylon Tea Co. Website Redesign");
    await fetch(`${b()}/dashboard/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: b() },
      redirect: "manual",
    });
    expect((await fetch(`${a()}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(302);
  });

  it("an update made through one process reaches an SSE client of the other within a second", async () => {
    const client = cookieOf(await signIn(b(), "FLD-CLNT1"));
    const freelancer = cookieOf(await signIn(a(), "FLD-FRLN1"));
    const [project] = await database.query<{ id: string }>(
      "select id from projects where title = 'Ceylon Tea Co. Website Redesign'",
    );
    const controller = new AbortController();
    const stream = await fetch(`${b()}/api/events`, { headers: { Cookie: client }, signal: controller.signal });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the retry line: subscribed
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", project?.id ?? "");
    body.set("progress", "77");
    const posted = await fetch(`${a()}/dashboard/updates`, {
      method: "POST",
      headers: { Cookie: freelancer, Origin: a() },
      body,
    });
    const committed = performance.now();
    expect(posted.status).toBe(200);
    let text = "";
    while (!text.includes("event: change")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    const latency = performance.now() - committed;
    controller.abort();
    expect(text).toContain(`"projectId":"${project?.id}"`);
    expect(latency).toBeLessThan(1_000);
  });

  it("a screenshot uploaded through one process is served by the other (S3)", async () => {
    const [project] = await database.query<{ id: string }>(
      "select id from projects where title = 'Ceylon Tea Co. Website Redesign'",
    );
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1,
    ]);
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", project?.id ?? "");
    body.set("progress", "64");
    body.set("notes", "Uploaded through process A");
    body.append("screenshots", new Blob([png], { type: "image/png" }), "shot.png");
    const posted = await fetch(`${a()}/dashboard/updates`, {
      method: "POST",
      headers: { Cookie: cookieOf(await signIn(a(), "FLD-FRLN1")), Origin: a() },
      body,
    });
    expect(posted.status).toBe(200);
    const [update] = await database.query<{ screenshots: string[] }>(
      "select screenshots from project_updates where notes = 'Uploaded through process A'",
    );
    const key = update?.screenshots[0];
    expect(key).toMatch(/\.png$/);
    const shown = await fetch(`${b()}/dashboard/screenshots/${key}`, {
      headers: { Cookie: cookieOf(await signIn(b(), "FLD-CLNT1")) },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(png);
  });

  it("the sign-in limit per desk ID and address counts failures on both processes together", async () => {
    // 10 failures per desk ID and address per 15 minutes (decision 13), alternating between the processes.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(i % 2 ? b() : a(), "FLD-CLNT2", "wrong-password")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Now even the right password is refused on either process until the window passes.
    expect((await signIn(a(), "FLD-CLNT2")).status).toBe(429);
    expect((await signIn(b(), "FLD-CLNT2")).status).toBe(429);
  });
});
