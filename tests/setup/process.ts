import { type ChildProcess, spawn } from "node:child_process";

// Starts `node server/index.js` (what `npm start` runs once built) as a real process; the benchmarks start theirs
// with it too.

export type Started = {
  child: ChildProcess;
  /** Everything the process printed so far (start-up lines, errors). */
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the process to exit (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
};

export function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const force = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.kill("SIGTERM");
    await exited;
    clearTimeout(force);
  };
  return { child, output: () => output, exited, stop };
}

/**
 * Polls /healthz until the process answers (up to 30 s by default; the development server, which starts Vite and
 * the embedded database, may take longer on a busy machine); fails at once when it exits.
 */
export async function waitForHealth(port: number, started: Started, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return res;
    } catch {}
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${started.output()}`);
}
