import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts the built production server (`npm run build` first) on a free port with a fresh embedded database. */
export async function startProductionServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok)
        return {
          url,
          pid: child.pid as number,
          dataDir,
          stop: () => child.kill("SIGTERM"),
          /** Everything the server printed so far (start-up messages, errors such as EMFILE). */
          log: () => output,
          /** SIGTERM, then waits for the process to exit (SIGKILL after `graceMs`). */
          stopAndWait: (graceMs = 10_000) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const force = setTimeout(() => child.kill("SIGKILL"), graceMs);
              child.once("exit", () => {
                clearTimeout(force);
                resolve();
              });
              child.kill("SIGTERM");
            }),
        };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}
