import type { SessionUser } from "~/features/accounts/index.server";
import type { LimitedServices } from "~/lib/context.server";
import { readFormResult } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { limitWrite } from "~/lib/rate-limit.server";
import { ok, type Result } from "~/lib/result";
import { type PostActor, postActor } from "./post-events.server";

type WriteServices = Pick<LimitedServices, "db" | "limiters" | "clientIp">;

/**
 * What every calendar write does first: read the form, take a point of the user's own `posts` limit (writes that
 * tell other people do, decision 25), name the actor for the history and the audit log, and load the texts the
 * answer is said in (the actor's language). The intent is given either way, so a refusal answers the form that was
 * sent.
 */
export async function beginPostWrite(
  { db, limiters, clientIp }: WriteServices,
  user: SessionUser,
  request: Request,
): Promise<{ intent: string; ready: Result<{ form: FormData; actor: PostActor; texts: PortalTexts }> }> {
  const form = await readFormResult(request);
  if (!form.ok) return { intent: "", ready: form };
  const intent = String(form.value.get("intent") ?? "");
  const texts = await portalTextsOf(request, user);
  const limit = await limitWrite(limiters, "posts", user.id, texts.m);
  if (!limit.ok) return { intent, ready: limit };
  const actor = await postActor(db, user, clientIp);
  return { intent, ready: ok({ form: form.value, actor, texts }) };
}
