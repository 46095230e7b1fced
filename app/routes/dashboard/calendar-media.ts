import { redirect } from "react-router";
import { requireUser, type SessionUser } from "~/features/accounts/index.server";
import {
  addMedia,
  changeMedia,
  type MediaInput,
  type MediaServices,
  mediaSchemaOf,
  mediaUploadsOf,
  type PostActor,
  postActor,
  writablePost,
} from "~/features/calendar/index.server";
import { dbAndEnv, limitedServices, storageContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import { parseFormData } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { limitWrite } from "~/lib/rate-limit.server";
import type { Result } from "~/lib/result";
import { readUploadForm } from "~/lib/uploads.server";
import type { Route } from "./+types/calendar-media";

/**
 * A post's pictures and video (decision 41): add one (multipart, streamed to disk and checked by its bytes as it
 * arrives), remove one, move one up or down, or change its alt text. Who may is the feature's to say: the post's
 * writer or an admin, while the post may be edited. Each write takes a point of the user's `posts` limit, and is
 * answered in the user's language.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const services = limitedServices(context);
  const texts = await portalTextsOf(request, user);
  // Refused on the address alone before a byte of a file is read: a client or another writer never uploads.
  const post = await writablePost(services.db, user, params.postId, texts.m);
  if (!post.ok) return respond(request, params.postId, post);
  const upload = await readUploadForm(request, mediaUploadsOf(texts.m));
  try {
    const parsed = upload.ok ? parseFormData(upload.value.form, mediaSchemaOf(texts.m)) : upload;
    if (!parsed.ok) return respond(request, params.postId, parsed);
    const limit = await limitWrite(services.limiters, "posts", user.id, texts.m);
    if (!limit.ok) return respond(request, params.postId, limit, parsed.value.intent);
    const actor = await postActor(services.db, user, services.clientIp);
    const media = { db: services.db, storage: context.get(storageContext) };
    const result = await run(media, user, params.postId, parsed.value, actor, texts);
    return respond(request, params.postId, result, parsed.value.intent);
  } finally {
    if (upload.ok) await upload.value.discard();
  }
}

function run(
  services: MediaServices,
  user: SessionUser,
  postId: string,
  input: MediaInput,
  actor: PostActor,
  texts: PortalTexts,
) {
  return input.intent === "add-media"
    ? addMedia(services, user, postId, input, actor, texts)
    : changeMedia(services, user, postId, input, actor, texts.m);
}

/**
 * The page's fetchers read the answer as data; a form posted without JavaScript goes back to the post after a write
 * that worked, or reads the refusal in plain words.
 */
function respond(request: Request, postId: string, result: Result<object>, intent?: string) {
  if (request.headers.get("Accept")?.includes("text/html")) {
    if (result.ok) return redirect(`/dashboard/calendar/posts/${postId}`, 303);
    return new Response(result.problem.message, {
      ...problemInit(result.problem),
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const named = { intent: intent ?? "media" };
  if (result.ok) return Response.json({ ok: true, ...named, ...result.value });
  return Response.json({ ok: false, ...named, message: result.problem.message }, problemInit(result.problem));
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
