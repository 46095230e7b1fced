import { requireRole } from "~/features/accounts/session.server";
import { addProgressUpdate, connectAnalytics } from "~/features/projects/updates.server";
import { readForm } from "~/lib/forms.server";
import type { Route } from "./+types/updates";

/** Freelancers' writes on their projects: progress updates (multipart, with screenshots) and Connect GA. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(context, request, ["freelancer"]);
  const form = await readForm(request);
  const intent = form.get("intent");
  const result =
    intent === "update"
      ? await addProgressUpdate(context.db, context.storage, user, form)
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
