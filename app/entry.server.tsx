import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { cachedAddressOf } from "~/features/site/page-handle";
import { cspNonceContext, pagesContext } from "~/lib/context.server";
import { finishDocumentStream } from "~/lib/document.server";
import { logError, noteFailure, routeOf } from "~/lib/errors.server";
import { localeOfPath } from "~/lib/locale";
import { NonceProvider } from "~/lib/nonce";

// React Router rejects a loader's still-pending promises after this long, so a render never waits forever.
export const streamTimeout = 5_000;

/**
 * Every error a loader, an action or the render throws comes here (React Router's own logging is replaced). It is
 * logged without the values it carried (`logError`), and noted so that the answer gets the status it deserves:
 * 503 while the database is out of reach, not the 500 React Router gives any thrown error (`server/app.ts`).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  noteFailure(request, error);
  // A visitor who went away aborted the request: what failed with it is no news. Nor is a request React Router
  // answered 4xx itself (a POST to a page without an action).
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logError(error, routeOf(request));
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Another spelling of a cached page's address was redirected before React Router (server/cached-pages.ts).
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const pages = loadContext.get(pagesContext);
  const nonce = loadContext.get(cspNonceContext);
  // A page the cache holds is sent before React Router (server/cached-pages.ts); this render fills it, when the
  // route's handle declares a cached page.
  const cacheKey = pages.key(request, cachedAddress(routerContext), responseStatusCode, responseHeaders);
  if (cacheKey) responseHeaders.set("X-Cache", "MISS");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return renderDocument({
    request,
    routerContext,
    nonce,
    status: responseStatusCode,
    headers: responseHeaders,
    wholePage: wantsWholePage(request, routerContext),
    store: cacheKey ? (html) => pages.set(cacheKey, nonce, html) : undefined,
  });
}

/** The address at which the page cache may keep the page this request rendered: its route's handle says. */
function cachedAddress(routerContext: EntryContext) {
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  if (!leaf) return null;
  return cachedAddressOf(routerContext.routeModules[leaf.route.id]?.handle, localeOfPath(leaf.pathname));
}

/**
 * In the portal, people get the shell as soon as it is ready, and whatever waits behind a Suspense boundary streams
 * in after it. Public pages, and crawlers anywhere, get the whole page in one piece: a boundary streamed in later
 * only shows with JavaScript, and the public pages work without it (the page cache stores them whole too).
 */
function wantsWholePage(request: Request, routerContext: EntryContext) {
  const userAgent = request.headers.get("user-agent");
  const leaf = routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? "";
  const portal = leaf.startsWith("routes/dashboard/");
  return !portal || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
}

type DocumentRender = {
  request: Request;
  routerContext: EntryContext;
  nonce: string;
  status: number;
  headers: Headers;
  wholePage: boolean;
  /** Keeps the finished page in the page cache, when it may be kept. */
  store: ((html: string) => void) | undefined;
};

/** Streams the page: from its shell, or once all of it is ready (`wholePage`). */
function renderDocument({ request, routerContext, nonce, headers, wholePage, store, ...render }: DocumentRender) {
  let status = render.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ready = () => {
      shellRendered = true;
      // `pages.key` only keys a 200 answer without cookies; a render that failed since is not kept either.
      const body = documentBody(status === 200 ? store : undefined);
      body.on("finish", () => clearTimeout(timer));
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React moves a large finished boundary out of place, to be swapped in by a script: a whole page keeps
        // every part where it belongs, so it reads the same without JavaScript.
        progressiveChunkSize: wholePage ? Number.POSITIVE_INFINITY : undefined,
        onShellReady: wholePage ? undefined : ready,
        onAllReady: wholePage ? ready : undefined,
        onShellError: reject,
        onError(error) {
          status = 500;
          // Errors before the shell is ready reject the promise and reach `handleError`.
          if (shellRendered) logError(error, routeOf(request));
        },
      },
    );
    // Gives React a moment past the router's own timeout to send what it has and close the stream.
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** In development the page goes out as React writes it, with Vite's module scripts where they are. */
function documentBody(store: ((html: string) => void) | undefined) {
  return import.meta.env.DEV ? new PassThrough() : finishDocumentStream(store);
}
