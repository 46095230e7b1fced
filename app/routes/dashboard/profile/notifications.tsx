import { profilePageTitle } from "~/features/accounts";
import { requireUser } from "~/features/accounts/index.server";
import { NotificationPreferencesSection } from "~/features/notifications/components/preferences-section";
import { preferencesOf, preferencesSchema, savePreferences } from "~/features/notifications/preferences.server";
import { reloadOn } from "~/features/realtime";
import { answerIntent } from "~/lib/answer.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { withInput } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/notifications";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** How each kind of notification that concerns the user's role is mailed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { m } = await portalTextsOf(request, user);
  return {
    title: profilePageTitle(m, "notifications"),
    notifications: await preferencesOf(context.get(dbContext), user),
  };
}

/** The mail choices; any other form is "Unknown form" (400). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const form = await readForm(request);
  // The answers in the person's language (decision 49).
  const { m } = await portalTextsOf(request, user);
  return answerIntent(form, {
    notifications: (posted) =>
      withInput(posted, preferencesSchema(user.role, m.notifications_prefs_invalid()), (chosen) =>
        savePreferences(context.get(dbContext), user, chosen, m.notifications_prefs_saved()),
      ),
  });
}

// Choices change from this page (or an unsubscribe link, which is another page): no live change names them.
export const shouldRevalidate = reloadOn([]);

export default function ProfileNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationPreferencesSection preferences={loaderData.notifications} />;
}
