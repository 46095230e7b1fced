// Payments under concurrency: 50 checkouts made with one email, then their 50 signed success notifies all at once,
// with 10 resends of some of them among them, against the built app on a fresh PostgreSQL database
// (BENCH_DATABASE_URL or TEST_DATABASE_URL). Every charge must be recorded exactly once, every order paid, and one
// account opened. Prints charges sent, payments recorded, orders paid, duplicates and the notify's p50/p99, and
// writes bench/results/notify.json. Run with `npm run bench:notify` (builds first). The app is served in this process
// from the server bundle, as the tests serve it: BUILD_DIR names another build (one outside this checkout also
// needs NODE_PATH=node_modules to find the bundle's packages).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { gateway } from "../app/features/billing/payhere/gateway.server";
import { notifySignature } from "../app/features/billing/payhere/payhere.server";
import { checkoutFields } from "../tests/setup/checkout";
import { freePort, scratchPostgres } from "../tests/setup/scratch";
import { markdownTable, percentile, round, writeResult } from "./common";

const ORDERS = Number(process.env.BENCH_NOTIFY_ORDERS ?? 50);
const RESENDS = Math.min(ORDERS, Number(process.env.BENCH_NOTIFY_RESENDS ?? 10));

// React's server renderer picks its production build by NODE_ENV, as `npm start` runs it.
process.env.NODE_ENV ??= "production";

const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error("bench:notify needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  process.exit(1);
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const mod = (await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
)) as typeof import("../server/app");

const database = await scratchPostgres("bench", baseUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), "agency-bench-notify-"));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = mod.loadEnv({
  NODE_ENV: "production",
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  SESSION_SECRET: randomBytes(32).toString("hex"),
  PUBLIC_URL: url,
});
const generous = { points: 100_000, durationSeconds: 60 };
const { database: opened, services } = await mod.openServices(env, { rateLimits: { checkout: generous } });
const server: Server = await new Promise((resolve) => {
  const s = mod
    .createApp({ services, clientDir: path.join(buildDir, "client") })
    .listen(port, "127.0.0.1", () => resolve(s));
});

try {
  const email = `bench-${Date.now()}@example.lk`;
  async function checkout() {
    const body = new FormData();
    for (const [key, value] of Object.entries(checkoutFields(email))) body.set(key, value);
    const res = await fetch(`${url}/api/checkout`, { method: "POST", body });
    const answer = (await res.json()) as { ok: boolean; orderId?: string; message?: string };
    if (!answer.ok || !answer.orderId) throw new Error(`checkout failed: ${res.status} ${answer.message}`);
    return answer.orderId;
  }
  const orderIds: string[] = [];
  while (orderIds.length < ORDERS) {
    const batch = Math.min(10, ORDERS - orderIds.length);
    orderIds.push(...(await Promise.all(Array.from({ length: batch }, checkout))));
  }

  const gw = gateway(env);
  if (gw.kind === "none") throw new Error("the bench server has no gateway");
  const charges = orderIds.map((orderId, i) => {
    const fields = {
      merchant_id: gw.merchantId,
      order_id: orderId,
      payment_id: `BENCH${Date.now()}${String(i).padStart(4, "0")}`,
      payhere_amount: "50000.00",
      payhere_currency: "LKR",
      status_code: "2",
      method: "VISA",
      message_type: "AUTHORIZATION_SUCCESS",
      subscription_id: `SUB${i}`,
      item_rec_date_next: "2026-12-21",
    };
    return new URLSearchParams({ ...fields, md5sig: notifySignature(fields, gw.secret) });
  });
  // The resends are spread among the charges, as a gateway retrying slow answers would send them.
  const requests = charges.flatMap((charge, i) => (i < RESENDS ? [charge, charge] : [charge]));

  const timings: number[] = [];
  const answers = await Promise.all(
    requests.map(async (body) => {
      const started = performance.now();
      const res = await fetch(`${url}/api/payments/notify`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      const text = await res.text();
      timings.push(performance.now() - started);
      return { status: res.status, text };
    }),
  );
  timings.sort((a, b) => a - b);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const one = async (query: string, params: unknown[]) => Number((await client.query(query, params)).rows[0]?.n ?? 0);
  const recorded = await one("select count(*)::int as n from payments where order_id = any($1)", [orderIds]);
  const duplicates = await one(
    "select count(*)::int as n from (select payment_id from payments group by payment_id having count(*) > 1) d",
    [],
  );
  const paid = await one(
    "select count(*)::int as n from checkout_sessions where order_id = any($1) and status = 'paid'",
    [orderIds],
  );
  const accounts = await one("select count(*)::int as n from users where email = $1", [email]);
  await client.end();

  const result = {
    chargesSent: charges.length,
    resendsSent: RESENDS,
    requests: requests.length,
    answeredOk: answers.filter((a) => a.status === 200 && a.text === "OK").length,
    answeredAlreadyRecorded: answers.filter((a) => a.status === 200 && a.text === "Already recorded").length,
    answeredOther: answers.filter((a) => a.status !== 200).length,
    paymentsRecorded: recorded,
    ordersPaid: paid,
    accountsOpened: accounts,
    duplicates,
    p50Ms: round(percentile(timings, 50)),
    p99Ms: round(percentile(timings, 99)),
  };
  console.log(
    `\nNotify under concurrency, PostgreSQL: ${ORDERS} orders of one email, ${requests.length} notifies at once\n`,
  );
  console.log(
    markdownTable(
      [
        "charges sent",
        "resends",
        "payments recorded",
        "orders paid",
        "accounts",
        "duplicates",
        "200 OK",
        "200 already recorded",
        "other answers",
        "p50 ms",
        "p99 ms",
      ],
      [
        [
          result.chargesSent,
          result.resendsSent,
          result.paymentsRecorded,
          result.ordersPaid,
          result.accountsOpened,
          result.duplicates,
          result.answeredOk,
          result.answeredAlreadyRecorded,
          result.answeredOther,
          result.p50Ms,
          result.p99Ms,
        ],
      ],
    ),
  );
  const sound =
    result.paymentsRecorded === result.chargesSent &&
    result.ordersPaid === ORDERS &&
    result.accountsOpened === 1 &&
    result.duplicates === 0 &&
    result.answeredOther === 0;
  console.log(sound ? "\nEvery charge recorded exactly once." : "\nCHARGES LOST OR DOUBLED: see the table.");
  console.log(`Written to ${writeResult("notify", result)}`);
  process.exitCode = sound ? 0 : 1;
} finally {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await opened.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
