// @ts-check
// Starts the web server: the built app in production, the app through Vite's dev server with NODE_ENV=development.
import path from "node:path";
import express from "express";

const development = process.env.NODE_ENV === "development";

/** @typedef {typeof import("./app")} ServerModule The server bundle's exports (server/app.ts, built). */

/** @returns {Promise<{ mod: ServerModule, vite: import("vite").ViteDevServer | undefined }>} */
async function loadServerModule() {
  // The path is held in a variable so the type check does not need a build: the bundle is typed as server/app.ts.
  const bundle = "../build/server/index.js";
  if (!development) return { mod: await import(bundle), vite: undefined };
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  return { mod: /** @type {ServerModule} */ (await vite.ssrLoadModule("./server/app.ts")), vite };
}

async function main() {
  const { mod, vite } = await loadServerModule();
  let env;
  try {
    env = mod.loadEnv();
  } catch (error) {
    if (error instanceof mod.EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Checkout closed, or the test gateway open on a public address: one line, so nobody misses it.
  const paymentsWarning = mod.paymentsWarning(env);
  if (paymentsWarning) console.warn(paymentsWarning);

  let opened;
  try {
    opened = await mod.openServices(env);
  } catch (error) {
    if (error instanceof mod.DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { database, services } = opened;

  if (database.kind === "pglite" || env.SEED_DEMO_DATA) {
    const accounts = await mod.seedDemoData(database.db);
    if (accounts) {
      console.log("Demo data created. Sign in at /dashboard/auth with any of these desk IDs:");
      for (const account of accounts)
        console.log(`  ${account.flideskId.padEnd(10)} ${account.role.padEnd(11)} ${account.email}`);
      console.log(`  Password for all of them: ${mod.DEMO_PASSWORD}`);
    }
  }

  // Mails leave through the outbox worker, never inside a request; the clean-up deletes what has outlived its use.
  const jobs = [mod.startOutboxWorker({ db: database.db, env }), mod.startCleanup({ db: database.db })];

  let handler;
  if (vite) {
    // Route modules are reloaded by Vite on change; the database and services stay open across reloads.
    const outer = express();
    outer.use(vite.middlewares);
    outer.use(async (req, res, next) => {
      try {
        const fresh = await vite.ssrLoadModule("./server/app.ts");
        fresh.createApp({ services })(req, res, next);
      } catch (error) {
        vite.ssrFixStacktrace(/** @type {Error} */ (error));
        next(error);
      }
    });
    handler = outer;
  } else {
    handler = mod.createApp({ services, clientDir: path.resolve("build/client") });
  }

  // With the app's connection limits (headers in 15 s, a whole request in 120 s): see httpServerOptions.
  const server = mod.createHttpServer(handler).listen(env.PORT, () => {
    const engine = database.kind === "pglite" ? `embedded PostgreSQL in ${env.DATA_DIR}` : "PostgreSQL";
    console.log(`Server listening on http://localhost:${env.PORT} (${engine})`);
  });
  server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    console.error(error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use: set PORT to another one.` : error);
    Promise.all(jobs.map((job) => job.stop()))
      .then(() => database.close())
      .finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing.`);
    mod.closeGracefully(server, database, jobs).then(async () => {
      await vite?.close();
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
