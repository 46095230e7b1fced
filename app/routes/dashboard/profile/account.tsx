import { AccountSection } from "~/features/accounts";
import {
  accountTexts,
  actorFrom,
  changeEmailSchemaOf,
  displayNameSchemaOf,
  languageSchemaOf,
  requestEmailChange,
  requireUser,
  servicesFrom,
  updateDisplayName,
  updateLocale,
} from "~/features/accounts/index.server";
import { reloadOn } from "~/features/realtime";
import { answerIntent } from "~/lib/answer.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { withInput } from "~/lib/parse.server";
import { portalLocaleOf } from "~/lib/portal-locale.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/account";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** The account: desk ID, role, the name the portal calls the user, their language and the email address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const locale = portalLocaleOf(request, user);
  const { m } = await loadPortalTexts(locale);
  return {
    title: m.profile_account_page_title(),
    account: {
      flideskId: user.flideskId,
      email: user.email,
      role: user.role,
      displayName: user.displayName,
      // The language shown chosen: the profile's, else the one the portal falls back on (decision 48).
      locale,
    },
  };
}

/** The name, the language and the email change; any other form is "Unknown form" (400). Only the signed-in user's own account. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const form = await readForm(request);
  // Every answer in the person's language (decision 49); a language just chosen is confirmed in that language.
  const locale = portalLocaleOf(request, user);
  const { m } = await loadPortalTexts(locale);
  const t = accountTexts(m, locale);
  const savedIn = async (chosen: typeof locale) => accountTexts((await loadPortalTexts(chosen)).m, chosen);
  return answerIntent(
    form,
    {
      "update-name": (posted) =>
        withInput(posted, displayNameSchemaOf(t), (input) =>
          updateDisplayName(context.get(dbContext), user.id, input, t),
        ),
      "update-language": (posted) =>
        withInput(posted, languageSchemaOf(t), async (input) =>
          updateLocale(context.get(dbContext), user.id, input, await savedIn(input.locale)),
        ),
      "change-email": (posted) =>
        withInput(posted, changeEmailSchemaOf(t), (input) =>
          requestEmailChange(servicesFrom(context), actorFrom(user, context), input, t),
        ),
    },
    m.account_unknown_form(),
  );
}

// A confirmed email change is a `user` change: the address shown here reloads (decision 32).
export const shouldRevalidate = reloadOn(["user"]);

export default function ProfileAccount({ loaderData }: Route.ComponentProps) {
  return <AccountSection account={loaderData.account} />;
}
