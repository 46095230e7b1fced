// @ts-check
// `npm start`: builds the app when no build is there yet, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

// `npm start` serves the production build, so it runs as production whatever the shell says: React DOM picks its
// production server renderer by NODE_ENV, and Express hides error details only in production.
process.env.NODE_ENV = "production";

// BUILD_DIR as in react-router.config.ts, where the build is written and server/index.js reads it.
if (!existsSync(path.join(process.env.BUILD_DIR ?? "build", "server/index.js"))) {
  console.log("No build found: building the app first.");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/index.js");
