import { handleNotify } from "~/features/billing/index.server";
import { dbContext, envContext } from "~/lib/context.server";
import { problemResponse } from "~/lib/http.server";
import type { Route } from "./+types/payments-notify";

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * PayHere's notify_url (and our sandbox gateway's). Answers 200 once recorded (committed), 4xx for anything it
 * refuses, 503 when it could not record it: PayHere sends a notify again until it gets a 200.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The body is read before anything is refused: a reply to a half-read request resets the connection.
  const body = await request.text().catch(() => null);
  if (body === null) return text(400, "Unreadable form body");
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) {
    return text(415, "Expected application/x-www-form-urlencoded");
  }
  // handleNotify checks the fields with its schema; every one of them is kept with the payment as PayHere sent it.
  const result = await handleNotify(
    context.get(dbContext),
    context.get(envContext),
    Object.fromEntries(new URLSearchParams(body)),
  );
  return result.ok ? text(200, result.value) : problemResponse(result.problem);
}

export function loader() {
  return text(405, "Use POST");
}
