import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { start, waitForHealth } from "../tests/setup/process";
import { freePort } from "../tests/setup/scratch";

/** Starts the built production server (`npm run build` first) on a free port with a fresh embedded database. */
export async function startProductionServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-bench-"));
  const started = start({ PORT: String(port), DATA_DIR: dataDir, ...env });
  try {
    await waitForHealth(port, started);
  } catch (error) {
    started.child.kill("SIGKILL");
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: started.child.pid as number,
    dataDir,
    stop: () => started.child.kill("SIGTERM"),
    /** Everything the server printed so far (start-up messages, errors such as EMFILE). */
    log: started.output,
    stopAndWait: started.stop,
  };
}
