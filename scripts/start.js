// @ts-check
// `npm start`: builds the app when no build is there yet, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// `npm start` serves the production build, so it runs as production whatever the shell says: React DOM picks its
// production server renderer by NODE_ENV, and Express hides error details only in production.
process.env.NODE_ENV = "production";

if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the app first.");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/index.js");
