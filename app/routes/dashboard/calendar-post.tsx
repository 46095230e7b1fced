import { requireUser } from "~/features/accounts/index.server";
import { PostPage } from "~/features/calendar/components/post-page";
import {
  applyMove,
  beginPostWrite,
  editPost,
  moveSchemaOf,
  postFormValue,
  postSchemaOf,
  postView,
} from "~/features/calendar/index.server";
import { calendarMessages } from "~/features/calendar/messages";
import { reloadOn } from "~/features/realtime";
import { answer } from "~/lib/answer.server";
import { dbAndEnv, dbContext, limitedServices } from "~/lib/context.server";
import { parseValue } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { fail } from "~/lib/result";
import type { Route } from "./+types/calendar-post";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.pageTitle ?? "Post | Content calendar | Fli DESK" },
];

/** One post of the calendar for whoever may see its client's calendar; any other id is a 404, as if absent. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  // The tab's title and the warnings in the person's language, built here since `meta` has no hook for the texts.
  const { m } = await portalTextsOf(request, user);
  const view = await postView(context.get(dbContext), user, params.postId, m);
  if (!view) throw new Response("Not Found", { status: 404 });
  return { role: user.role, pageTitle: m.calendar_post_page_title({ title: view.post.title }), ...view };
}

/** A move of the post's workflow, or the writer's edit; the features check who may. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { intent, ready } = await beginPostWrite(limitedServices(context), user, request);
  if (!ready.ok) return answer(ready, { intent });
  const { form, actor, texts } = ready.value;
  if (intent === "move") {
    const fields = Object.fromEntries(["move", "note", "url", "version"].map((k) => [k, form.get(k) ?? undefined]));
    const input = parseValue(fields, moveSchemaOf(texts.m));
    if (!input.ok) return answer(input, { intent });
    return answer(await applyMove(context.get(dbContext), user, params.postId, input.value, actor, texts), { intent });
  }
  if (intent !== "edit") return answer(fail("invalid", calendarMessages(texts.m).unknownForm), { intent });
  const input = parseValue(postFormValue(form), postSchemaOf(texts.m));
  if (!input.ok) return answer(input, { intent });
  return answer(await editPost(context.get(dbContext), user, params.postId, input.value, actor, texts), { intent });
}

export const shouldRevalidate = reloadOn(["post"]);

export default function CalendarPost({ loaderData }: Route.ComponentProps) {
  return <PostPage data={loaderData} />;
}
