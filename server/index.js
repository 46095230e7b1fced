// @ts-check
// Starts the web server: the built app in production, the app through Vite's dev server with NODE_ENV=development.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import express from "express";

const development = process.env.NODE_ENV === "development";
// BUILD_DIR as in react-router.config.ts: a build made elsewhere than build/ (tests of parallel work) is served there.
const buildDir = process.env.BUILD_DIR
  ? path.resolve(process.env.BUILD_DIR)
  : fileURLToPath(new URL("../build", import.meta.url));

/** @typedef {typeof import("./app")} ServerModule The server bundle's exports (server/app.ts, built). */

/** @returns {Promise<{ mod: ServerModule, vite: import("vite").ViteDevServer | undefined }>} */
async function loadServerModule() {
  // The path is held in a variable so the type check does not need a build: the bundle is typed as server/app.ts.
  const bundle = pathToFileURL(path.join(buildDir, "server/index.js")).href;
  if (!development) return { mod: await import(bundle), vite: undefined };
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  return { mod: /** @type {ServerModule} */ (await vite.ssrLoadModule("./server/app.ts")), vite };
}

/**
 * Runs `open`, and exits with its message when it fails with one of the `expected` errors (a bad environment, a
 * database another process holds): those are the operator's to fix, and a stack trace would only hide the message.
 * @template T
 * @param {() => T | Promise<T>} open
 * @param {Function[]} expected
 * @returns {Promise<T>}
 */
async function orExit(open, expected) {
  try {
    return await open();
  } catch (error) {
    if (expected.some((kind) => error instanceof kind)) {
      console.error(/** @type {Error} */ (error).message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The embedded database gets the demo accounts on first start (PostgreSQL with SEED_DEMO_DATA), and they are printed.
 * @param {ServerModule} mod
 * @param {import("~/lib/db.server").Database} database
 * @param {import("~/lib/env.server").Env} env
 */
async function seedDemoData(mod, database, env) {
  if (database.kind !== "pglite" && !env.SEED_DEMO_DATA) return;
  const accounts = await mod.seedDemoData(database.db);
  if (!accounts) return;
  console.log("Demo data created. Sign in at /dashboard/auth with any of these desk IDs:");
  for (const account of accounts)
    console.log(`  ${account.flideskId.padEnd(10)} ${account.role.padEnd(11)} ${account.email}`);
  console.log(`  Password for all of them: ${mod.DEMO_PASSWORD}`);
}

/**
 * The request handler: the built app, or in development the app as Vite loads it afresh on each request.
 * @param {ServerModule} mod
 * @param {import("vite").ViteDevServer | undefined} vite
 * @param {import("./services").Services} services
 * @returns {import("node:http").RequestListener}
 */
function requestHandler(mod, vite, services) {
  if (!vite) return mod.createApp({ services, clientDir: path.join(buildDir, "client") });
  // Route modules are reloaded by Vite on change; the database and services stay open across reloads.
  const outer = express();
  outer.use(vite.middlewares);
  outer.use(async (req, res, next) => {
    try {
      const fresh = /** @type {ServerModule} */ (await vite.ssrLoadModule("./server/app.ts"));
      fresh.createApp({ services })(req, res, next);
    } catch (error) {
      vite.ssrFixStacktrace(/** @type {Error} */ (error));
      next(error);
    }
  });
  return outer;
}

async function main() {
  const { mod, vite } = await loadServerModule();
  const env = await orExit(() => mod.loadEnv(), [mod.EnvError]);
  // Checkout closed, or the test gateway open on a public address: one line, so nobody misses it.
  const paymentsWarning = mod.paymentsWarning(env);
  if (paymentsWarning) console.warn(paymentsWarning);
  // Admins without two-factor sign-in on a production database: allowed, but never silently.
  const twoFactorWarning = mod.twoFactorWarning(env);
  if (twoFactorWarning) console.warn(twoFactorWarning);

  const { database, services } = await orExit(() => mod.openServices(env), [mod.DatabaseLockedError]);
  await seedDemoData(mod, database, env);

  // Mails leave through the outbox worker, never inside a request; the notification mailer writes the mails of
  // notifications (at once, and the daily digest) into the outbox; the reset worker mails the links "Forgot
  // password" asked for (after the answer, so its time tells nothing about who has an account); the billing jobs
  // cancel subscriptions whose notice has run out and send payment reminders; the clean-up deletes what has
  // outlived its use; the nightly reconciliation asks PayHere for payments whose notify never came; the post alerts
  // remind a client of a post awaiting them 48 h before its time and tell the admins of one unapproved at its time;
  // the monthly reports make, store and mail each client's report of the month before, once, on the 1st; the Meta
  // import brings each connected Page's and Instagram account's insights up to yesterday (a no-op without Meta);
  // the Google import stores each connected project's days once a Colombo day has ended.
  const jobs = [
    mod.startOutboxWorker({ db: database.db, env, attachments: mod.mailAttachments(database.db, services.storage) }),
    mod.startNotificationMailer({ db: database.db, env }),
    mod.startPasswordResetWorker({ db: database.db, publicUrl: env.PUBLIC_URL, limiters: services.limiters }),
    mod.startCleanup({ db: database.db }),
    mod.startReconciliation({ db: database.db, env }),
    mod.startBillingJobs({ db: database.db, env }),
    mod.startPostAlerts({ db: database.db }),
    mod.startMonthlyReports({ db: database.db, storage: services.storage, env }),
    mod.startMetaImport({ db: database.db, env }),
    mod.startGoogleImport({ db: database.db, env }),
  ];

  // With the app's connection limits (headers in 15 s, a whole request in 120 s): see httpServerOptions.
  const server = mod.createHttpServer(requestHandler(mod, vite, services)).listen(env.PORT, () => {
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
