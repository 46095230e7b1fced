import {
  requireSandbox,
  type SandboxApiAnswer,
  sandboxApiCall,
  sandboxBadToken,
  sandboxBearerValid,
  sandboxToken,
} from "~/features/sandbox-gateway/index.server";
import { dbAndEnv } from "~/lib/context.server";
import type { Route } from "./+types/sandbox-merchant-api";

const json = ({ status, body }: SandboxApiAnswer) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** The part of the path after /merchant/v1/. */
const apiPath = (params: Route.LoaderArgs["params"]) => (params["*"] ?? "").replace(/\/+$/, "");

/**
 * The local sandbox gateway's merchant API (docs/architecture.md, Billing): PayHere's OAuth token, Subscription
 * Manager, refund and payment search, answered over the sandbox's own records. Not found where the sandbox is not
 * the gateway, as its payment page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = dbAndEnv(context);
  requireSandbox(env);
  if (!(await sandboxBearerValid(db, request.headers.get("authorization")))) return json(sandboxBadToken());
  const call = { db, env, body: null, query: new URL(request.url).searchParams };
  return json(await sandboxApiCall(call, "GET", apiPath(params)));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, env } = dbAndEnv(context);
  requireSandbox(env);
  // The body is read before anything is refused: a reply to a half-read request resets the connection.
  const text = await request.text().catch(() => null);
  if (text === null) return json({ status: 400, body: { status: -1, msg: "Unreadable body", data: null } });
  const path = apiPath(params);
  const authorization = request.headers.get("authorization");
  if (path === "oauth/token") {
    return json(await sandboxToken(db, env, authorization, new URLSearchParams(text)));
  }
  if (!(await sandboxBearerValid(db, authorization))) return json(sandboxBadToken());
  const body = parseJson(text);
  if (body === undefined) return json({ status: 400, body: { status: -1, msg: "Expected a JSON body", data: null } });
  const call = { db, env, body, query: new URL(request.url).searchParams };
  return json(await sandboxApiCall(call, request.method, path));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
