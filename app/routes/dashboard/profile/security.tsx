import { PasswordSection, profilePageTitle, TwoFactorSection } from "~/features/accounts";
import {
  accountTexts,
  actorFrom,
  changePassword,
  changePasswordSchemaOf,
  codeSchemaOf,
  confirmEnrolment,
  disableSchemaOf,
  disableTwoFactor,
  regenerateRecoveryCodes,
  requireUser,
  servicesFrom,
  sessionIdOf,
  startEnrolment,
  twoFactorRequired,
  twoFactorStatus,
  twoFactorTexts,
} from "~/features/accounts/index.server";
import { reloadOn } from "~/features/realtime";
import { answerIntent } from "~/lib/answer.server";
import { dbAndEnv, dbContext, envContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { withInput } from "~/lib/parse.server";
import { portalLocaleOf, portalTextsOf } from "~/lib/portal-locale.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/security";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** Two-factor sign-in (and whether this user must have it), then the password form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { m } = await portalTextsOf(request, user);
  return {
    title: profilePageTitle(m, "security"),
    twoFactor: await twoFactorStatus(context.get(dbContext), context.get(envContext), user),
    twoFactorRequired: twoFactorRequired(context.get(envContext), user.role),
  };
}

/**
 * The password and two-factor forms; any other form is "Unknown form" (400). Each checks the user again at the
 * keyboard (the current password, a code) before it changes anything.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const form = await readForm(request);
  const services = servicesFrom(context);
  const actor = actorFrom(user, context);
  // Every form's answers in the person's language (decision 49).
  const locale = portalLocaleOf(request, user);
  const { m } = await loadPortalTexts(locale);
  const t = accountTexts(m, locale);
  const passwordAnswers = { wrongCurrent: t.wrongCurrent, passwordChanged: t.passwordChanged, locale };
  const twoFactor = twoFactorTexts(m);
  const codeSchema = codeSchemaOf(twoFactor);
  return answerIntent(
    form,
    {
      "change-password": (posted) =>
        withInput(posted, changePasswordSchemaOf(t), (input) =>
          changePassword(services, actor, sessionIdOf(request) ?? "", input, passwordAnswers),
        ),
      "two-factor-start": () => startEnrolment(context.get(dbContext), context.get(envContext), user, twoFactor),
      "two-factor-confirm": (posted) =>
        withInput(posted, codeSchema, (input) => confirmEnrolment(services, actor, input, twoFactor, locale)),
      "two-factor-regenerate": (posted) =>
        withInput(posted, codeSchema, (input) => regenerateRecoveryCodes(services, actor, input, twoFactor, locale)),
      "two-factor-disable": (posted) =>
        withInput(posted, disableSchemaOf(twoFactor), (input) =>
          disableTwoFactor(services, actor, input, { twoFactor, wrongCurrent: t.wrongCurrent, locale }),
        ),
    },
    m.account_unknown_form(),
  );
}

// Nothing a live change names is shown here: the page reloads after its own forms only (decision 32).
export const shouldRevalidate = reloadOn([]);

export default function ProfileSecurity({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TwoFactorSection status={loaderData.twoFactor} required={loaderData.twoFactorRequired} />
      <PasswordSection />
    </>
  );
}
