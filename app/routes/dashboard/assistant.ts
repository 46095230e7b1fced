import { requireUser } from "~/features/accounts/index.server";
import { askAboutProject, askSchema } from "~/features/insights/ask.server";
import { answer } from "~/lib/answer.server";
import { dbAndEnv } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { parseFormData } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/assistant";

/** The AI assistant's question about one project, from whichever page shows the box (the feature checks access). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  // Refusals and the local guidance in the asker's language (their profile's, else the site's cookie).
  const texts = await portalTextsOf(request, user);
  const parsed = parseFormData(await readForm(request), askSchema(texts.m));
  const result = parsed.ok ? await askAboutProject(dbAndEnv(context), user, parsed.value, texts) : parsed;
  return answer(result.ok ? { ok: true, value: { answer: result.value } } : result);
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
