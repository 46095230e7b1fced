import { requireUser } from "~/features/accounts/index.server";
import { askAboutProject, askSchema } from "~/features/insights/ask.server";
import { answer } from "~/lib/answer.server";
import { dbAndEnv } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { parseFormData } from "~/lib/parse.server";
import type { Route } from "./+types/assistant";

/** The AI assistant's question about one project, from whichever page shows the box (the feature checks access). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const parsed = parseFormData(await readForm(request), askSchema);
  const result = parsed.ok ? await askAboutProject(dbAndEnv(context), user, parsed.value) : parsed;
  return answer(result.ok ? { ok: true, value: { answer: result.value } } : result);
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
