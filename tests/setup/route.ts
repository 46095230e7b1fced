import type { RequestContext } from "~/lib/context.server";

type RouteFn<A> = (args: A) => unknown;

/** Calls a route's loader or action as React Router would, and gives back the status and the body. */
export async function callRoute<A>(fn: RouteFn<A>, request: Request, context: RequestContext, params = {}) {
  const result = await fn({ request, context, params } as A);
  if (result instanceof Response) return { status: result.status, data: undefined as unknown, response: result };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = (result as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 200, data: (result as { data: unknown }).data, response: undefined };
  }
  return { status: 200, data: result, response: undefined };
}
