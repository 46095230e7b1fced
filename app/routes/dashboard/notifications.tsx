import { data, redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { NotificationList } from "~/features/notifications/components/notification-list";
import { inboxMessages, listNotifications, markAllRead, openNotification } from "~/features/notifications/inbox.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import { useLastActionData } from "~/lib/use-last-action-data";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [{ title: "Notifications | Fli DESK" }];

/** The user's own notifications, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const rows = await listNotifications(context.get(dbContext), user.id);
  return {
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
  const intent = String(form.get("intent") ?? "");
  if (intent === "open") {
    const opened = await openNotification(context.get(dbContext), user.id, String(form.get("id") ?? ""));
    if (opened.ok) return redirect(opened.value.link);
    return data({ ok: false, message: opened.problem.message }, problemInit(opened.problem));
  }
  if (intent === "read-all") {
    const done = await markAllRead(context.get(dbContext), user.id);
    return data({ ok: true, message: done.ok ? done.value.message : inboxMessages.allRead });
  }
  return data({ ok: false, message: "Unknown form" }, { status: 400 });
}

// A live change reloads this page only when it touches what the page shows (decision 32).
export const shouldRevalidate = reloadOn(["notification"]);

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const answer = useLastActionData<typeof action>();
  return <NotificationList entries={loaderData.entries} answer={answer} />;
}
