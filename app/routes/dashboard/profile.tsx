import { data } from "react-router";
import type { ProfileAnswer } from "~/features/accounts";
import {
  AccountSection,
  DevicesSection,
  PasswordSection,
  SignInHistorySection,
  TwoFactorSection,
} from "~/features/accounts";
import {
  changePassword,
  confirmEnrolment,
  disableTwoFactor,
  listDevices,
  regenerateRecoveryCodes,
  requestEmailChange,
  requireUser,
  SIGN_IN_HISTORY,
  sessionIdOf,
  signInHistory,
  signOutDevice,
  signOutOtherDevices,
  startEnrolment,
  twoFactorRequired,
  twoFactorStatus,
  updateDisplayName,
} from "~/features/accounts/index.server";
import { NotificationPreferencesSection } from "~/features/notifications/components/preferences-section";
import { preferencesOf, savePreferences } from "~/features/notifications/preferences.server";
import { reloadOn } from "~/features/realtime";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import type { Result } from "~/lib/result";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Profile and security | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return {
    account: { flideskId: user.flideskId, email: user.email, role: user.role, displayName: user.displayName },
    devices: await listDevices(context.db, user.id, sessionIdOf(request)),
    signIns: { events: await signInHistory(context.db, user.id), limit: SIGN_IN_HISTORY },
    twoFactor: await twoFactorStatus(context.db, context.env, user),
    twoFactorRequired: twoFactorRequired(context.env, user.role),
    notifications: await preferencesOf(context.db, user),
  };
}

/** The profile's forms, each by its `intent`; every one acts on the signed-in user only. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const current = sessionIdOf(request) ?? "";
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const run: Record<string, () => Promise<Result<{ message: string; recoveryCodes?: string[] }>>> = {
    "update-name": () => updateDisplayName(context.db, user.id, form),
    "change-email": () => requestEmailChange(context, user, form),
    "change-password": () => changePassword(context, user, current, form),
    "sign-out-device": () => signOutDevice(context.db, user.id, form),
    "sign-out-others": () => signOutOtherDevices(context.db, user.id, current),
    "two-factor-start": () => startEnrolment(context.db, context.env, user),
    "two-factor-confirm": () => confirmEnrolment(context, user, form),
    "two-factor-regenerate": () => regenerateRecoveryCodes(context, user, form),
    "two-factor-disable": () => disableTwoFactor(context, user, form),
    notifications: () => savePreferences(context.db, user, form),
  };
  const handler = Object.hasOwn(run, intent) ? run[intent] : undefined;
  if (!handler) return data<ProfileAnswer>({ intent, ok: false, message: "Unknown form" }, { status: 400 });
  const result = await handler();
  if (result.ok) return data<ProfileAnswer>({ intent, ok: true, ...result.value });
  const { message, fields } = result.problem;
  return data<ProfileAnswer>({ intent, ok: false, message, fields }, problemInit(result.problem));
}

// A live change reloads this page only when it touches what the page shows (decision 32).
export const shouldRevalidate = reloadOn([]);

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { account, devices, signIns, twoFactor } = loaderData;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl font-bold">Profile and security</h1>
      <AccountSection account={account} />
      <TwoFactorSection status={twoFactor} required={loaderData.twoFactorRequired} />
      <PasswordSection />
      <NotificationPreferencesSection preferences={loaderData.notifications} />
      <DevicesSection devices={devices} />
      <SignInHistorySection {...signIns} />
    </div>
  );
}
