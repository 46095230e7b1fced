import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import pg from "pg";

// Starts `node server/index.js` (what `npm start` runs once built) as a real process.
export function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(port: number, started: Started) {
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return res;
    } catch {}
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${started.output()}`);
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, for processes to share; dropped by `drop`. */
export async function scratchPostgres(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
