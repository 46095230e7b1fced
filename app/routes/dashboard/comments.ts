import { redirect } from "react-router";
import type { SessionUser } from "~/features/accounts/index.server";
import { requireUser } from "~/features/accounts/index.server";
import { type CommentAnswers, commentAnswers, commentRules, updateLink } from "~/features/projects/comment-rules";
import { addComment, type CommentResult, deleteComment, editComment } from "~/features/projects/comments.server";
import { type CommentsInput, commentsSchemaOf, commentUploadsOf } from "~/features/projects/comments-schema.server";
import { decideUpdate } from "~/features/projects/decisions.server";
import { actorOf } from "~/lib/audit.server";
import { dbAndEnv, type LimitedServices, limitedServices, storageContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import { parseFormData } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { limitWrite, type WriteLimitName } from "~/lib/rate-limit.server";
import { limitAnswer, type Result } from "~/lib/result";
import type { Storage } from "~/lib/storage.server";
import { readUploadForm } from "~/lib/uploads.server";
import type { Route } from "./+types/comments";

/**
 * Comments and decisions on progress updates, for every role (multipart: a comment may carry an image). Who may
 * do what is the feature's to say: the update's project must be one the user sees, a decision the client's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  // Every answer comes back in the writer's language (decision 49).
  const texts = await portalTextsOf(request, user);
  const { m } = texts;
  const a = commentAnswers(m);
  // The image is on disk while the action runs, and removed once it answers.
  const upload = await readUploadForm(request, commentUploadsOf(a));
  try {
    const parsed = upload.ok ? parseFormData(upload.value.form, commentsSchemaOf(commentRules(m), a)) : upload;
    const result = parsed.ok
      ? await run({ ...limitedServices(context), storage: context.get(storageContext) }, user, parsed.value, a, texts)
      : parsed;
    return respond(request, parsed, result);
  } finally {
    if (upload.ok) await upload.value.discard();
  }
}

/** The comment form posted as a page (no JavaScript): back to the update, or the refusal in plain words. */
function respond(request: Request, parsed: Result<CommentsInput>, result: CommentResult) {
  if (request.headers.get("Accept")?.includes("text/html")) {
    if (!result.ok) return new Response(result.problem.message, { ...problemInit(result.problem), headers: PLAIN });
    if (parsed.ok && parsed.value.updateId) return redirect(updateLink(parsed.value.updateId), 303);
  }
  return answer(result);
}

const PLAIN = { "Content-Type": "text/plain; charset=utf-8" };

// Each write here tells the project's other people: a user's comments (edits too) and decisions are limited apart.
const limitOf: Record<CommentsInput["intent"], WriteLimitName> = {
  comment: "comments",
  "edit-comment": "comments",
  "delete-comment": "comments",
  approve: "decisions",
  "request-changes": "decisions",
};

type CommentServices = Pick<LimitedServices, "db" | "limiters" | "clientIp"> & { storage: Storage };

async function run(
  services: CommentServices,
  user: SessionUser,
  input: CommentsInput,
  a: CommentAnswers,
  texts: PortalTexts,
): Promise<CommentResult> {
  const { db, storage, clientIp, limiters } = services;
  const limit = await limitWrite(limiters, limitOf[input.intent], user.id, texts.m);
  if (!limit.ok) return limit;
  switch (input.intent) {
    case "comment":
      return addComment(db, storage, user, input, a, texts);
    case "edit-comment":
      return editComment(db, user, input, undefined, a);
    case "delete-comment":
      return deleteComment(db, storage, user, input, undefined, a);
    case "approve":
      return decideUpdate(
        db,
        user,
        { updateId: input.updateId, decision: "approved", reason: null },
        actorOf(user, clientIp),
        a,
      );
    case "request-changes": {
      const decision = { updateId: input.updateId, decision: "changes-requested", reason: input.reason } as const;
      return decideUpdate(db, user, decision, actorOf(user, clientIp), a);
    }
  }
}

/** The forms read `{ ok, message }` whatever the outcome, and a limit's refusal says it is one (`limitAnswer`). */
function answer(result: CommentResult) {
  if (result.ok) return Response.json({ ok: true, message: result.value.message });
  const { problem } = result;
  return Response.json({ ok: false, message: problem.message, ...limitAnswer(problem) }, problemInit(problem));
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
