// @ts-check
// `npm test`: makes sure a browser is there, builds the app, then runs Vitest (unit + integration) and Playwright.
// Prints one closing line "test: N passed, N failed" and exits non-zero when anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** @param {string} command @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [options] */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(chrome)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `No Chromium at ${chrome}: install Debian's chromium (sudo apt-get install -y chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package.");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (
    run("apt-get", ["update", "-qq"], { env }) !== 0 ||
    run("apt-get", ["install", "-y", "-qq", "chromium"], { env }) !== 0
  ) {
    console.error("Installing chromium with apt-get failed.");
    process.exit(1);
  }
}

function countVitest() {
  try {
    const report = JSON.parse(readFileSync("reports/vitest.json", "utf8"));
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + (report.numTotalTestSuites === 0 ? 1 : 0),
    };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/**
 * The first line of an error, without colours, short enough for a summary.
 * @param {unknown} text
 */
const firstLine = (text) =>
  (
    stripVTControlCharacters(String(text ?? ""))
      .trim()
      .split("\n")[0] ?? ""
  ).slice(0, 300);

/**
 * Every failed test by name with its error's first line, printed last: CI keeps the end of a long log, and the
 * names are what a reader of it needs.
 */
function failuresOf() {
  /** @type {string[]} */
  const lines = [];
  try {
    const report = JSON.parse(readFileSync("reports/vitest.json", "utf8"));
    for (const file of report.testResults ?? []) {
      const where = relative(process.cwd(), file.name ?? "");
      const failed = (file.assertionResults ?? []).filter((/** @type {any} */ t) => t.status === "failed");
      for (const t of failed) lines.push(`Vitest ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === "failed" && failed.length === 0) lines.push(`Vitest ${where}: ${firstLine(file.message)}`);
    }
  } catch {}
  try {
    const report = JSON.parse(readFileSync("reports/playwright.json", "utf8"));
    /** @type {(suite: any, titles: string[]) => void} */
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== "unexpected") continue;
          const error = t.results?.at(-1)?.error?.message;
          lines.push(
            `Playwright [${t.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`,
          );
        }
      }
      // A file's suites are its describe blocks: their titles lead the test's.
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  } catch {}
  return lines;
}

function countPlaywright() {
  try {
    const stats = JSON.parse(readFileSync("reports/playwright.json", "utf8")).stats;
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

ensureChromium();
mkdirSync("reports", { recursive: true });
// The build runs with canary secrets in its environment: the security tests check that none of them, nor any
// secret's name, ends up in a file the browser can load.
const canaries = {
  SESSION_SECRET: "canary-session-secret-5b1f0c9e",
  PAYHERE_MERCHANT_SECRET: "canary-merchant-secret-93ad7e21",
  AI_API_KEY: "canary-ai-key-4c8e2b7a",
};
if (run("npx", ["react-router", "build"], { env: { ...process.env, ...canaries } }) !== 0) {
  console.log("test: 0 passed, 1 failed");
  process.exit(1);
}
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=reports/vitest.json",
]);
const playwrightStatus = run("npx", ["playwright", "test"], { env: { ...process.env, CHROME_PATH: chrome } });

const v = countVitest();
const p = countPlaywright();
const passed = v.passed + p.passed;
const failed =
  v.failed +
  p.failed +
  (vitestStatus !== 0 && v.failed === 0 ? 1 : 0) +
  (playwrightStatus !== 0 && p.failed === 0 ? 1 : 0);
const failures = failuresOf();
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `- ${line}`).join("\n")}`);
console.log(`\nVitest: ${v.passed} passed, ${v.failed} failed. Playwright: ${p.passed} passed, ${p.failed} failed.`);
console.log(`test: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
