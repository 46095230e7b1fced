import { data, redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { NotificationList } from "~/features/notifications/components/notification-list";
import { listNotifications, markAllRead, openNotification } from "~/features/notifications/inbox.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { useLastActionData } from "~/lib/use-last-action-data";
import type { Route } from "./+types/notifications";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** The user's own notifications, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const rows = await listNotifications(context.get(dbContext), user.id);
  const { m } = await portalTextsOf(request, user);
  return {
    title: m.notifications_page_title(),
    entries: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * `open` marks one notification read and goes to its place; `read-all` marks them all. Only the user's own: another
 * user's notification is a 404, and nothing changes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const form = await readForm(request);
  // The answers in the person's language (decision 49).
  const { m } = await portalTextsOf(request, user);
  const intent = String(form.get("intent") ?? "");
  if (intent === "open") {
    const opened = await openNotification(context.get(dbContext), user.id, String(form.get("id") ?? ""));
    if (opened.ok) return redirect(opened.value.link);
    return data({ ok: false, message: m.notifications_not_found() }, problemInit(opened.problem));
  }
  if (intent === "read-all") {
    await markAllRead(context.get(dbContext), user.id);
    return data({ ok: true, message: m.notifications_all_read() });
  }
  return data({ ok: false, message: m.notifications_unknown_form() }, { status: 400 });
}

// A live change reloads this page only when it touches what the page shows (decision 32).
export const shouldRevalidate = reloadOn(["notification"]);

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const answer = useLastActionData<typeof action>();
  return <NotificationList entries={loaderData.entries} answer={answer} />;
}
