import path from "node:path";
import { createStaticHandler, isRouteErrorResponse, type RouteObject } from "react-router";
import { ADMIN_FORM_AREAS, type AdminFormIntent, adminFormAction } from "~/features/admin/messages";
import type { RequestContext } from "~/lib/context.server";
import { adminArea } from "~/lib/portal-areas";
import routeConfig from "~/routes";

type ConfigEntry = { id?: string; path?: string; index?: boolean; file: string; children?: ConfigEntry[] };

/** A route's id as React Router gives it: its `id`, else its file without the extension. */
const idOf = (entry: ConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

async function toRoute(entry: ConfigEntry): Promise<RouteObject> {
  const module = (await import(path.resolve("app", entry.file))) as {
    loader?: RouteObject["loader"];
    action?: RouteObject["action"];
  };
  const base = { id: idOf(entry), loader: module.loader, action: module.action };
  if (entry.index) return { ...base, index: true };
  const children = await Promise.all((entry.children ?? []).map(toRoute));
  return { ...base, path: entry.path, children };
}

let handler: Promise<ReturnType<typeof createStaticHandler>> | undefined;

/** The portal's part of the app's route tree (every `/dashboard…` route), with the real route modules. */
function portalHandler() {
  handler ??= (async () => {
    const portal = (routeConfig as ConfigEntry[]).filter((entry) => entry.path?.startsWith("dashboard"));
    return createStaticHandler([{ id: "root", path: "/", children: await Promise.all(portal.map(toRoute)) }]);
  })();
  return handler;
}

export type PortalAnswer = {
  status: number;
  /** A GET: every matched route's loader data merged, the layouts first. A POST: the action's data. */
  // biome-ignore lint/suspicious/noExplicitAny: a page's merged loader data, read by shape in each test
  data: any;
  location: string | null;
  /** The text of a refusal (a thrown 403 or 404). */
  error?: string;
  /** A POST's answer headers (a limit's Retry-After). */
  headers?: Headers;
};

/**
 * A request to the portal as React Router serves it: the layouts' and the page's loaders together (so a layout's
 * guard or redirect counts), or the action of the route the address names (`?index` for an index route).
 */
export async function callPortal(request: Request, context: RequestContext): Promise<PortalAnswer> {
  const portal = await portalHandler();
  if (request.method !== "GET") {
    try {
      const result = await portal.queryRoute(request, { requestContext: context });
      return answerOf(result);
    } catch (thrown) {
      if (thrown instanceof Response) return answerOf(thrown);
      throw thrown;
    }
  }
  const result = await portal.query(request, { requestContext: context });
  if (result instanceof Response) return answerOf(result);
  const thrown = Object.values(result.errors ?? {})[0];
  if (thrown !== undefined) {
    if (isRouteErrorResponse(thrown))
      return { status: thrown.status, data: undefined, location: null, error: String(thrown.data) };
    throw thrown;
  }
  const data = Object.assign({}, ...result.matches.map((m) => result.loaderData[m.route.id] ?? {}));
  return { status: result.statusCode, data, location: null };
}

/**
 * A GET of a portal page as a browser follows it: redirects (the spec's `?tab=` addresses, the role dashboards) are
 * followed, up to three, and the page's answer is given with the address it ended at.
 */
export async function loadPortal(url: string, cookie: string | undefined, context: RequestContext) {
  let at = new URL(url, "http://localhost:3000");
  for (let hop = 0; hop < 4; hop++) {
    const answer = await callPortal(new Request(at, { headers: cookie ? { Cookie: cookie } : {} }), context);
    if (!answer.location || answer.location.startsWith("/dashboard/auth") || hop === 3) return { ...answer, url: at };
    at = new URL(answer.location, at);
  }
  throw new Error("unreachable");
}

/** A form POST to a portal address as `cookie`'s user, from the site's own origin. */
export function portalPost(url: string, cookie: string | undefined, fields: Record<string, string>) {
  return new Request(new URL(url, "http://localhost:3000"), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

async function answerOf(result: unknown): Promise<PortalAnswer> {
  if (result instanceof Response) {
    // queryRoute answers a `data()` value as JSON.
    if (result.headers.get("content-type")?.includes("application/json")) {
      return { status: result.status, data: await result.json(), location: null, headers: result.headers };
    }
    const text = result.status >= 300 && result.status < 400 ? "" : await result.clone().text();
    return {
      status: result.status,
      data: undefined,
      location: result.headers.get("location"),
      error: text || undefined,
      headers: result.headers,
    };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = (result as { init?: ResponseInit | null }).init;
    const headers = new Headers(init?.headers);
    return { status: init?.status ?? 200, data: (result as { data: unknown }).data, location: null, headers };
  }
  return { status: 200, data: result, location: null, headers: new Headers() };
}

/** Where a test's admin form posts: its area's page; an intent no area runs goes to Projects, which refuses it. */
export const adminFormPath = (intent: string) =>
  Object.hasOwn(ADMIN_FORM_AREAS, intent) ? adminFormAction(intent as AdminFormIntent) : adminArea("projects");
