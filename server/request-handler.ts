import { Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import {
  createRequestHandler as createReactRouterHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { failureStatus, failureTexts, logError, statusOf } from "~/lib/errors.server";
import { keeperOf } from "./portal-pages";
import { isHeldWhole, sendHeld } from "./whole-answer";

/**
 * The Express side of React Router, in place of `@react-router/express` (whose parts it follows), for three things
 * that package cannot do:
 * - the body a route reads is counted as it arrives, and cut with 413 past the limit, whatever the headers said
 *   (a chunked body has no Content-Length to check beforehand);
 * - an answer React Router made 500 for a thrown error gets the status the error deserves (503 while the database
 *   is out of reach, `noteFailure` in entry.server's handleError);
 * - portal and API answers, which carry a person's data, are never stored by a browser or a proxy.
 */
export type RequestHandlerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** The request's context: each service under its typed key (`requestContext` in services.ts). */
  getLoadContext: (req: express.Request, res: express.Response) => RouterContextProvider;
  /** The most bytes a request's body may have on this path, and the sentence that refuses more. */
  bodyLimit: (req: express.Request) => BodyLimit;
};

export type BodyLimit = { bytes: number; message: string };

export function createRequestHandler({
  build,
  mode,
  getLoadContext,
  bodyLimit,
}: RequestHandlerOptions): express.RequestHandler {
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res, bodyLimit(req));
      const handle = handlerOf(typeof build === "function" ? await build() : build, mode);
      const response = await handle(request, getLoadContext(req, res));
      closeAfterUnreadBody(req, res);
      await send(req, res, withFailureStatus(request, response), isPrivate(req.path));
    } catch (error) {
      next(error);
    }
  };
}

const handlers = new WeakMap<ServerBuild, ReturnType<typeof createReactRouterHandler>>();

/**
 * React Router's handler for a build, made once per build. Given a function, React Router's own handler derives
 * everything again on every request (its route table flattened and ranked, its static handler made): a tenth of
 * a portal page's server time. A build never changes once loaded (development loads a new one after an edit).
 */
function handlerOf(build: ServerBuild, mode: RequestHandlerOptions["mode"]) {
  let handle = handlers.get(build);
  if (!handle) {
    handle = createReactRouterHandler(build, mode);
    handlers.set(build, handle);
  }
  return handle;
}

/**
 * A person's data: portal pages and their `.data` answers, CSV exports, screenshots, event streams, the APIs, and
 * the pages of one purchase or draft (checkout with its prefilled answers, the gateway, the payment result, a
 * mailed draft link), a mail's unsubscribe page, and a review link's month of posts.
 */
export function isPrivate(pathname: string) {
  return /^\/(dashboard|api|checkout|sandbox-gateway|payment-success|onboarding\/resume|unsubscribe|review)(\/|\.data$|$)/.test(
    pathname,
  );
}

/** The answer React Router made, with the status noted for its failure instead of 500. */
function withFailureStatus(request: Request, response: Response) {
  const status = failureStatus(request);
  if (!status || response.status !== 500) return response;
  const type = response.headers.get("Content-Type") ?? "";
  // A page (the failure screen) and a `.data` answer (the browser renders the same screen) keep their bodies.
  if (type.startsWith("text/html") || type.startsWith("text/x-script")) {
    return new Response(response.body, { status, headers: response.headers });
  }
  // A resource route's "Unexpected Server Error" becomes the failure screen's text.
  void response.body?.cancel();
  return new Response(`${failureTexts.title}. ${failureTexts.message}`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** As `@react-router/express` builds it, with the body counted (`limitBody`). */
function toFetchRequest(req: express.Request, res: express.Response, limit: BodyLimit) {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(limitBody(req, res, limit));
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

class BodyTooLargeError extends Error {
  status = 413;
}

/**
 * The request's body through a counter: past `limit` bytes the client gets 413 at once and the connection is
 * closed, so it stops sending; the route reading the body sees it fail, and its answer is dropped.
 */
function limitBody(req: express.Request, res: express.Response, limit: BodyLimit) {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit.bytes) return callback(null, chunk);
      req.unpipe(counter);
      refuseTooLarge(req, res, limit.message);
      callback(new BodyTooLargeError(limit.message));
    },
  });
  req.on("error", (error) => counter.destroy(error));
  req.pipe(counter);
  return counter;
}

