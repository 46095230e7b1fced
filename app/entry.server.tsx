import { renderToStringAsync } from "preact-render-to-string";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { finishDocument } from "~/lib/document.server";
import { NonceProvider } from "~/lib/nonce";

// React Router rejects a loader's still-pending promises after this long, so a render never waits forever.
export const streamTimeout = 5_000;

export default async function handleRequest(
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

  // Every page waits for all of its content: crawlers and people get the same complete HTML in one response.
  const html = finishDocument(
    await renderToStringAsync(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
    ),
  );
  // A key is only given to a 200 answer without cookies (`pages.key`).
  if (cacheKey) pages.set(cacheKey, nonce, html);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
