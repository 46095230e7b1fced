import { requireRole } from "~/features/accounts/session.server";
import { projectMessages } from "~/features/projects/messages";
import { addProgressUpdate, connectAnalytics } from "~/features/projects/updates.server";
import type { Route } from "./+types/updates";

/** Freelancers' writes on their projects: progress updates (multipart, with screenshots) and Connect GA. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(context, request, ["freelancer"]);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ ok: false, message: projectMessages.progressFailed }, { status: 400 });
  }
  const intent = form.get("intent");
  const result =
    intent === "update"
      ? await addProgressUpdate(context.db, context.env, user, form)
      : intent === "connect-ga"
        ? await connectAnalytics(context.db, user, form)
        : { ok: false as const, status: 400, message: "Unknown form" };
  return Response.json(result.ok ? result : { ok: false, message: result.message }, {
    status: result.ok ? 200 : result.status,
  });
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
