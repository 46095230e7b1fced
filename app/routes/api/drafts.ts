import { isSecure } from "~/features/accounts/session.server";
import { EMAIL_PATTERN } from "~/features/leads/contact";
import {
  browserKeyCookie,
  cleanDraft,
  cleanPlan,
  newBrowserKey,
  readBrowserKey,
  saveDraft,
  sendDraftLink,
} from "~/features/onboarding/drafts.server";
import { draftMessages } from "~/features/onboarding/wizard";
import { readJson } from "~/lib/forms.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import type { Route } from "./+types/drafts";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

function email(value: unknown) {
  const e = typeof value === "string" ? value.trim().toLowerCase() : "";
  return EMAIL_PATTERN.test(e) && e.length <= 254 ? e : null;
}

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
  const body = (await readJson(request)) as { email?: unknown; data?: unknown; plan?: unknown; intent?: unknown };
  if (typeof body !== "object" || body === null) return json({ error: "Expected a JSON object" }, 400);
  const intent = body.intent ?? "save";
  if (intent !== "save" && intent !== "link") return json({ error: "Unknown request" }, 400);
  const address = email(body.email);
  if (!address) return json({ error: "Please enter a valid email address" }, 400);

  if (intent === "link") {
    // Per IP and per address: a script can neither mail one inbox over and over nor try address after address.
    for (const key of [`ip:${context.clientIp}`, `email:${address}`]) {
      const limit = await consume(context.limiters.draftLinks, key);
      if (!limit.ok) return json({ error: retryText(limit.retryAfterSeconds) }, 429);
    }
    await sendDraftLink(context.db, context.env.PUBLIC_URL, address);
    return json({ message: draftMessages.linkSent });
  }

  const limit = await consume(context.limiters.drafts, context.clientIp);
  if (!limit.ok) return json({ error: retryText(limit.retryAfterSeconds) }, 429);
  const key = readBrowserKey(request) ?? newBrowserKey();
  await saveDraft(context.db, address, cleanDraft(body.data), key, cleanPlan(body.plan));
  // The same answer whether the draft was written or left alone (another browser's), so saving tells nothing
  // either. The cookie is sent again each time: it lasts as long as the draft, 3 days after the last change.
  return json({ ok: true }, 200, { "Set-Cookie": browserKeyCookie(key, isSecure(context.env)) });
}
