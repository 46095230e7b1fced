import { DevicesSection, profilePageTitle, SignInHistorySection } from "~/features/accounts";
import {
  accountTexts,
  deviceSchemaOf,
  listDevices,
  requireUser,
  SIGN_IN_HISTORY,
  sessionIdOf,
  signInHistory,
  signOutDevice,
  signOutOtherDevices,
} from "~/features/accounts/index.server";
import { reloadOn } from "~/features/realtime";
import { answerIntent } from "~/lib/answer.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { withInput } from "~/lib/parse.server";
import { portalLocaleOf, portalTextsOf } from "~/lib/portal-locale.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/devices";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** The devices signed in to the account (this one first) and the last sign-ins and failed attempts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { m } = await portalTextsOf(request, user);
  const db = context.get(dbContext);
  return {
    title: profilePageTitle(m, "devices"),
    devices: await listDevices(context.get(dbContext), user.id, sessionIdOf(request), {
      unknown: m.profile_unknown_device(),
      aBrowser: m.profile_a_browser(),
      aScript: m.profile_a_script(),
      on: (browser, system) => m.profile_device_on({ browser, system }),
      unknownAddress: m.profile_unknown_address(),
    }),
    signIns: { events: await signInHistory(db, user.id, m.profile_unknown_address()), limit: SIGN_IN_HISTORY },
  };
}

/** Signing out one device, or every other one; any other form is "Unknown form" (400). Only the user's own. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const form = await readForm(request);
  // The answers in the person's language (decision 49).
  const locale = portalLocaleOf(request, user);
  const { m } = await loadPortalTexts(locale);
  const t = accountTexts(m, locale);
  const db = context.get(dbContext);
  return answerIntent(
    form,
    {
      "sign-out-device": (posted) =>
        withInput(posted, deviceSchemaOf(t), (input) => signOutDevice(db, user.id, input, t)),
      "sign-out-others": () => signOutOtherDevices(db, user.id, sessionIdOf(request) ?? "", t),
    },
    m.account_unknown_form(),
  );
}

// Sessions are not a live change: the list reloads after its own forms and on each visit (decision 32).
export const shouldRevalidate = reloadOn([]);

export default function ProfileDevices({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DevicesSection devices={loaderData.devices} />
      <SignInHistorySection {...loaderData.signIns} />
    </>
  );
}
