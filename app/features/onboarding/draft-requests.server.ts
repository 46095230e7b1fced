import { z } from "zod";
import { isSecure } from "~/features/accounts/index.server";
import { answer } from "~/lib/answer.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { Locale } from "~/lib/locale";
import { parseBody, parseValue } from "~/lib/parse.server";
import { consume, type RateLimiters, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { m } from "~/paraglide/messages.js";
import { type DraftRequest, draftLocaleSchema, draftRequestSchemaIn } from "./draft-schema.server";
import { browserKeyCookie, newBrowserKey, readBrowserKey, saveDraft, sendDraftLink } from "./drafts.server";

/**
 * What the drafts API does with a request it has parsed. Neither answer says whether a draft exists for the email:
 * a save that leaves another browser's draft alone answers like one that wrote, and a link is "sent" either way.
 */

/** What a draft request needs of the server: the database, the limits, the site's address, the asker's address. */
export type DraftDeps = {
  db: Db;
  limiters: Pick<RateLimiters, "drafts" | "draftLinks">;
  env: Pick<Env, "PUBLIC_URL">;
  /** The asker's address as the limits count it (an IPv6 address by its /64). */
  clientKey: string;
};

const limited = (seconds: number, locale: Locale) =>
  fail("limited", retryText(seconds, locale), { retryAfterSeconds: seconds });

/** Keeps the non-sensitive answers for the work email, for the browser holding `browserKey`. */
export async function saveDraftRequest(
  deps: DraftDeps,
  { email, data, plan, locale }: DraftRequest,
  browserKey: string,
): Promise<Result> {
  const limit = await consume(deps.limiters.drafts, deps.clientKey);
  if (!limit.ok) return limited(limit.retryAfterSeconds, locale);
  await saveDraft(deps.db, email, data, browserKey, plan);
  return ok();
}

/** Mails a link to continue the draft of `email`, if there is one, in the language the wizard was used in. */
export async function draftLinkRequest(deps: DraftDeps, email: string, locale: Locale = "en"): Promise<Result<string>> {
  // Per IP and per address: a script can neither mail one inbox over and over nor try address after address.
  for (const key of [`ip:${deps.clientKey}`, `email:${email}`]) {
    const limit = await consume(deps.limiters.draftLinks, key);
    if (!limit.ok) return limited(limit.retryAfterSeconds, locale);
  }
  await sendDraftLink(deps.db, deps.env.PUBLIC_URL, email, locale);
  return ok(m.onboarding_draft_link_sent({}, { locale }));
}

/**
 * A parsed request, saved or mailed: what it answers (a link request's sentence) and, for a save, the browser-key
 * cookie to send again (it lasts as long as the draft, 3 days after the last change). `browserKey` is the one the
 * browser sent, if any.
 */
export async function handleDraftRequest(
  deps: DraftDeps,
  request: DraftRequest,
  browserKey: string | null,
): Promise<{ result: Result<{ message?: string }>; cookie?: string }> {
  if (request.intent === "link") {
    const sent = await draftLinkRequest(deps, request.email, request.locale);
    return { result: sent.ok ? ok({ message: sent.value }) : sent };
  }
  const key = browserKey ?? newBrowserKey();
  const saved = await saveDraftRequest(deps, request, key);
  if (!saved.ok) return { result: saved };
  return { result: ok({}), cookie: browserKeyCookie(key, isSecure(deps.env)) };
}

/**
 * A draft request as the wizard's fetchers and the drafts API post it: read (bad input is a 400 with the reason),
 * handled, and answered through the one answer contract. The answer, a browser's draft key, is no-one else's.
 */
export async function answerDraftRequest(request: Request, deps: DraftDeps) {
  // The language first, so that every other refusal speaks it.
  const body = await parseBody(request, z.unknown());
  if (!body.ok) return answer(body);
  const language = parseValue(body.value, draftLocaleSchema);
  if (!language.ok) return answer(language);
  const parsed = parseValue(body.value, draftRequestSchemaIn(language.value.locale));
  if (!parsed.ok) return answer(parsed);
  const { result, cookie } = await handleDraftRequest(deps, parsed.value, readBrowserKey(request));
  return answer(result, { headers: { "Cache-Control": "no-store", ...(cookie ? { "Set-Cookie": cookie } : {}) } });
}
