import { isSecure } from "~/features/accounts/index.server";
import { draftLinkRequest, saveDraftRequest } from "~/features/onboarding/draft-requests.server";
import { draftRequestSchema } from "~/features/onboarding/draft-schema.server";
import { browserKeyCookie, newBrowserKey, readBrowserKey } from "~/features/onboarding/drafts.server";
import { draftMessages } from "~/features/onboarding/wizard";
import { problemInit } from "~/lib/http.server";
import { parseBody } from "~/lib/parse.server";
import type { Problem } from "~/lib/result";
import type { Route } from "./+types/drafts";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const refuse = (problem: Problem) => Response.json({ error: problem.message }, problemInit(problem));

/**
 * No draft is ever read by email here: knowing an address proves nothing. A draft goes back to a browser only
 * through the one-time link mailed to that address (`/onboarding/resume/:token`, decision 0015).
 */
export function loader() {
  return json({ error: draftMessages.readByLink }, 405, { Allow: "POST" });
}

/**
 * POST {email, data, plan}: keeps the non-sensitive answers for that work email, for this browser.
 * POST {intent: "link", email}: mails a link to continue the draft of that email, if there is one.
 * Neither answer says whether a draft exists for the email.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Not JSON, or a control character (a NUL) in any string: 400 with `{ error }`, from readJson.
  const parsed = await parseBody(request, draftRequestSchema);
  if (!parsed.ok) return refuse(parsed.problem);

  if (parsed.value.intent === "link") {
    const sent = await draftLinkRequest(context, parsed.value.email);
    return sent.ok ? json({ message: sent.value }) : refuse(sent.problem);
  }

  const key = readBrowserKey(request) ?? newBrowserKey();
  const saved = await saveDraftRequest(context, parsed.value, key);
  if (!saved.ok) return refuse(saved.problem);
  // The cookie is sent again each time: it lasts as long as the draft, 3 days after the last change.
  return json({ ok: true }, 200, { "Set-Cookie": browserKeyCookie(key, isSecure(context.env)) });
}
