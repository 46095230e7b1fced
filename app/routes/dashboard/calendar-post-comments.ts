import { redirect } from "react-router";
import { requireUser, type SessionUser } from "~/features/accounts/index.server";
import { type PostCommentInput, postCommentSchemaOf } from "~/features/calendar/comments/comment-schema.server";
import { addPostComment, deletePostComment, editPostComment } from "~/features/calendar/comments/post-comments.server";
import { answer } from "~/lib/answer.server";
import { dbAndEnv, limitedServices } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { problemInit } from "~/lib/http.server";
import { parseFormData, readFormResult } from "~/lib/parse.server";
import { postPage } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { limitWrite, type RateLimiters } from "~/lib/rate-limit.server";
import type { Result } from "~/lib/result";
import type { Route } from "./+types/calendar-post-comments";

/**
 * A post's comments: add, edit, delete (decision 40). The feature says who may; a user's comments here count
 * against the same `comments` limit as their comments on updates, taken once the input has parsed. Answered in the
 * writer's language.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { db, limiters } = limitedServices(context);
  const { m } = await portalTextsOf(request, user);
  const form = await readFormResult(request);
  const parsed = form.ok ? parseFormData(form.value, postCommentSchemaOf(m)) : form;
  const intent = form.ok ? String(form.value.get("intent") ?? "") : "";
  const result = parsed.ok ? await limitedRun(limiters, db, user, params.postId, parsed.value, m) : parsed;
  // A page without JavaScript: back to the comments, or the refusal in plain words.
  if (request.headers.get("Accept")?.includes("text/html")) {
    if (!result.ok) return new Response(result.problem.message, { ...problemInit(result.problem), headers: PLAIN });
    return redirect(`${postPage(params.postId)}#comments`, 303);
  }
  return answer(result, { intent });
}

const PLAIN = { "Content-Type": "text/plain; charset=utf-8" };

async function limitedRun(
  limiters: RateLimiters,
  db: Db,
  user: SessionUser,
  postId: string,
  input: PostCommentInput,
  m: PortalMessages,
): Promise<Result<{ message: string; id?: string }>> {
  const limit = await limitWrite(limiters, "comments", user.id, m);
  return limit.ok ? run(db, user, postId, input, m) : limit;
}

function run(db: Db, user: SessionUser, postId: string, input: PostCommentInput, m: PortalMessages) {
  switch (input.intent) {
    case "comment":
      return addPostComment(db, user, postId, input, m);
    case "edit-comment":
      return editPostComment(db, user, postId, input, m);
    case "delete-comment":
      return deletePostComment(db, user, postId, input, m);
  }
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
