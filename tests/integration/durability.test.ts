import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "#db/schema";
import { openDatabase } from "~/lib/db.server";
import { type Started, start, waitForHealth } from "../setup/process";
import { freePort, scratchPostgres } from "../setup/scratch";
import { testEngine } from "../setup/test-db";

const running: Started[] = [];
afterAll(() => {
  for (const s of running) s.child.kill("SIGKILL");
});

const BURST = 150;
const KILL_AFTER = 40;

/**
 * Posts contact messages from 8 senders at once (each from its own address, through TRUST_PROXY) and kills the
 * server with SIGKILL once KILL_AFTER have been answered. Returns the messages that were answered 200.
 */
async function burstAndKill(url: string, server: Started) {
  const answered = new Set<string>();
  const failures: number[] = [];
  let next = 0;
  const sender = async () => {
    while (next < BURST) {
      const i = next++;
      const message = `durability message ${i}`;
      try {
        // `?index`: the home page's own action (a bare "/" would reach its layout).
        const res = await fetch(`${url}?index`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: url.replace(/\/$/, ""),
            "X-Forwarded-For": `10.9.${i >> 8}.${i & 255}`,
          },
          body: new URLSearchParams({
            intent: "contact",
            firstName: "Crash",
            lastName: "Test",
            email: "c@t.lk",
            message,
          }),
        });
        await res.text();
        if (res.status === 200) answered.add(message);
        else failures.push(res.status);
      } catch {
        // After the kill: refused connections. Whatever was not answered 200 may or may not be stored.
      }
      if (answered.size >= KILL_AFTER && server.child.exitCode === null && !server.child.killed)
        server.child.kill("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  // Every answer before the kill was a 200: no limit or error hid a failure.
  expect(failures).toEqual([]);
  await server.exited;
  expect(server.child.signalCode).toBe("SIGKILL");
  return answered;
}

function expectAllOnce(stored: string[], answered: Set<string>) {
  const counts = new Map<string, number>();
  for (const m of stored) counts.set(m, (counts.get(m) ?? 0) + 1);
  for (const m of answered) expect(counts.get(m), m).toBe(1);
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
  expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
  // The kill came during the burst, not after it.
  expect(answered.size).toBeLessThan(BURST);
}

/** Starts the server, bursts and kills it, starts it again on the same data and stops it cleanly. */
async function crashAndRestart(env: Record<string, string>) {
  const port = await freePort();
  const first = start({ ...env, TRUST_PROXY: "1", PORT: String(port) });
  running.push(first);
  await waitForHealth(port, first);
  const answered = await burstAndKill(`http://127.0.0.1:${port}/`, first);
  // On PGlite the restart takes over the dead process's lock and opens the same data.
  const second = start({ ...env, TRUST_PROXY: "1", PORT: String(port) });
  running.push(second);
  await waitForHealth(port, second);
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
  return answered;
}

describe("a crash during a burst of contact messages", () => {
  it.runIf(testEngine() === "pglite")(
    "keeps every answered message exactly once on the embedded database after kill -9 and restart",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "agency-crash-"));
      const answered = await crashAndRestart({ DATA_DIR: dataDir });
      const database = await openDatabase({ kind: "pglite", dataDir });
      try {
        const rows = await database.db.select({ message: contactSubmissions.message }).from(contactSubmissions);
        expectAllOnce(
          rows.map((r) => r.message).filter((m) => m.startsWith("durability")),
          answered,
        );
      } finally {
        await database.close();
      }
    },
    120_000,
  );

  it.runIf(testEngine() === "postgres")(
    "keeps every answered message exactly once on PostgreSQL after kill -9 and restart",
    async () => {
      const database = await scratchPostgres("agency_crash");
      try {
        const answered = await crashAndRestart({
          DATABASE_URL: database.url,
          SESSION_SECRET: "crash-secret-crash-secret-crash-secret-01",
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "agency-crash-")),
        });
        const rows = await database.query<{ message: string }>("select message from contact_submissions");
        expectAllOnce(
          rows.map((r) => r.message),
          answered,
        );
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
