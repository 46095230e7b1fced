import { handleNotify } from "~/features/billing/notify.server";
import type { Route } from "./+types/payments-notify";

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** PayHere's notify_url (and our sandbox gateway's). Answers 200 once recorded; 4xx for anything it refuses. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) {
    return text(415, "Expected application/x-www-form-urlencoded");
  }
  let form: Record<string, string>;
  try {
    const data = await request.formData();
    form = Object.fromEntries([...data.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  } catch {
    return text(400, "Unreadable form body");
  }
  const result = await handleNotify(context.db, context.env, form);
  return text(result.status, result.message);
}

export function loader() {
  return text(405, "Use POST");
}
