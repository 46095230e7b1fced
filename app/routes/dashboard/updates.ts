import { requireRole } from "~/features/accounts/index.server";
import { projectAnswers } from "~/features/projects/messages";
import { addProgressUpdate, connectAnalytics, type UpdateResult } from "~/features/projects/updates.server";
import { updatesSchemaOf, updateUploadsOf } from "~/features/projects/updates-schema.server";
import { dbAndEnv, dbContext, limitersContext, storageContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import { parseFormData } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { limitWrite } from "~/lib/rate-limit.server";
import { limitAnswer } from "~/lib/result";
import { readUploadForm } from "~/lib/uploads.server";
import type { Route } from "./+types/updates";

/**
 * Freelancers' writes on their projects: progress updates (multipart, with screenshots) and Connect GA. The
 * screenshots are on disk while the action runs (`readUploadForm`), and are removed once it answers. Every answer is
 * in the freelancer's language (decision 49).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(dbAndEnv(context), request, ["freelancer"]);
  const texts = await portalTextsOf(request, user);
  const a = projectAnswers(texts.m);
  const upload = await readUploadForm(request, updateUploadsOf(a));
  if (!upload.ok) return answer(upload);
  try {
    const parsed = parseFormData(upload.value.form, updatesSchemaOf(a));
    if (!parsed.ok) return answer(parsed);
    const input = parsed.value;
    if (input.intent !== "update") return answer(await connectAnalytics(context.get(dbContext), user, input, a));
    // A progress update tells the client and every admin: limited per freelancer before anything is stored.
    const limit = await limitWrite(context.get(limitersContext), "progressUpdates", user.id, texts.m);
    if (!limit.ok) return answer(limit);
    return answer(await addProgressUpdate(context.get(dbContext), context.get(storageContext), user, input, a, texts));
  } finally {
    await upload.value.discard();
  }
}

/** The dialog reads `{ ok, message }` whatever the outcome, and a limit's refusal says it is one (`limitAnswer`). */
function answer(result: UpdateResult) {
  if (result.ok) return Response.json({ ok: true, message: result.value.message });
  const { problem } = result;
  return Response.json({ ok: false, message: problem.message, ...limitAnswer(problem) }, problemInit(problem));
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
