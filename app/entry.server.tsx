import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/lib/nonce";
import { lowPriorityModulePreloads } from "~/lib/preload-priority.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const { pages } = loadContext;
  const cacheKey = pages.key(request, routerContext, responseStatusCode, responseHeaders);
  const cached = cacheKey ? pages.get(cacheKey, nonce) : null;
  // Tells operators (and the tests) whether a public page came from memory.
  if (cacheKey) responseHeaders.set("X-Cache", cached === null ? "MISS" : "HIT");
  if (cached !== null) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(cached, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // Every page waits for all of its content: crawlers and people get the same complete HTML in one response.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const html: string[] = [];
          const body = lowPriorityModulePreloads(
            () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              if (cacheKey && responseStatusCode === 200) pages.set(cacheKey, nonce, html.join(""));
            },
            cacheKey ? (text) => html.push(text) : undefined,
          );
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
