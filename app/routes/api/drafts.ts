import { EMAIL_PATTERN } from "~/features/leads/contact";
import { cleanDraft, findDraft, saveDraft } from "~/features/onboarding/drafts.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import type { Route } from "./+types/drafts";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

function email(value: unknown) {
  const e = typeof value === "string" ? value.trim().toLowerCase() : "";
  return EMAIL_PATTERN.test(e) && e.length <= 254 ? e : null;
}

/** GET ?email=: the saved draft for that work email, if one is younger than 3 days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const address = email(new URL(request.url).searchParams.get("email"));
  if (!address) return json({ error: "Please enter a valid email address" }, 400);
  const limit = await consume(context.limiters.drafts, context.clientIp);
  if (!limit.ok) return json({ error: retryText(limit.retryAfterSeconds) }, 429);
  return json({ draft: await findDraft(context.db, address) });
}

/** POST {email, data}: keeps the non-sensitive answers for that work email. */
export async function action({ request, context }: Route.ActionArgs) {
  let body: { email?: unknown; data?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return json({ error: "Expected a JSON body" }, 400);
  }
  const address = email(body?.email);
  if (!address) return json({ error: "Please enter a valid email address" }, 400);
  const limit = await consume(context.limiters.drafts, context.clientIp);
  if (!limit.ok) return json({ error: retryText(limit.retryAfterSeconds) }, 429);
  await saveDraft(context.db, address, cleanDraft(body.data));
  return json({ saved: true });
}
