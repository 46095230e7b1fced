import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Started, start, waitForHealth } from "../setup/process";
import { freePort, scratchPostgres } from "../setup/scratch";
import { testEngine } from "../setup/test-db";

const running: Started[] = [];
afterAll(() => {
  for (const s of running) s.child.kill("SIGKILL");
});

describe.runIf(testEngine() === "pglite")("the server process on the embedded database", () => {
  it("seeds on first start, refuses a second process on the same data, and closes cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "agency-proc-"));
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    running.push(first);
    await waitForHealth(port, first);
    expect(first.output()).toContain("FLD-ADMIN");
    expect(first.output()).toContain("Password for all of them: DeskDemo#2025");
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(/^The embedded database in .+ is in use by another process \(pid \d+\)\./);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

    // Restarted, the data is still there and the accounts are not printed again.
    const again = start({ DATA_DIR: dataDir, PORT: String(port) });
    running.push(again);
    await waitForHealth(port, again);
    expect(again.output()).not.toContain("FLD-ADMIN");
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
    // Three processes start here, one seeding a new database: 30 s was not enough once on a busy 2-core machine.
  }, 90_000);

  it("on a public address without PayHere settings, says in one line at start-up that checkout is closed", async () => {
    const port = await freePort();
    const server = start({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "agency-proc-")),
      PORT: String(port),
      PUBLIC_URL: "https://agency.example.lk",
    });
    running.push(server);
    await waitForHealth(port, server);
    const lines = server.output().split("\n");
    expect(lines.filter((line) => line.startsWith("Payments are not set up: checkout is closed."))).toHaveLength(1);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("stops with one line naming a bad variable", async () => {
    const bad = start({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "agency-proc-")), PORT: "port" });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe('Invalid environment: PORT must be a whole number from 1 to 65535 (got "port")');
  });
});

describe.runIf(testEngine() === "postgres")("the server process on PostgreSQL", () => {
  it("migrates, answers /healthz, and adds no demo data unless asked", async () => {
    const database = await scratchPostgres("agency_proc");
    try {
      const port = await freePort();
      const server = start({
        DATABASE_URL: database.url,
        SESSION_SECRET: "proc-secret-proc-secret-proc-secret-0001",
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "agency-proc-")),
      });
      running.push(server);
      await waitForHealth(port, server);
      expect(server.output()).toContain("(PostgreSQL)");
      const [row] = await database.query<{ n: number }>("select count(*)::int as n from users");
      expect(row?.n).toBe(0);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