/**
 * 413 with `Connection: close`: the socket is closed once it is sent, and the rest of the body is never kept. The
 * message says what the route can take; the portal's upload forms show it as it is.
 */
export function refuseTooLarge(req: express.Request, res: express.Response, message: string) {
  req.pause();
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  lingerOnClose(req);
  res.status(413).set({ Connection: "close", "Cache-Control": "no-store" }).type("text/plain").send(message);
}

/**
 * The route answered before the body was all read (the sign-in guard's redirect, a refusal on the headers alone).
 * The rest of the body is still on its way, behind which a kept-alive connection's next request would wait, and
 * which Node resets the socket over: the client then loses its next request (ECONNRESET). The answer closes the
 * connection instead, and what still arrives is read and dropped, never kept.
 */
function closeAfterUnreadBody(req: express.Request, res: express.Response) {
  if (req.complete || res.headersSent) return;
  req.unpipe();
  lingerOnClose(req);
  res.set("Connection", "close");
}

/**
 * Node closes a `Connection: close` socket as soon as the answer is out (`destroySoon`). With the rest of a body
 * still arriving, that close is a reset, and the client may lose the 413 before reading it (it sees EPIPE). As
 * nginx's lingering close does: the socket is half-closed instead, what still arrives is read and dropped, and the
 * socket is destroyed when the client closes or after 2 s at most.
 */
function lingerOnClose(req: express.Request) {
  const socket = req.socket as typeof req.socket & { destroySoon?: () => void };
  socket.destroySoon = () => {
    socket.end();
    req.resume();
    const timer = setTimeout(() => socket.destroy(), 2000);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}

/**
 * As `@react-router/express` sends it; a private answer's Cache-Control is replaced, whatever the route set. Pages
 * and `.data` answers are held until whole and sent in one write (`sendHeld`).
 */
async function send(req: express.Request, res: express.Response, response: Response, privateAnswer: boolean) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel().catch(() => {});
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (privateAnswer && key === "cache-control") continue;
    res.append(key, value);
  }
  if (privateAnswer) res.set("Cache-Control", "private, no-store");
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    if (isHeldWhole(response.headers.get("Content-Type") ?? "")) {
      await sendHeld(req, res, response.body, keeperOf(res, response));
    } else await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

const errorTitles: Record<number, string> = {
  400: "That address can't be read",
  413: "The request is too large",
  415: "That form can't be read",
};

/**
 * The last Express error handler: whatever failed before or around React Router (a malformed %-escape in the
 * path, a body too large, the database gone while the request's context was made) ends on a small branded page with
 * the right status, never Express's own page with a stack and the server's file paths (which Express shows
 * unless NODE_ENV is "production").
 */
export function errorPage(brandName: string): express.ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) logError(error, `${req.method} ${req.path}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const failed = status >= 500;
    const title = failed ? failureTexts.title : (errorTitles[status] ?? "That request can't be answered");
    const exposed = (error as { expose?: boolean }).expose === true && typeof error.message === "string";
    const message = failed
      ? failureTexts.message
      : exposed && status !== 400
        ? error.message
        : status === 400
          ? "Please check the address and try again."
          : "Please go back and try again.";
    res
      .status(status)
      .set({
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        "X-Content-Type-Options": "nosniff",
        ...(status === 413 ? { Connection: "close" } : {}),
      })
      .type("html")
      .send(brandedPage(brandName, title, message));
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function brandedPage(brandName: string, title: string, message: string) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brandName)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b0f;color:#f5f5f7;font-family:system-ui,sans-serif;text-align:center;padding:1rem}
main{max-width:28rem}p.brand{font-weight:700;letter-spacing:.04em;color:#c4b5fd}h1{font-size:1.875rem;margin:.5rem 0}
p{color:#a1a1aa;line-height:1.5}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#7c3aed;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(brandName)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a href="/">Back to Home</a>
</main>
</body>
</html>
`;
}
