import { handleNotify } from "~/features/billing/notify.server";
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
  const form = Object.fromEntries(new URLSearchParams(body));
  const result = await handleNotify(context.db, context.env, form);
  return text(result.status, result.message);
}

export function loader() {
  return text(405, "Use POST");
}
