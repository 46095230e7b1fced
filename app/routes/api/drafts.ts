import { answerDraftRequest } from "~/features/onboarding/draft-requests.server";
import { limitedServices } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/drafts";

/**
 * No draft is ever read by email here: knowing an address proves nothing. A draft goes back to a browser only
 * through the one-time link mailed to that address (`/onboarding/resume/:token`, decision 0015). Said in the language
 * of the last public page seen (the `site_locale` cookie; the asker is anonymous), else English.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { m } = await portalTextsOf(request, null);
  const refused = { ok: false, message: m.buy_draft_read_by_link() };
  return Response.json(refused, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}

/**
 * The drafts API for callers other than the wizard, whose page has the same action (routes/onboarding/onboarding):
 * POST {email, data, plan} keeps the non-sensitive answers for that work email, for this browser; POST {intent:
 * "link", email} mails a link to continue the draft of that email, if there is one. Neither answer says whether a
 * draft exists for the email. Bad input (not JSON, a control character in any string) is a 400 with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, limiters, env, clientKey } = limitedServices(context);
  return answerDraftRequest(request, { db, limiters, env, clientKey });
}
