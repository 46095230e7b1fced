import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Integration tests run once per database engine: always on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Two files at a time: Vitest's default on two cores is one, and an integration file spends much of its time
    // waiting on PostgreSQL, a server it started or a timer, when the other file can use the core.
    maxWorkers: 2,
    // Files share a worker's process and its loaded modules (isolate: false): a fresh process per file spent more
    // time importing the app than running its tests. No test file mocks a module; the few that change a global
    // (timers, console, TMPDIR through vi.stubEnv) put it back in their after-hooks.
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts"],
          environment: "node",
          isolate: false,
          // A few unit tests do real work (every class in app/, a 63,206-character caption): 5 s is too short for
          // them on a machine busy with the other files.
          testTimeout: 20_000,
        },
      },
      ...engines.map((engine) => ({
        plugins: [tsconfigPaths()],
        test: {
          name: `integration-${engine}`,
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          env: { TEST_DB_ENGINE: engine },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
