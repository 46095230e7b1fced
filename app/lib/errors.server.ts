import { isRouteErrorResponse } from "react-router";

/**
 * Errors, sorted in one place for every layer (Express, the React Router handler, loaders and actions): which ones
 * mean the database is out of reach, what status an error answers with, and how it is logged without the values
 * it carried.
 */

// The failure screen's texts (docs/product.md, Public site). The branded Express error page and plain-text answers use them too.
export const failureTexts = {
  title: "Oops! Something went wrong",
  message: "We're sorry for the inconvenience. Please try refreshing the page.",
} as const;

// Socket errors of a connection that could not be made or was cut.
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
]);
// PostgreSQL's SQLSTATEs for a server that is going away, starting, full, or gone (class 08 is checked apart).
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300", "3D000"]);
// What node-postgres, its pool and PGlite say when there is no connection to run a query on.
const unavailableMessages = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /is not currently accepting connections/i,
  /cannot use a pool after calling end/i,
  /client was closed and is not queryable/i,
  /PGlite is closed/i,
  /connection (refused|reset)/i,
];

/** The error and those it wraps: Drizzle keeps the driver's error as `cause`; a failed dial is an AggregateError. */
function* chain(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) for (const inner of error.errors) yield* chain(inner, depth + 1);
  if (typeof error === "object" && "cause" in error) yield* chain((error as { cause: unknown }).cause, depth + 1);
}

const codeOf = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;

/** PostgreSQL's unique_violation, wherever the driver's error sits in the chain Drizzle wraps it in. */
export function isUniqueViolation(error: unknown) {
  for (const e of chain(error)) if (codeOf(e) === "23505") return true;
  return false;
}

/** True when the error says the database cannot be reached, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown) {
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (code && (connectionCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (e instanceof Error && unavailableMessages.some((pattern) => pattern.test(e.message))) return true;
  }
  return false;
}

/**
 * The status a failed loader or action answers with instead of 500, when the error says it is not the app's bug:
 * 503 while the database is out of reach, 400 for text that could not be decoded (a malformed %-escape in a URL
 * or a cookie).
 */
function failureStatusOf(error: unknown) {
  if (isDatabaseUnavailable(error)) return 503;
  if (error instanceof URIError) return 400;
  return 500;
}

/**
 * The status of an error that reached Express: as `failureStatusOf`, else the status the error carries (Express's
 * and its middleware's errors say 400, 404 or 413 that way), else 500.
 */
export function statusOf(error: unknown): number {
  const failure = failureStatusOf(error);
  if (failure !== 500) return failure;
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === "object" && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const carried = status ?? statusCode;
    if (typeof carried === "number" && carried >= 400 && carried <= 599) return carried;
  }
  return 500;
}

// Requests whose loader or action failed in a way that says more than 500 (see `failureStatusOf`): the server's
// handler reads this when it sends the answer React Router made (always 500 for a thrown error).
const failedRequests = new WeakMap<Request, number>();

/** Notes that `request` failed with `error`; its answer's 500 becomes `failureStatusOf(error)` when that is not 500. */
export function noteFailure(request: Request, error: unknown) {
  const status = failureStatusOf(error);
  if (status !== 500 && !failedRequests.has(request)) failedRequests.set(request, status);
}

/** The status `noteFailure` settled on for this request, if any. */
export function failureStatus(request: Request) {
  return failedRequests.get(request);
}

/**
 * One line that says what failed, safe to log: the error's name, its code (SQLSTATE or socket code) and its
 * message, never the parameters of a failed query or the values of its row. Drizzle's message is
 * "Failed query: <sql>\nparams: <values>", and a driver's `detail` repeats a row's values: the message is taken
 * from the error Drizzle wraps instead, and anything after "params:" is cut from every message.
 */
export function describeError(error: unknown) {
  const errors = [...chain(error)];
  // The innermost error is the driver's, whose message names the problem; outer ones add the query.
  const inner = errors.findLast((e) => e instanceof Error) as Error | undefined;
  const outer = errors[0];
  // Drizzle's and the driver's errors keep the name "Error": their class says more.
  const name =
    outer instanceof Error
      ? outer.name === "Error"
        ? outer.constructor?.name || outer.name
        : outer.name
      : typeof outer;
  const code = errors.map(codeOf).find(Boolean);
  const raw = inner ? inner.message : String(outer);
  const message = raw
    .replace(/^Failed query:[\s\S]*$/, "a database query failed")
    .replace(/\s*params:[\s\S]*$/i, "")
    .slice(0, 300);
  return `${name}${code ? ` (${code})` : ""}: ${message}`;
}

/** The stack's frames only: its first lines repeat the message, which may hold what `describeError` leaves out. */
function framesOf(error: unknown) {
  if (!(error instanceof Error) || !error.stack) return "";
  const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
  return frames.length ? `\n${frames.slice(0, 10).join("\n")}` : "";
}

/**
 * Logs a failure with where it happened (`route`: "POST /dashboard/auth", never the query string) and what
 * `describeError` says. An unreachable database is one line; anything else gets its stack frames too.
 */
export function logError(error: unknown, route: string) {
  const outage = isDatabaseUnavailable(error);
  const what = outage ? `database unavailable: ${describeError(error)}` : describeError(error);
  console.error(`[${route}] ${what}${outage ? "" : framesOf(error)}`);
}

/** "POST /contact": the method and path of a request, without its query (which may hold an email or a token). */
export function routeOf(request: Request) {
  return `${request.method} ${new URL(request.url).pathname}`;
}
